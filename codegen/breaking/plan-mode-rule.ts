import { toolLabel, type ToolPairRule } from "./breaking-finding.js";

/** PLAN_MODE_NO_LOOSEN: a tool strict plan mode refused is still refused. */
export const planModeNoLoosen: ToolPairRule = (pair, locate) =>
  pair.before.planMode === "blocked" && pair.after.planMode === "allowed"
    ? [
        {
          rule: "PLAN_MODE_NO_LOOSEN",
          tool: pair.before.name,
          message: `tool ${toolLabel(pair)} was blocked in plan mode and is now allowed: a model in plan mode can run it`,
          position: locate.toolField(pair.afterIndex, "planMode"),
        },
      ]
    : [];
