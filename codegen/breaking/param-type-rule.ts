import { toolLabel, type BreakingFinding, type ToolPairRule } from "./breaking-finding.js";

/** PARAM_SAME_TYPE: a param keeps its type, and an array param the type of its items. */
export const paramSameType: ToolPairRule = (pair, locate) => {
  const { before, afterIndex } = pair;
  const findings: BreakingFinding[] = [];
  for (const { before: old, after: param } of pair.params) {
    if (param.type !== old.type) {
      findings.push({
        rule: "PARAM_SAME_TYPE",
        tool: before.name,
        message: `param '${old.name}' of tool ${toolLabel(pair)} changed type from ${old.type} to ${param.type}: values sent for the older version fail validation`,
        position: locate.paramField(afterIndex, old.name, "type"),
      });
    } else if (old.items !== undefined && param.items !== undefined && old.items.type !== param.items.type) {
      findings.push({
        rule: "PARAM_SAME_TYPE",
        tool: before.name,
        message: `the items of array param '${old.name}' of tool ${toolLabel(pair)} changed type from ${old.items.type} to ${param.items.type}: lists sent for the older version fail validation`,
        position: locate.paramField(afterIndex, old.name, "items", "type"),
      });
    }
  }
  return findings;
};
