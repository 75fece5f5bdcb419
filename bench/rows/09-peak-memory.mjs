// Row 9: peak resident memory of the cold start row 4 times (same commands, run again here), against `node -e 0`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { childCommand, parseReport } from "../lib/children.mjs";
import { entryPath } from "../lib/paths.mjs";
import { syntheticRuntimeEntry, workspaceFolder } from "../lib/projects.mjs";
import { interleave, nodeNoop, runOnce } from "../lib/spawn-timing.mjs";
import { fmt, fmtRatio, ratioSummary, summarize } from "../lib/stats.mjs";

const TIME = "/usr/bin/time";

/** Peak RSS in KiB: from GNU time when present, else from the child's own process.resourceUsage(). */
function rssMeter(tempRoot) {
  if (existsSync(TIME)) {
    const out = path.join(tempRoot, "row9-time.txt");
    return {
      source: "/usr/bin/time -f %M",
      measure: async (command) => {
        await runOnce({ ...command, file: TIME, args: ["-f", "%M", "-o", out, command.file, ...command.args] });
        return Number(readFileSync(out, "utf8").trim().split("\n").pop());
      },
    };
  }
  return {
    source: "process.resourceUsage().maxRSS reported by the child",
    measure: async (command) => {
      const reporting =
        command.args[0] === "-e"
          ? { ...command, args: ["-e", "process.stdout.write(JSON.stringify({ maxRssKiB: process.resourceUsage().maxRSS }))"] }
          : { ...command, args: [...command.args, "--report"] };
      const { stdout } = await runOnce(reporting, { captureStdout: true });
      return parseReport(stdout, "the peak-memory run").maxRssKiB;
    },
  };
}

const mib = (kib) => `${fmt(kib / 1024)} MiB`;

export default {
  id: 9,
  title: "peak memory of the cold start",
  async run(ctx) {
    const { runs, tempRoot } = ctx;
    const workspace = workspaceFolder(tempRoot);
    const syntheticEntry = await syntheticRuntimeEntry(ctx);
    const meter = rssMeter(tempRoot);
    const series = await interleave({
      label: "row 9 peak RSS",
      baseline: nodeNoop(),
      targets: { real: childCommand("cold-start.mjs", [entryPath, workspace]), synthetic: childCommand("cold-start.mjs", [syntheticEntry, workspace]) },
      runs,
      measure: meter.measure,
    });
    const base = `node -e 0: ${mib(summarize(series.baseline).median)}`;
    const line = (measure, samples) => ({ measure, baseline: base, result: mib(summarize(samples).median), ratio: fmtRatio(ratioSummary(samples, series.baseline)), target: "", verdict: "—" });
    return {
      lines: [line("peak RSS, cold start, 27 tools", series.targets.real), line("peak RSS, cold start, 1,000 tools", series.targets.synthetic)],
      notes: [`Row 9: peak RSS from ${meter.source}; the processes are new ones running row 4's cold-start commands.`],
    };
  },
};
