import type { ToolSpec } from "../spec/model.js";
import { approvalNoLoosen } from "./approval-rule.js";
import type { BreakingFinding, ToolPairRule } from "./breaking-finding.js";
import type { CurrentSpecLocator } from "./current-spec-locator.js";
import { enumValueNoDelete } from "./enum-value-rule.js";
import { matchTools } from "./match-tools.js";
import { paramNoDelete, paramNoNewRequired } from "./param-presence-rules.js";
import { paramSameType } from "./param-type-rule.js";
import { pathCheckNoRemove } from "./path-check-rule.js";
import { planModeNoLoosen } from "./plan-mode-rule.js";
import { toolIdentityFindings } from "./tool-identity-rules.js";

/** The rules that compare one older tool with the tool that answers to it now. */
const toolPairRules: readonly ToolPairRule[] = [paramNoDelete, paramSameType, paramNoNewRequired, enumValueNoDelete, approvalNoLoosen, planModeNoLoosen, pathCheckNoRemove];

/**
 * Every change from `before` to `after` that breaks a model, a host or a saved conversation, located in
 * the current spec and ordered by position. Tools new in `after` break nothing and are not compared.
 */
export function findBreakingChanges(before: ToolSpec, after: ToolSpec, locate: CurrentSpecLocator): BreakingFinding[] {
  const matches = matchTools(before.tools, after.tools);
  const findings = [...toolIdentityFindings(matches, after.tools, locate), ...matches.pairs.flatMap((pair) => toolPairRules.flatMap((rule) => rule(pair, locate)))];
  // Stable sort: findings at one position keep the older spec's tool order.
  return findings.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column || a.rule.localeCompare(b.rule));
}
