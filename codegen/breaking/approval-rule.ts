import { approvalOrderText, approvalStrictnessRank } from "./approval-order.js";
import { toolLabel, type BreakingFinding, type ToolPairRule } from "./breaking-finding.js";
import type { ToolPair } from "./match-tools.js";
import type { CurrentSpecLocator } from "./current-spec-locator.js";
import { quoted } from "./quoted-names.js";

function classFinding(pair: ToolPair, locate: CurrentSpecLocator): BreakingFinding | undefined {
  const { before, after } = pair;
  if (approvalStrictnessRank(after.approval) >= approvalStrictnessRank(before.approval)) return undefined;
  return {
    rule: "APPROVAL_NO_LOOSEN",
    tool: before.name,
    message: `tool ${toolLabel(pair)} moved from approval '${before.approval}' to the less strict '${after.approval}' (${approvalOrderText}): calls the user used to approve may now run unasked`,
    position: locate.toolField(pair.afterIndex, "approval"),
  };
}

/** approvalWhen narrows when a class asks: adding one, pointing it at another param or dropping values loosens. */
function conditionFinding(pair: ToolPair, locate: CurrentSpecLocator): BreakingFinding | undefined {
  const { before, after, afterIndex } = pair;
  const condition = after.approvalWhen;
  // A tool that never asked cannot ask less; one that never asks now is classFinding's case.
  if (condition === undefined || before.approval === "none" || after.approval === "none") return undefined;
  const old = before.approvalWhen;
  const found = (message: string, position = locate.toolField(afterIndex, "approvalWhen")): BreakingFinding => ({
    rule: "APPROVAL_NO_LOOSEN",
    tool: before.name,
    message: `tool ${toolLabel(pair)} ${message}: calls the user used to approve may now run unasked`,
    position,
  });
  if (old === undefined) return found(`now asks for approval only when '${condition.param}' is ${quoted(condition.values, " or ")} (approvalWhen was added)`, locate.toolFieldKey(afterIndex, "approvalWhen"));
  if (old.param !== condition.param) return found(`asks for approval by param '${condition.param}' instead of '${old.param}'`, locate.toolField(afterIndex, "approvalWhen", "param"));
  const kept = new Set(condition.values);
  const dropped = old.values.filter((value) => !kept.has(value));
  if (dropped.length === 0) return undefined;
  return found(`no longer asks for approval when '${condition.param}' is ${quoted(dropped, " or ")}`, locate.toolField(afterIndex, "approvalWhen", "values"));
}

function riskFindings(pair: ToolPair, locate: CurrentSpecLocator): BreakingFinding[] {
  return pair.params
    .filter(({ before, after }) => before.approvalRisk && !after.approvalRisk)
    .map(({ before: old }) => ({
      rule: "APPROVAL_NO_LOOSEN" as const,
      tool: pair.before.name,
      message: `param '${old.name}' of tool ${toolLabel(pair)} is no longer an approvalRisk flag: calls the model marks as risky no longer need the stricter setting`,
      position: locate.paramField(pair.afterIndex, old.name, "approvalRisk"),
    }));
}

/** APPROVAL_NO_LOOSEN: no call that needed the user's approval can now run without it. */
export const approvalNoLoosen: ToolPairRule = (pair, locate) =>
  [classFinding(pair, locate), conditionFinding(pair, locate), ...riskFindings(pair, locate)].filter((finding): finding is BreakingFinding => finding !== undefined);
