import { sortProblems, type Problem } from "../spec/problem.js";
import type { ToolSpec } from "../spec/model.js";
import type { SourceDocument } from "../spec/source-document.js";
import type { OfferedToolCosts, ToolCost, VariantCostTable } from "./measure-costs.js";

const where = (cost: ToolCost) => `${cost.variant} (${cost.format})`;

/** A tool over its budget: the worst variant and format in the message, the others after it. */
function toolProblem(spec: ToolSpec, source: SourceDocument, measured: OfferedToolCosts): Problem | undefined {
  const ownBudget = Object.hasOwn(spec.budgets.tools, measured.tool) ? spec.budgets.tools[measured.tool] : undefined;
  const budget = ownBudget ?? spec.budgets.tool;
  if (budget === undefined) return undefined;
  const over = measured.costs.filter((cost) => cost.tokens > budget);
  // The worst first; ties keep declaration order (sort is stable).
  const [worst, ...others] = [...over].sort((a, b) => b.tokens - a.tokens);
  if (worst === undefined) return undefined;
  const context = measured.changedFlags ? ` with ${measured.changedFlags}` : "";
  const also = others.length > 0 ? `; also over in ${others.map((cost) => `${where(cost)} ${cost.tokens}`).join(", ")}` : "";
  const message = `tool '${measured.tool}' costs ${worst.tokens} tokens in ${where(worst)}${context}, over its budget of ${budget}${also}`;
  // A per-tool budget is reported at its own entry; the global one at the tool, which is what has to shrink.
  if (ownBudget !== undefined) return source.problemAtKey("BUDGET_EXCEEDED", ["budgets", "tools", measured.tool], message);
  const index = spec.tools.findIndex((tool) => tool.name === measured.tool);
  return source.problemAt("BUDGET_EXCEEDED", ["tools", index, "name"], message);
}

/** A variant's tools together over the variant's budget, once per format that exceeds it. */
function variantProblems(spec: ToolSpec, source: SourceDocument, table: VariantCostTable): Problem[] {
  if (!Object.hasOwn(spec.budgets.variants, table.variant)) return [];
  const budget = spec.budgets.variants[table.variant]!;
  return table.formats.flatMap((format, column) => {
    const total = table.totals[column]!;
    if (total <= budget) return [];
    const tools = `${table.rows.length} tool${table.rows.length === 1 ? "" : "s"}`;
    return [source.problemAtKey("BUDGET_EXCEEDED", ["budgets", "variants", table.variant], `variant '${table.variant}' costs ${total} tokens in ${format} (${tools}), over its budget of ${budget}`)];
  });
}

/**
 * Every budget tools.yaml declares, checked against measured costs: per-tool budgets against each tool in
 * every variant and format it appears in (as offered), variant budgets against each format's total with the
 * declared defaults (what `toolspec prompt --stats` prints).
 */
export function budgetProblems(
  spec: ToolSpec,
  source: SourceDocument,
  offeredCosts: readonly OfferedToolCosts[],
  defaultTables: readonly VariantCostTable[],
): Problem[] {
  const toolProblems = offeredCosts.flatMap((measured) => toolProblem(spec, source, measured) ?? []);
  return sortProblems([...toolProblems, ...defaultTables.flatMap((table) => variantProblems(spec, source, table))]);
}
