// Row 3: `generate` (clean) on synthetic specs of 27, 250, 500 and 1,000 tools: the ratio at 1,000 tools,
// the marginal cost per tool from 27 to 1,000, and whether that cost grows with the spec size.
import path from "node:path";
import { generateCommand, removeGenerated, syntheticProject } from "../lib/projects.mjs";
import { interleave, nodeNoop, runOnce } from "../lib/spawn-timing.mjs";
import { fmt, fmtRatio, medianMs, pairwise, summarize } from "../lib/stats.mjs";
import { ratioLine } from "../lib/table.mjs";
import { log } from "../lib/progress.mjs";

const SIZES = [27, 250, 500, 1000];
const TARGET = 25;
const SUPERLINEAR = 1.5;

export default {
  id: 3,
  title: "generate on synthetic specs",
  async run({ runs, seed, tempRoot, shared }) {
    const projects = {};
    for (const tools of SIZES) {
      const { directory, syntheticTools } = syntheticProject(path.join(tempRoot, `row3-${tools}`), { tools, seed });
      log(`row 3: project of ${tools} tools (${syntheticTools} synthetic) in ${directory}`);
      projects[tools] = directory;
    }
    await runOnce(generateCommand(projects[27])); // warms the file cache for the generator's modules (not timed)
    const targets = Object.fromEntries(SIZES.map((tools) => [String(tools), { ...generateCommand(projects[tools]), prepare: () => removeGenerated(projects[tools]) }]));
    // A warm-up round would cost as much as a measured one; the untimed run above stands in for it.
    const series = await interleave({ label: "row 3 generate (synthetic)", baseline: nodeNoop(), targets, runs, warmup: 0 });
    // The last run of each size left its generated files: row 4 compiles the 1,000-tool ones.
    shared.set(`generated:${1000}:${seed}`, projects[1000]);

    const t = (tools) => series.targets[String(tools)];
    const marginal = (from, to) => pairwise(t(to), t(from), (high, low) => (high - low) / (to - from));
    const perTool = summarize(marginal(27, 1000));
    const growth = summarize(pairwise(marginal(500, 1000), marginal(250, 500), (late, early) => late / early));
    const lines = SIZES.map((tools) => ratioLine(`generate, clean, ${tools} tools`, t(tools), series.baseline, tools === 1000 ? TARGET : undefined));
    lines.push({
      measure: "marginal cost per tool, 27 → 1,000",
      baseline: `27 tools: ${medianMs(summarize(t(27)))}`,
      result: `${fmt(perTool.median)} ms/tool [${fmt(perTool.min)}–${fmt(perTool.max)}]`,
      ratio: "",
      target: "",
      verdict: "—",
    });
    lines.push({
      measure: "linearity: ms/tool 500→1,000 ÷ ms/tool 250→500",
      baseline: `${fmt(summarize(marginal(250, 500)).median)} ms/tool`,
      result: `${fmt(summarize(marginal(500, 1000)).median)} ms/tool`,
      ratio: fmtRatio(growth),
      target: `≤ ${SUPERLINEAR}x (linear)`,
      verdict: growth.median > SUPERLINEAR ? "MISSES (superlinear)" : "MEETS",
    });
    return {
      lines,
      notes: [
        `Row 3: the specs are the real 27 tools followed by seeded synthetic tools (seed ${seed}, bench/make-synthetic-spec.mjs), so 27 tools is the real spec; every run starts with nothing generated. Marginal cost per round = (t1000 − t27) / 973.`,
      ],
    };
  },
};
