// Row 1: `toolspec generate` on the real tools.yaml into a project with nothing generated yet.
import path from "node:path";
import { copyRealProject, generateCommand, removeGenerated } from "../lib/projects.mjs";
import { interleave, nodeNoop } from "../lib/spawn-timing.mjs";
import { ratioLine } from "../lib/table.mjs";

const TARGET = 6;

export default {
  id: 1,
  title: "generate, clean output folder",
  async run({ runs, tempRoot }) {
    const project = copyRealProject(path.join(tempRoot, "row1-real"));
    // The copy happens once; before each timed run only the generated folders are deleted (not timed).
    const generate = { ...generateCommand(project), prepare: () => removeGenerated(project) };
    const series = await interleave({ label: "row 1 generate (clean)", baseline: nodeNoop(), targets: { generate }, runs });
    return {
      lines: [ratioLine("generate, clean (27 tools)", series.targets.generate, series.baseline, TARGET)],
      notes: ["Row 1: each timed run starts with src/generated, docs/ and .toolspec-cache deleted from a temp copy of tools.yaml and src/handlers (the deletion is not timed)."],
    };
  },
};
