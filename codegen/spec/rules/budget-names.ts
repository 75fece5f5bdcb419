import type { Problem } from "../problem.js";
import { declaredList, eachTool, isRecord, sectionKeys, type SemanticRule } from "./rule-context.js";

/** Budgets name tools and variants that exist, so a typo never silently disables a limit. */
export const budgetNames: SemanticRule = ({ source, spec }) => {
  if (!isRecord(spec.budgets)) return [];
  const problems: Problem[] = [];
  const tools = new Set<string>();
  for (const [tool] of eachTool(spec)) if (typeof tool.name === "string") tools.add(tool.name);
  const variants = sectionKeys(spec.variants);
  for (const name of Object.keys(isRecord(spec.budgets.tools) ? spec.budgets.tools : {})) {
    if (!tools.has(name)) problems.push(source.problemAtKey("BUDGET_TOOL_UNKNOWN", ["budgets", "tools", name], `budget for '${name}', which is not a tool in this file`));
  }
  for (const name of Object.keys(isRecord(spec.budgets.variants) ? spec.budgets.variants : {})) {
    if (!variants.has(name)) problems.push(source.problemAtKey("BUDGET_VARIANT_UNKNOWN", ["budgets", "variants", name], `budget for variant '${name}', which is not declared under 'variants' ${declaredList(variants)}`));
  }
  return problems;
};
