// Row 6: coordinator.getHandler for a static and an MCP name, against a bare Map.get.
import { runChild } from "../lib/children.mjs";
import { entryPath } from "../lib/paths.mjs";
import { log } from "../lib/progress.mjs";
import { workspaceFolder } from "../lib/projects.mjs";
import { fmtRatio, medianNs, ratioSummary, summarize } from "../lib/stats.mjs";
import { verdict } from "../lib/table.mjs";

const TARGET = 1.5;

export default {
  id: 6,
  title: "coordinator.getHandler",
  async run({ runs, tempRoot }) {
    log("row 6: getHandler micro-benchmark (child process)");
    const { mapSize, results } = await runChild("get-handler-micro.mjs", [entryPath, workspaceFolder(tempRoot), String(runs * 3)]);
    const base = `Map.get (${mapSize} entries): ${medianNs(summarize(results.mapGet.nsPerCall))}/call`;
    const staticRatio = ratioSummary(results.getStatic.nsPerCall, results.mapGet.nsPerCall);
    const mcpRatio = ratioSummary(results.getMcp.nsPerCall, results.mapGet.nsPerCall);
    return {
      lines: [
        { measure: "getHandler('read_file')", baseline: base, result: `${medianNs(summarize(results.getStatic.nsPerCall))}/call`, ratio: fmtRatio(staticRatio), target: `≤ ${TARGET}x`, verdict: verdict(staticRatio.median <= TARGET) },
        { measure: "getHandler('server0mcp0tool')", baseline: base, result: `${medianNs(summarize(results.getMcp.nsPerCall))}/call`, ratio: fmtRatio(mcpRatio), target: "", verdict: "—" },
      ],
      notes: ["Row 6: at a few ns per call these figures are near the resolution of batch timing; the Map copy has the same entries as the coordinator's own map."],
    };
  },
};
