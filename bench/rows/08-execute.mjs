// Row 8: end-to-end executor overhead of runtime.execute(read_file) over reading the file directly.
import { runChild } from "../lib/children.mjs";
import { entryPath } from "../lib/paths.mjs";
import { log } from "../lib/progress.mjs";
import { workspaceFolder } from "../lib/projects.mjs";
import { fmt, fmtRatio, medianNs, pairwise, ratioSummary, summarize } from "../lib/stats.mjs";
import { verdict } from "../lib/table.mjs";

const TARGET_US = 100;

export default {
  id: 8,
  title: "runtime.execute overhead",
  async run({ runs, tempRoot }) {
    log("row 8: execute micro-benchmark (child process)");
    const { bytes, results } = await runChild("execute-micro.mjs", [entryPath, workspaceFolder(tempRoot), String(runs * 3)]);
    const overhead = summarize(pairwise(results.execute.nsPerCall, results.readfile.nsPerCall, (execute, read) => (execute - read) / 1000));
    return {
      lines: [
        {
          measure: `runtime.execute(read_file), ${bytes}-byte file`,
          baseline: `fs.promises.readFile: ${medianNs(summarize(results.readfile.nsPerCall))}/call`,
          result: `${medianNs(summarize(results.execute.nsPerCall))}/call; overhead ${fmt(overhead.median)} µs [${fmt(overhead.min)}–${fmt(overhead.max)}]`,
          ratio: fmtRatio(ratioSummary(results.execute.nsPerCall, results.readfile.nsPerCall)),
          target: `overhead ≤ ${TARGET_US} µs`,
          verdict: verdict(overhead.median <= TARGET_US),
        },
      ],
      notes: ["Row 8: overhead = per-round difference of the per-call times; it includes everything read_file does beyond reading (name resolution, validation, path checks, approval, stat, line numbering)."],
    };
  },
};
