// bench/profile: the profile page's calls — level, badges, achievements, the 5 latest activities —
// and the home page's Recent Activities, under 64 connections, by members chosen at random, at 1k
// members / 10k activity items and at 10k members / 1M items; against a bare Elysia route in the
// same run; then the profile page's calls while members vote and write (10%), as they do.
// Needs wrk. Run: bun run bench:profile   (seeding 1M items takes a few minutes)
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { levelEndpoint, badgesEndpoint, achievementsEndpoint, recentEndpoint, homeActivityEndpoint, addTopCommentEndpoint } from "@pnyx/contract";
import { CONNECTIONS, DURATION, fmt, measure, measureBare, start, wrk } from "./harness";

/** One kind of request a wrk script can send; `{token}` and `{article}` are filled in per request. */
interface Call {
  name: string;
  method: "GET" | "POST";
  path: string;
  body: string;
}
const PROFILE: Call[] = [
  { name: "level", method: "POST", path: levelEndpoint.path, body: "{}" },
  { name: "badges", method: "POST", path: badgesEndpoint.path, body: "{}" },
  { name: "achievements", method: "POST", path: achievementsEndpoint.path, body: "{}" },
  { name: "recent (5)", method: "POST", path: recentEndpoint.path, body: '{"number":5}' },
];
const HOME: Call = { name: "home Recent Activities (8)", method: "GET", path: `${homeActivityEndpoint.path}?number=8`, body: "" };
const WRITES: Call[] = [
  { name: "like", method: "POST", path: "/api/like/add", body: '{"postId":"{article}"}' },
  { name: "like taken back", method: "POST", path: "/api/like/remove", body: '{"postId":"{article}"}' },
  { name: "opinion", method: "POST", path: addTopCommentEndpoint.path, body: '{"postId":"{article}","text":"Bench opinion"}' },
];

/** Requests from `reads` in turn, each by a random member; a `writeShare` of them from `writes` instead. */
function workloadLua(fixtures: string, reads: Call[], writes: Call[] = [], writeShare = 0): string {
  const table = (calls: Call[]) => `{ ${calls.map((c) => `{ "${c.method}", "${c.path}", '${c.body}' }`).join(", ")} }`;
  return `
local function lines(path)
  local t = {}
  for line in io.lines(path) do if #line > 0 then t[#t + 1] = line end end
  return t
end
local tokens = lines("${fixtures}/tokens.txt")
local articles = lines("${fixtures}/articles.txt")
local reads = ${table(reads)}
local writes = ${table(writes)}
local counter = 0
math.randomseed(os.time() + math.floor(os.clock() * 1000000))

request = function()
  counter = counter + 1
  local call = reads[(counter % #reads) + 1]
  if #writes > 0 and math.random() < ${writeShare} then call = writes[math.random(#writes)] end
  local headers = { ["Authorization"] = "Bearer " .. tokens[math.random(#tokens)] }
  if call[1] == "POST" then headers["Content-Type"] = "application/json" end
  local body = call[3]:gsub("{article}", articles[math.random(#articles)])
  if call[1] == "GET" then body = nil end
  return wrk.format(call[1], call[2], headers, body)
end
`;
}

const SIZES = (process.env.BENCH_PROFILE_SIZES ?? "1000:10000,10000:1000000").split(",").map((s) => s.split(":").map(Number) as [number, number]);
const bare = await measureBare();
const rows = [`| bare Elysia route | - | ${fmt(bare.rps)} | 1.00 | ${fmt(bare.p99, 2)} | ${fmt(bare.cpuPerRequest, 3)} | 0 |`];
const perSize: Record<string, number[]> = {};

for (const [members, items] of SIZES) {
  const fixtures = mkdtempSync(join(tmpdir(), "pnyx-bench-profile-fixtures-"));
  const server = await start(join(import.meta.dir, "profile-server.ts"), [], {
    PORT: "4712",
    BENCH_MEMBERS: String(members),
    BENCH_ITEMS: String(items),
    BENCH_FIXTURES: fixtures,
  });
  const url = "http://127.0.0.1:4712";
  const workloads: Array<[string, string]> = [
    ...[...PROFILE, HOME].map((call): [string, string] => [call.name, workloadLua(fixtures, [call])]),
    ["profile page (the four in turn)", workloadLua(fixtures, PROFILE)],
    ["profile page + 10% likes and opinions", workloadLua(fixtures, PROFILE, WRITES, 0.1)],
  ];
  await wrk(url, workloads.at(-2)![1]).catch(() => undefined); // warm-up
  for (const [name, lua] of workloads) {
    const r = await measure(server.child.pid!, url, lua);
    (perSize[name] ??= []).push(r.cpuPerRequest);
    rows.push(
      `| ${name} | ${members / 1000}k / ${items >= 1e6 ? `${items / 1e6}M` : `${items / 1000}k`} | ${fmt(r.rps)} | ${fmt(r.rps / bare.rps, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.cpuPerRequest, 3)} | ${r.non2xx} |`,
    );
  }
  server.child.kill();
}

console.log(`\nbench/profile — ${CONNECTIONS} connections, ${DURATION} per row, wrk and server share 2 cores\n`);
console.log("| workload | members / activity items | req/s | × bare | p99 ms | server CPU ms/req | non-2xx |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
if (SIZES.length > 1) {
  console.log("\n| workload | CPU/req largest ÷ smallest |\n|---|---|");
  for (const [name, cpu] of Object.entries(perSize)) console.log(`| ${name} | ${fmt(cpu.at(-1)! / cpu[0]!, 2)} |`);
}
process.exit(0);
