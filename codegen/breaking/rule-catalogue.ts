/** Every rule `toolspec breaking` applies, in the order its help lists them: its stable ID and, in one line, what it protects. */
export const breakingRules = [
  { id: "TOOL_NO_DELETE", purpose: "A name the model could call (tool name or alias) still runs some tool." },
  { id: "TOOL_NO_RENAME", purpose: "A renamed tool keeps its old name in `aliases`." },
  { id: "KEY_NO_CHANGE", purpose: "A tool keeps its ClineDefaultTool key, which host code references." },
  { id: "PARAM_NO_DELETE", purpose: "A param (or a variant's name for it) that calls may send is still accepted." },
  { id: "PARAM_SAME_TYPE", purpose: "A param keeps its type, and an array param its items type." },
  { id: "PARAM_NO_NEW_REQUIRED", purpose: "No new required param, and no optional param becomes required." },
  { id: "ENUM_VALUE_NO_DELETE", purpose: "Enum values accepted before stay accepted; a free string gets no enum." },
  { id: "APPROVAL_NO_LOOSEN", purpose: "Approval never gets less strict: class, approvalWhen, approvalRisk." },
  { id: "PLAN_MODE_NO_LOOSEN", purpose: "A tool blocked in plan mode stays blocked." },
  { id: "PATH_CHECK_NO_REMOVE", purpose: "A path param keeps `path: true`, and its `restrictTo` never widens." },
] as const satisfies readonly { readonly id: string; readonly purpose: string }[];

/** The stable IDs of every breaking-change rule (the same list tools.schema.json allows in breakingExceptions). */
export type BreakingRuleId = (typeof breakingRules)[number]["id"];

/** Whether a command-line or spec value names a breaking-change rule. */
export function isBreakingRuleId(value: string): value is BreakingRuleId {
  return breakingRules.some((rule) => rule.id === value);
}
