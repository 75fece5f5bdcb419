// Row 7: rendering the generic variant's tools prompt, first call in a fresh process and warm, against a
// template-literal function over the same data.
import path from "node:path";
import { childCommand, parseReport, runChild } from "../lib/children.mjs";
import { entryPath, repoRoot } from "../lib/paths.mjs";
import { log } from "../lib/progress.mjs";
import { interleave, runOnce } from "../lib/spawn-timing.mjs";
import { fmt, fmtRatio, medianNs, ratioSummary, summarize } from "../lib/stats.mjs";
import { verdict } from "../lib/table.mjs";

const COLD_TARGET_MS = 5;

/** Times a first-render child by the figure it reports (the call only), not by the process. */
async function reportedMs(command) {
  const { stdout } = await runOnce(command, { captureStdout: true });
  return parseReport(stdout, "prompt-first-render.mjs").ms;
}

export default {
  id: 7,
  title: "prompt rendering",
  async run({ runs, tempRoot }) {
    const dataFile = path.join(tempRoot, "prompt-data-generic.json");
    log("row 7: extracting the generic prompt data from tools.yaml");
    const { tools } = await runChild("extract-prompt-data.mjs", [repoRoot, dataFile]);
    const cold = await interleave({
      label: "row 7 first render",
      baseline: childCommand("prompt-first-render.mjs", ["template", dataFile]),
      targets: { generated: childCommand("prompt-first-render.mjs", ["generated", entryPath]) },
      runs,
      measure: reportedMs,
    });
    log("row 7: warm render micro-benchmark (child process)");
    const warm = await runChild("prompt-warm.mjs", [entryPath, dataFile, String(runs * 3)]);
    const coldGenerated = summarize(cold.targets.generated);
    const coldTemplate = summarize(cold.baseline);
    const coldRatio = ratioSummary(cold.targets.generated, cold.baseline);
    const warmRatio = ratioSummary(warm.results.generated.nsPerCall, warm.results.template.nsPerCall);
    const mismatch = warm.identical ? "" : " (TEXT DIFFERS)";
    const notes = [
      `Row 7: the baseline (bench/lib/prompt-baseline.mjs) builds the prompt with template literals from the ${tools} generic tools of tools.yaml as loaded by toolspec's loader; first render = one call timed inside a fresh process after its imports.`,
    ];
    if (!warm.identical) {
      const first = warm.mismatches[0];
      notes.push(
        `Row 7: OUTPUT MISMATCH in ${warm.mismatches.length} of 3 host contexts: renderToolsPrompt differs from the text tools.yaml describes at char ${first.at} (lengths ${first.lengths.join(" vs ")}): generated ${JSON.stringify(first.generated)} vs expected ${JSON.stringify(first.baseline)}. The timings are still comparable (same work, ${Math.abs(first.lengths[0] - first.lengths[1])} chars apart).`,
      );
    }
    return {
      lines: [
        {
          measure: `first render in a fresh process (${warm.chars} chars)${mismatch}`,
          baseline: `template literals: ${fmt(coldTemplate.median)} ms`,
          result: `${fmt(coldGenerated.median)} ms [${fmt(coldGenerated.min)}–${fmt(coldGenerated.max)}]`,
          ratio: fmtRatio(coldRatio),
          target: `< ${COLD_TARGET_MS} ms`,
          verdict: verdict(coldGenerated.median < COLD_TARGET_MS),
        },
        {
          measure: `warm render, per call${mismatch}`,
          baseline: `template literals: ${medianNs(summarize(warm.results.template.nsPerCall))}`,
          result: medianNs(summarize(warm.results.generated.nsPerCall)),
          ratio: fmtRatio(warmRatio),
          target: "",
          verdict: "—",
        },
      ],
      notes,
    };
  },
};
