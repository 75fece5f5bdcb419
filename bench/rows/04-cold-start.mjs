// Row 4: agent cold start, a fresh node process that imports the package, creates a runtime, renders a
// prompt and validates a call; for the real 27 tools and for the 1,000-tool synthetic registry.
import { childCommand, runChild } from "../lib/children.mjs";
import { entryPath } from "../lib/paths.mjs";
import { syntheticRuntimeEntry, workspaceFolder } from "../lib/projects.mjs";
import { interleave, nodeNoop } from "../lib/spawn-timing.mjs";
import { ratioLine } from "../lib/table.mjs";

export default {
  id: 4,
  title: "agent cold start",
  async run(ctx) {
    const { runs } = ctx;
    const workspace = workspaceFolder(ctx.tempRoot);
    const syntheticEntry = await syntheticRuntimeEntry(ctx); // built outside the timings
    const real = await runChild("cold-start.mjs", [entryPath, workspace, "--report"]);
    const synthetic = await runChild("cold-start.mjs", [syntheticEntry, workspace, "--report"]);
    const series = await interleave({
      label: "row 4 cold start",
      baseline: nodeNoop(),
      targets: { real: childCommand("cold-start.mjs", [entryPath, workspace]), synthetic: childCommand("cold-start.mjs", [syntheticEntry, workspace]) },
      runs,
    });
    const line = (measure, samples, target) => ratioLine(measure, samples, series.baseline, target);
    return {
      lines: [line(`cold start, ${real.tools} tools`, series.targets.real, 1.3), line(`cold start, ${synthetic.tools} tools (synthetic)`, series.targets.synthetic, 2.5)],
      notes: [
        `Row 4: the child (bench/children/cold-start.mjs) imports the package entry, calls createToolRuntime, renderToolsPrompt("generic") (${real.promptChars} chars for 27 tools, ${synthetic.promptChars} for ${synthetic.tools}) and validateToolParams("read_file", ...). The ${synthetic.tools}-tool runtime is the repo's src/ with the synthetic tools.yaml, generated and compiled (emit only, tsc --noCheck) with the repo's tsc and compiler options before timing.`,
      ],
      data: { real, synthetic },
    };
  },
};
