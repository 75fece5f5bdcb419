// Writes bench/RESULTS.md: the machine, the run, the table and the notes each row left.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import os from "node:os";
import { formatMarkdownTable } from "./table.mjs";

/** What the machine is, from os and process. */
export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? "unknown",
    cores: cpus.length,
    memoryGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  };
}

export function writeResults(file, { lines, notes, rows, runs, seconds, commandLine, loadStart, loadEnd, date = new Date() }) {
  const machine = describeMachine();
  const text = `# toolspec benchmark results

Written by \`npm run bench\` (bench/run.mjs). Every ratio divides a measurement by a baseline measured in the
same run, interleaved with it (baseline, target, baseline, target, ...); each ratio is the median of the
per-round ratios, with the smallest and largest in brackets. Absolute figures are medians and only give scale.

| | |
|---|---|
| Date | ${date.toISOString()} |
| CPU | ${machine.cpu} |
| Cores | ${machine.cores} |
| Memory | ${machine.memoryGiB.toFixed(1)} GiB |
| Node | ${machine.node} |
| Platform | ${machine.platform} |
| Command | \`${commandLine}\` |
| Rows | ${rows.join(", ")} |
| Runs per figure | ${runs} process runs; micro-benchmarks take ${runs * 3} interleaved batches |
| Whole run | ${seconds.toFixed(0)} s |
| Load average (1 min) | ${loadStart.toFixed(2)} at the start, ${loadEnd.toFixed(2)} at the end (${machine.cores} cores) |

${formatMarkdownTable(lines)}

## Notes

${notes.map((note) => `- ${note}`).join("\n")}
${findings(file)}`;
  writeFileSync(file, text);
}

/** The hand-written analysis beside RESULTS.md (FINDINGS.md): what the profiles showed and what changed. */
function findings(resultsFile) {
  const file = path.join(path.dirname(resultsFile), "FINDINGS.md");
  return existsSync(file) ? `\n${readFileSync(file, "utf8")}` : "";
}
