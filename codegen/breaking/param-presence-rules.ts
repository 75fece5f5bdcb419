import { toolLabel, type BreakingFinding, type ToolPairRule } from "./breaking-finding.js";
import { quoted } from "./quoted-names.js";

/**
 * PARAM_NO_DELETE: every param the older tool accepted is still accepted (the validator refuses unknown
 * params), and so is every variant's own name for one (a removed `rename` override).
 */
export const paramNoDelete: ToolPairRule = (pair, locate) => {
  const { before, after, afterIndex } = pair;
  const current = new Set(after.params.map((param) => param.name));
  const findings: BreakingFinding[] = [];
  for (const param of before.params) {
    if (current.has(param.name)) continue;
    findings.push({
      rule: "PARAM_NO_DELETE",
      tool: before.name,
      message: `param '${param.name}' of tool ${toolLabel(pair)} was removed: calls that send it now fail validation`,
      position: locate.toolFieldKey(afterIndex, "params"),
    });
  }
  for (const [variantName, canonical] of Object.entries(before.paramAliases)) {
    // A removed param was reported above; a variant name that is now a param of its own is still accepted.
    if (!current.has(canonical) || current.has(variantName) || after.paramAliases[variantName] !== undefined) continue;
    const variants = before.views.filter((view) => view.params.some((param) => param.modelName === variantName)).map((view) => view.variant);
    findings.push({
      rule: "PARAM_NO_DELETE",
      tool: before.name,
      message: `tool ${toolLabel(pair)} no longer accepts '${variantName}', the name variant ${quoted(variants)} gave param '${canonical}': calls sending it fail validation`,
      position: locate.toolFieldKey(afterIndex, "overrides"),
    });
  }
  return findings;
};

/** PARAM_NO_NEW_REQUIRED: calls written for the older tool send everything the current one requires. */
export const paramNoNewRequired: ToolPairRule = (pair, locate) => {
  const { before, after, afterIndex } = pair;
  const previous = new Map(before.params.map((param) => [param.name, param]));
  const findings: BreakingFinding[] = [];
  for (const param of after.params) {
    if (!param.required) continue;
    const old = previous.get(param.name);
    if (old === undefined) {
      findings.push({
        rule: "PARAM_NO_NEW_REQUIRED",
        tool: before.name,
        message: `tool ${toolLabel(pair)} has a new required param '${param.name}': calls written for the older version do not send it; make it optional`,
        position: locate.paramKey(afterIndex, param.name),
      });
    } else if (!old.required) {
      findings.push({
        rule: "PARAM_NO_NEW_REQUIRED",
        tool: before.name,
        message: `param '${param.name}' of tool ${toolLabel(pair)} became required: calls that leave it out now fail validation`,
        position: locate.paramField(afterIndex, param.name, "required"),
      });
    }
  }
  return findings;
};
