import type { EmittedProject } from "../emit/emit-all.js";
import { defaultPromptValues } from "../prompt-text/prompt-values.js";
import type { ToolSpec } from "../spec/model.js";
import type { Problem } from "../spec/problem.js";
import type { SourceDocument } from "../spec/source-document.js";
import { budgetProblems } from "./budget-problems.js";
import { measureVariantCosts } from "./measure-costs.js";

/** Whether tools.yaml declares any budget at all. */
export function hasBudgets(spec: ToolSpec): boolean {
  return spec.budgets.tool !== undefined || Object.keys(spec.budgets.tools).length > 0 || Object.keys(spec.budgets.variants).length > 0;
}

/**
 * `toolspec check`'s budget step: BUDGET_EXCEEDED problems located in tools.yaml. Tool budgets are held
 * against the costs generation counted for the catalog; only the variants' totals are counted here.
 */
export async function checkTokenBudgets(spec: ToolSpec, source: SourceDocument, emitted: Pick<EmittedProject, "offeredCosts" | "prompts">): Promise<Problem[]> {
  if (!hasBudgets(spec)) return [];
  const tables = await measureVariantCosts(spec, emitted.prompts.map((prompt) => ({ prompt })), defaultPromptValues(spec));
  return budgetProblems(spec, source, emitted.offeredCosts, tables);
}
