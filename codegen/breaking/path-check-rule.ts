import { toolLabel, type BreakingFinding, type ToolPairRule } from "./breaking-finding.js";

/**
 * PATH_CHECK_NO_REMOVE: a param checked as a workspace path (.clineignore, local/external) stays checked,
 * and its `restrictTo` is neither removed nor widened. A pattern absent before counts as widening: it may
 * match paths the older patterns refused. Removing a pattern narrows, which is allowed.
 */
export const pathCheckNoRemove: ToolPairRule = (pair, locate) => {
  const { before, afterIndex } = pair;
  const findings: BreakingFinding[] = [];
  for (const { before: old, after: param } of pair.params) {
    if (!old.path) continue;
    const found = (message: string, field: string) =>
      findings.push({ rule: "PATH_CHECK_NO_REMOVE", tool: before.name, message: `param '${old.name}' of tool ${toolLabel(pair)} ${message}`, position: locate.paramField(afterIndex, old.name, field) });
    if (!param.path) {
      found("is no longer path: true: its value skips the .clineignore check and the local/external classification", "path");
      continue;
    }
    if (old.restrictTo.length === 0) continue;
    if (param.restrictTo.length === 0) {
      found(`lost its restrictTo (${old.restrictTo.join(", ")}): any workspace path is now accepted`, "restrictTo");
      continue;
    }
    const previous = new Set(old.restrictTo);
    const added = param.restrictTo.filter((pattern) => !previous.has(pattern));
    if (added.length > 0) found(`widened its restrictTo with ${added.join(", ")}: paths the older patterns refused may now be accepted`, "restrictTo");
  }
  return findings;
};
