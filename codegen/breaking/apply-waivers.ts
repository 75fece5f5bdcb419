import type { BreakingException } from "../spec/model.js";
import type { BreakingFinding } from "./breaking-finding.js";
import type { BreakingRuleId } from "./rule-catalogue.js";

/** The findings left to report, and what was waived by which means. */
export interface WaivedFindings {
  readonly reported: readonly BreakingFinding[];
  /** Findings each `--except RULE` suppressed, by rule, in the order the options were given. */
  readonly waivedByOption: ReadonlyMap<BreakingRuleId, number>;
  /** Findings tools.yaml's breakingExceptions suppressed. */
  readonly waivedByException: number;
  /** breakingExceptions entries that matched no finding (a typo, or a break that has since shipped). */
  readonly unusedExceptions: readonly BreakingException[];
}

/**
 * Suppresses the findings of rules turned off with `--except`, then those a breakingExceptions entry
 * names (same rule, same tool name in the older version). `--except` wins when both apply.
 */
export function applyWaivers(findings: readonly BreakingFinding[], exceptions: readonly BreakingException[], exceptRules: readonly BreakingRuleId[]): WaivedFindings {
  const waivedByOption = new Map<BreakingRuleId, number>(exceptRules.map((rule) => [rule, 0]));
  const usedExceptions = new Set<BreakingException>();
  let waivedByException = 0;
  const reported: BreakingFinding[] = [];
  for (const finding of findings) {
    const optionCount = waivedByOption.get(finding.rule);
    if (optionCount !== undefined) {
      waivedByOption.set(finding.rule, optionCount + 1);
      continue;
    }
    const exception = exceptions.find((candidate) => candidate.rule === finding.rule && candidate.tool === finding.tool);
    if (exception !== undefined) {
      usedExceptions.add(exception);
      waivedByException++;
      continue;
    }
    reported.push(finding);
  }
  const unusedExceptions = exceptions.filter((exception) => !usedExceptions.has(exception) && !waivedByOption.has(exception.rule as BreakingRuleId));
  return { reported, waivedByOption, waivedByException, unusedExceptions };
}
