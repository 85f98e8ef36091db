// A wrk Lua script for the mixed workloads of bench/api. News: reads spread over trending, the eight
// category pages, and byId/getComments of the 200 newest articles. Communities: reads spread over
// the fifteen community pages, their first page of posts, and postDetails/postComments of the 200
// newest posts. Either with a share of writes by members holding real tokens: votes on those
// articles or posts; opinions and replies on them. Fixtures come from api-server.ts
// (BENCH_FIXTURES): tokens.txt, articles.txt, parents.txt, communities.txt, posts.txt,
// post-parents.txt ("postId commentId" lines for the parents).
import { NEWS_CATEGORIES } from "@pnyx/contract";

export interface Mix {
  /** Which half of the product the requests go to. */
  area: "news" | "communities";
  /** Share of requests that are votes (like/dislike add/remove on articles or posts), 0..1. */
  votes: number;
  /** Share of requests that are new opinions or replies, 0..1. */
  opinions: number;
}

/** The paths each area writes to. */
const WRITES = {
  news: {
    votes: ["/api/like/add", "/api/like/remove", "/api/dislike/add", "/api/dislike/remove"],
    opinion: "/api/comment/addTopComment",
    reply: "/api/comment/addReply",
    posts: "articles.txt",
    parents: "parents.txt",
  },
  communities: {
    votes: ["/api/like/communityPost/add", "/api/like/communityPost/remove", "/api/dislike/communityPost/add", "/api/dislike/communityPost/remove"],
    opinion: "/api/comment/addTopCommunityComment",
    reply: "/api/comment/addCommunityReply",
    posts: "posts.txt",
    parents: "post-parents.txt",
  },
} as const;

/** The reads of each area: one of four, chosen at random; `id` is one of the area's posts. */
const READS = {
  news: `
  local k = math.random(4)
  if k == 1 then return json("/api/news/", '{"categories":["General","Technology","Business"]}') end
  if k == 2 then return json("/api/news/byCategory", '{"category":"' .. categories[math.random(#categories)] .. '","page":1}') end
  local id = posts[math.random(#posts)]
  if k == 3 then return json("/api/news/byId/", '{"id":"' .. id .. '"}') end
  return json("/api/comment/getComments", '{"postId":"' .. id .. '"}')`,
  communities: `
  local k = math.random(4)
  local community = communities[math.random(#communities)]
  if k == 1 then return json("/api/community/individual", '{"id":"' .. community .. '"}') end
  if k == 2 then return json("/api/community/communityPosts", '{"id":"' .. community .. '","page":1}') end
  local id = posts[math.random(#posts)]
  if k == 3 then return json("/api/community/postDetails", '{"id":"' .. id .. '"}') end
  return json("/api/community/postComments", '{"id":"' .. id .. '"}')`,
} as const;

export function mixedWorkloadLua(fixtures: string, mix: Mix): string {
  const categories = NEWS_CATEGORIES.map((c) => `"${c}"`).join(", ");
  const writes = WRITES[mix.area];
  return `
local function lines(path)
  local t = {}
  for line in io.lines(path) do if #line > 0 then t[#t + 1] = line end end
  return t
end
local tokens = lines("${fixtures}/tokens.txt")
local posts = lines("${fixtures}/${writes.posts}")
local communities = lines("${fixtures}/communities.txt")
local parents = {}
for _, line in ipairs(lines("${fixtures}/${writes.parents}")) do
  local post, comment = line:match("(%S+) (%S+)")
  parents[#parents + 1] = { post, comment }
end
local categories = { ${categories} }
local votePaths = { ${writes.votes.map((p) => `"${p}"`).join(", ")} }
local counter = 0
math.randomseed(os.time() + math.floor(os.clock() * 1000000))

local function json(path, body, token)
  local headers = { ["Content-Type"] = "application/json" }
  if token then headers["Authorization"] = "Bearer " .. token end
  return wrk.format("POST", path, headers, body)
end

request = function()
  counter = counter + 1
  local r = math.random()
  if r < ${mix.votes} then
    local id = posts[math.random(#posts)]
    return json(votePaths[math.random(#votePaths)], '{"postId":"' .. id .. '"}', tokens[math.random(#tokens)])
  elseif r < ${mix.votes + mix.opinions} then
    local p = parents[math.random(#parents)]
    local token = tokens[math.random(#tokens)]
    if math.random() < 0.5 then
      return json("${writes.opinion}", '{"postId":"' .. p[1] .. '","text":"Bench opinion ' .. counter .. '"}', token)
    end
    return json("${writes.reply}", '{"postId":"' .. p[1] .. '","parentId":"' .. p[2] .. '","text":"Bench reply ' .. counter .. '"}', token)
  end
${READS[mix.area]}
end
`;
}
