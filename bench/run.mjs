#!/usr/bin/env node
// `npm run bench`: builds the project once (untimed), runs the benchmark rows, prints the table and
// writes bench/RESULTS.md.
//
//   node bench/run.mjs [--rows 1,4] [--runs N] [--seed S] [--no-build] [--keep-temp]
//
// Process-level rows spawn whole node processes (hrtime around spawn and exit), interleaved with their
// baseline; in-process rows run in child processes of their own (bench/children) so one row's JIT and
// heap state never leaks into another's. Progress goes to stderr, the table to stdout.
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchDir, repoRoot } from "./lib/paths.mjs";
import { elapsedSeconds, log } from "./lib/progress.mjs";
import { createTempRoot, removeTempRoot } from "./lib/projects.mjs";
import { writeResults } from "./lib/results-md.mjs";
import { formatTextTable } from "./lib/table.mjs";
import row1 from "./rows/01-generate-clean.mjs";
import row2 from "./rows/02-generate-unchanged.mjs";
import row3 from "./rows/03-generate-synthetic.mjs";
import row4 from "./rows/04-cold-start.mjs";
import row5 from "./rows/05-validate.mjs";
import row6 from "./rows/06-get-handler.mjs";
import row7 from "./rows/07-prompt-render.mjs";
import row8 from "./rows/08-execute.mjs";
import row9 from "./rows/09-peak-memory.mjs";

const ALL_ROWS = [row1, row2, row3, row4, row5, row6, row7, row8, row9];
const MIN_RUNS = 5;

function options() {
  const { values } = parseArgs({
    options: {
      rows: { type: "string" },
      runs: { type: "string" },
      seed: { type: "string" },
      "no-build": { type: "boolean" },
      "keep-temp": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write("usage: node bench/run.mjs [--rows 1,4] [--runs N] [--seed S] [--no-build] [--keep-temp]\n");
    process.exit(0);
  }
  const ids = values.rows === undefined ? ALL_ROWS.map((row) => row.id) : values.rows.split(",").map((id) => Number(id.trim()));
  const unknown = ids.filter((id) => !ALL_ROWS.some((row) => row.id === id));
  if (unknown.length > 0) throw new Error(`unknown row(s) ${unknown.join(", ")}; rows are 1 to ${ALL_ROWS.length}`);
  const runs = values.runs === undefined ? MIN_RUNS : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a positive integer");
  if (runs < MIN_RUNS) log(`warning: --runs ${runs} is below ${MIN_RUNS}; medians of so few runs are fragile`);
  return {
    rows: ALL_ROWS.filter((row) => ids.includes(row.id)),
    runs,
    seed: values.seed === undefined ? 42 : Number(values.seed),
    build: !values["no-build"],
    keepTemp: values["keep-temp"] === true,
  };
}

function build() {
  log("building (npm run -s build), not timed");
  const result = spawnSync("npm", ["run", "-s", "build"], { cwd: repoRoot, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status}); the benchmarks need dist/`);
}

async function main() {
  const { rows, runs, seed, build: shouldBuild, keepTemp } = options();
  const loadStart = os.loadavg()[0];
  if (loadStart > os.cpus().length) log(`warning: load average ${loadStart.toFixed(1)} on ${os.cpus().length} cores; other processes will distort the figures`);
  if (shouldBuild) build();
  const tempRoot = createTempRoot();
  log(`temp projects in ${tempRoot}`);
  const shared = new Map();
  const lines = [];
  const notes = [];
  try {
    for (const row of rows) {
      const started = elapsedSeconds();
      log(`row ${row.id}: ${row.title}`);
      try {
        const outcome = await row.run({ runs, seed, tempRoot, shared });
        lines.push(...outcome.lines.map((line) => ({ row: row.id, ...line })));
        notes.push(...outcome.notes);
      } catch (error) {
        log(`row ${row.id} failed: ${error.stack ?? error}`);
        lines.push({ row: row.id, measure: row.title, verdict: "ERROR" });
        notes.push(`Row ${row.id} could not be measured: ${String(error.message ?? error).split("\n").slice(0, 6).join(" / ")}`);
      }
      log(`row ${row.id} done in ${(elapsedSeconds() - started).toFixed(1)} s`);
    }
  } finally {
    if (keepTemp) log(`kept ${tempRoot}`);
    else removeTempRoot(tempRoot);
  }
  const seconds = elapsedSeconds();
  process.stdout.write(`\n${formatTextTable(lines)}\n\n`);
  for (const note of notes) process.stdout.write(`- ${note}\n`);
  const resultsFile = path.join(benchDir, "RESULTS.md");
  writeResults(resultsFile, {
    lines,
    notes,
    rows: rows.map((row) => row.id),
    runs,
    seconds,
    loadStart,
    loadEnd: os.loadavg()[0],
    commandLine: ["node", "bench/run.mjs", ...process.argv.slice(2)].join(" "),
  });
  process.stdout.write(`\nWhole run: ${seconds.toFixed(0)} s. Wrote ${path.relative(process.cwd(), resultsFile) || resultsFile}.\n`);
  if (lines.some((line) => line.verdict === "ERROR")) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`bench: ${error.stack ?? error}\n`);
  process.exitCode = 1;
});
