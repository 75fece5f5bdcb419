import { loadHandlebars } from "../libraries.js";
import { readFile } from "node:fs/promises";
import { compileXmlToolTemplate } from "../emit/emit-xml-prompts.js";
import type { GeneratorAssets, ProjectPaths } from "../project-paths.js";
import { defaultPromptValues } from "../prompt-text/prompt-values.js";
import type { ToolSpec } from "../spec/model.js";
import type { Problem } from "../spec/problem.js";
import { SourceDocument } from "../spec/source-document.js";
import { budgetProblems } from "./budget-problems.js";
import { measureOfferedCosts, measureVariantCosts, prepareVariantPrompts } from "./measure-costs.js";
import { measureTokens, startTokenCounting } from "./token-counter.js";

/** Whether tools.yaml declares any budget at all. */
export function hasBudgets(spec: ToolSpec): boolean {
  return spec.budgets.tool !== undefined || Object.keys(spec.budgets.tools).length > 0 || Object.keys(spec.budgets.variants).length > 0;
}

/**
 * `toolspec check`'s budget step: BUDGET_EXCEEDED problems located in tools.yaml. A spec without budgets
 * costs nothing here: the tokenizer is not even loaded.
 */
export async function checkTokenBudgets(spec: ToolSpec, paths: ProjectPaths, assets: GeneratorAssets): Promise<Problem[]> {
  if (!hasBudgets(spec)) return [];
  // The spec already loaded cleanly; it is parsed again only to locate the problems.
  const { source } = SourceDocument.parse(paths.specDisplayName, await readFile(paths.specPath, "utf8"));
  startTokenCounting();
  const handlebars = loadHandlebars();
  const prompts = prepareVariantPrompts(spec, compileXmlToolTemplate(handlebars, assets.templatesDirectory));
  const defaults = defaultPromptValues(spec);
  const { tables, offered } = await measureTokens((count) => ({
    tables: prompts.map((prompt) => measureVariantCosts(spec, prompt, defaults, count)),
    offered: measureOfferedCosts(spec, prompts, count),
  }));
  return budgetProblems(spec, source, offered, tables);
}
