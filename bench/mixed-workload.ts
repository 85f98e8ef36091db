// A wrk Lua script for the mixed workloads of bench/api: reads spread over trending, the eight
// category pages, and byId/getComments of the 200 newest articles, with a share of writes by members
// holding real tokens (votes on those articles; opinions and replies). Fixtures come from
// api-server.ts (BENCH_FIXTURES): tokens.txt, articles.txt, parents.txt ("postId commentId" lines).
import { NEWS_CATEGORIES } from "@pnyx/contract";

export interface Mix {
  /** Share of requests that are votes (like/dislike add/remove on articles), 0..1. */
  votes: number;
  /** Share of requests that are new opinions or replies, 0..1. */
  opinions: number;
}

export function mixedWorkloadLua(fixtures: string, mix: Mix): string {
  const categories = NEWS_CATEGORIES.map((c) => `"${c}"`).join(", ");
  return `
local function lines(path)
  local t = {}
  for line in io.lines(path) do if #line > 0 then t[#t + 1] = line end end
  return t
end
local tokens = lines("${fixtures}/tokens.txt")
local articles = lines("${fixtures}/articles.txt")
local parents = {}
for _, line in ipairs(lines("${fixtures}/parents.txt")) do
  local post, comment = line:match("(%S+) (%S+)")
  parents[#parents + 1] = { post, comment }
end
local categories = { ${categories} }
local votePaths = { "/api/like/add", "/api/like/remove", "/api/dislike/add", "/api/dislike/remove" }
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
    local id = articles[math.random(#articles)]
    return json(votePaths[math.random(#votePaths)], '{"postId":"' .. id .. '"}', tokens[math.random(#tokens)])
  elseif r < ${mix.votes + mix.opinions} then
    local p = parents[math.random(#parents)]
    local token = tokens[math.random(#tokens)]
    if math.random() < 0.5 then
      return json("/api/comment/addTopComment", '{"postId":"' .. p[1] .. '","text":"Bench opinion ' .. counter .. '"}', token)
    end
    return json("/api/comment/addReply", '{"postId":"' .. p[1] .. '","parentId":"' .. p[2] .. '","text":"Bench reply ' .. counter .. '"}', token)
  end
  local k = math.random(4)
  if k == 1 then return json("/api/news/", '{"categories":["General","Technology","Business"]}') end
  if k == 2 then return json("/api/news/byCategory", '{"category":"' .. categories[math.random(#categories)] .. '","page":1}') end
  local id = articles[math.random(#articles)]
  if k == 3 then return json("/api/news/byId/", '{"id":"' .. id .. '"}') end
  return json("/api/comment/getComments", '{"postId":"' .. id .. '"}')
end
`;
}
