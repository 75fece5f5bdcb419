import type { ToolDefinition } from "../spec/model.js";
import type { Problem, SourcePosition } from "../spec/problem.js";
import type { CurrentSpecLocator } from "./current-spec-locator.js";
import type { ToolPair } from "./match-tools.js";
import type { BreakingRuleId } from "./rule-catalogue.js";

/** A breaking change, located in the current tools.yaml, and the older tool it breaks (for exceptions). */
export interface BreakingFinding {
  readonly rule: BreakingRuleId;
  /** The tool's name in the older version: what breakingExceptions entries name. */
  readonly tool: string;
  readonly message: string;
  readonly position: SourcePosition;
}

/** A rule that compares one tool of the older version with the tool that now answers to it. */
export type ToolPairRule = (pair: ToolPair, locate: CurrentSpecLocator) => BreakingFinding[];

/** `'read_file'`, or `'read_file' (now 'read')` for a renamed tool: messages name the tool callers knew. */
export function toolLabel(pair: { readonly before: ToolDefinition; readonly after: ToolDefinition }): string {
  return pair.before.name === pair.after.name ? `'${pair.before.name}'` : `'${pair.before.name}' (now '${pair.after.name}')`;
}

/** The finding as a printable problem in the current spec file. */
export function findingProblem(finding: BreakingFinding, file: string): Problem {
  return { rule: finding.rule, message: finding.message, file, position: finding.position, severity: "error" };
}
