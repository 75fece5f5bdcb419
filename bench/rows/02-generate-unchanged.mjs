// Row 2: `generate` with nothing to change, and `check` on an up-to-date tree.
import path from "node:path";
import { copyRealProject, generateCommand } from "../lib/projects.mjs";
import { interleave, nodeNoop, runOnce } from "../lib/spawn-timing.mjs";
import { ratioLine } from "../lib/table.mjs";
import { cliPath } from "../lib/paths.mjs";

const TARGET = 1.5;

export default {
  id: 2,
  title: "generate unchanged / check up to date",
  async run({ runs, tempRoot }) {
    const project = copyRealProject(path.join(tempRoot, "row2-real"));
    await runOnce(generateCommand(project)); // bring the tree up to date (not timed)
    const check = { file: process.execPath, args: [cliPath, "check"], cwd: project };
    await runOnce(check); // fails loudly if the fresh tree is not up to date
    const series = await interleave({
      label: "row 2 generate (unchanged) / check",
      baseline: nodeNoop(),
      targets: { generate: generateCommand(project), check },
      runs,
    });
    const line = (measure, samples) => ratioLine(measure, samples, series.baseline, TARGET);
    return {
      lines: [line("generate, nothing changed (27 tools)", series.targets.generate), line("check, up-to-date tree (27 tools)", series.targets.check)],
      notes: ["Row 2: the temp project is generated once before timing; `generate` then rewrites nothing and `check` finds no drift."],
    };
  },
};
