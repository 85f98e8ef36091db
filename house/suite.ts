// The README's test command: every check the project has, in stages, two at a time where they do
// not depend on each other (the machine has two cores), each stage's output shown whole when it
// ends, and a table of each stage's time at the end. Exits with the first failing stage's code.
//
//   bun house/suite.ts            everything
//   bun house/suite.ts unit e2e   only these stages (and what they need)

import { spawn } from "node:child_process";

interface Stage {
  name: string;
  /** The package.json script it runs. */
  script: string;
  /** Stages that must have passed first. */
  after: string[];
}

// In the order a free lane takes them (the first whose needs are met): the browser tests are the
// longest, so they start as soon as the site is built, and the layout sweep right after the server's.
// The examples (house/examples.ts) use the built packages, as their users would.
const STAGES: Stage[] = [
  { name: "build", script: "build", after: [] },
  { name: "e2e", script: "test:e2e:pages", after: ["build"] },
  { name: "server", script: "test:server", after: [] },
  { name: "layout", script: "test:e2e:layout", after: ["build"] },
  { name: "typecheck", script: "typecheck", after: [] },
  { name: "lint", script: "lint", after: [] },
  { name: "unit", script: "test:unit", after: [] },
  { name: "storybook", script: "test:storybook", after: ["build"] },
  { name: "examples", script: "test:examples", after: ["build"] },
  { name: "budgets", script: "test:budgets", after: ["build"] },
];

/**
 * Lines of a failed stage shown again after the others: a CI log is often read from its end only, and
 * a stage that finished later would otherwise bury the failure.
 */
const FAILURE_LINES = 80;
const SUMMARY_LINES = 8;
/** The first line of a failure's report: vitest's "Failed Tests" rule or "FAIL", bun's "(fail)". */
const FAILURE_MARK = /Failed Tests|^\s*FAIL\s|\(fail\)/;

/** Stages running at once: one per core. */
const LANES = Number(process.env.SUITE_LANES ?? 2);

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  /** The stage's output, kept to show a failure again at the end. */
  out: string;
  err: string;
}

function selected(names: string[]): Stage[] {
  if (names.length === 0) return STAGES;
  const wanted = new Set<string>();
  const add = (name: string) => {
    const stage = STAGES.find((s) => s.name === name);
    if (!stage) throw new Error(`no stage '${name}' (stages: ${STAGES.map((s) => s.name).join(", ")})`);
    wanted.add(name);
    for (const before of stage.after) add(before);
  };
  for (const name of names) add(name);
  return STAGES.filter((s) => wanted.has(s.name));
}

/** Runs one stage with its output kept (two stages' lines would interleave), shown whole when it ends. */
function run(stage: Stage): Promise<Outcome> {
  const started = performance.now();
  const child = spawn("bun", ["run", stage.script], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk));
  return new Promise((resolve) => {
    child.on("close", (exit) => resolve(report(stage, exit ?? 1, out, err, (performance.now() - started) / 1000)));
  });
}

function report(stage: Stage, code: number, out: string, err: string, seconds: number): Outcome {
  const verdict = code === 0 ? "passed" : `FAILED (exit ${code})`;
  process.stdout.write(
    `\n===== ${stage.name}: ${verdict} in ${seconds.toFixed(0)} s =====\n${out}${err ? `\n----- ${stage.name}: stderr -----\n${err}` : ""}\n`,
  );
  return { name: stage.name, code, seconds, out, err };
}

/**
 * What a failed stage said about its failure: from a test runner's first failure report on (vitest
 * and bun write them to stderr), else the end of its output, then the end of its stdout (the summary).
 */
function failureReport(outcome: Outcome): string {
  const fromMark = (text: string) => {
    const lines = text.split("\n");
    const first = lines.findIndex((line) => FAILURE_MARK.test(line));
    return first >= 0 ? lines.slice(first, first + FAILURE_LINES) : null;
  };
  const report = fromMark(outcome.err) ?? fromMark(outcome.out) ?? `${outcome.err}\n${outcome.out}`.trimEnd().split("\n").slice(-FAILURE_LINES);
  return [...report, "...", ...outcome.out.trimEnd().split("\n").slice(-SUMMARY_LINES)].join("\n");
}

async function main() {
  const stages = selected(process.argv.slice(2));
  const started = performance.now();
  const done = new Map<string, Outcome>();
  const running = new Map<string, Promise<Outcome>>();
  let failed: Outcome | undefined;

  while (done.size < stages.length && !failed) {
    for (const stage of stages) {
      if (running.size >= LANES) break;
      if (done.has(stage.name) || running.has(stage.name)) continue;
      if (!stage.after.every((name) => done.has(name) || !stages.some((s) => s.name === name))) continue;
      process.stdout.write(`== ${stage.name} started at ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
      running.set(stage.name, run(stage));
    }
    if (running.size === 0) throw new Error("no stage can start: the stages' order is circular");
    const outcome = await Promise.race(running.values());
    running.delete(outcome.name);
    done.set(outcome.name, outcome);
    if (outcome.code !== 0) failed = outcome;
  }
  // A failure stops new stages; those already running finish, so their output is seen too.
  for (const outcome of await Promise.all(running.values())) done.set(outcome.name, outcome);

  for (const outcome of done.values()) {
    if (outcome.code !== 0) process.stdout.write(`\n== ${outcome.name} failed; what it reported:\n${failureReport(outcome)}\n`);
  }
  const total = (performance.now() - started) / 1000;
  const rows = stages.map((s) => {
    const outcome = done.get(s.name);
    const state = !outcome ? "not run" : outcome.code === 0 ? "passed" : "FAILED";
    return `  ${s.name.padEnd(10)} ${outcome ? `${outcome.seconds.toFixed(0).padStart(5)} s` : "      -"}  ${state}`;
  });
  process.stdout.write(`\n== stage times (${LANES} at once)\n${rows.join("\n")}\n  ${"total".padEnd(10)} ${total.toFixed(0).padStart(5)} s\n`);
  process.exit(failed ? failed.code || 1 : 0);
}

await main();
