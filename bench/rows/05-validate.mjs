// Row 5: validateToolParams per call, against calling the precompiled ajv function directly.
import { runChild } from "../lib/children.mjs";
import { compiledValidatorsPath, entryPath } from "../lib/paths.mjs";
import { log } from "../lib/progress.mjs";
import { fmtRatio, medianNs, ratioSummary, summarize } from "../lib/stats.mjs";
import { verdict } from "../lib/table.mjs";

const TARGET = 1.5;

export default {
  id: 5,
  title: "validateToolParams",
  async run({ runs }) {
    log("row 5: validate micro-benchmark (child process)");
    const { results } = await runChild("validate-micro.mjs", [entryPath, compiledValidatorsPath, String(runs * 3)]);
    const lines = ["valid", "invalid"].map((label) => {
      const { raw, api } = results[label];
      const ratio = ratioSummary(api.nsPerCall, raw.nsPerCall);
      return {
        measure: `validateToolParams, ${label} read_file call`,
        baseline: `raw ajv validateReadFile: ${medianNs(summarize(raw.nsPerCall))}/call`,
        result: `${medianNs(summarize(api.nsPerCall))}/call`,
        ratio: fmtRatio(ratio),
        target: `≤ ${TARGET}x`,
        verdict: verdict(ratio.median <= TARGET),
      };
    });
    return {
      lines,
      notes: [
        "Row 5: valid = { path, start_line, end_line }; invalid = path missing, start_line 0 (below minimum 1), end_line a string. For an invalid call validateToolParams also writes the model-facing message (problems, expected params), which the raw ajv function does not.",
      ],
    };
  },
};
