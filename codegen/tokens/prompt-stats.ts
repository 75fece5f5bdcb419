import { loadHandlebars } from "../libraries.js";
import path from "node:path";
import { ExitCode, UsageError, type CommandIO } from "../commands/command-io.js";
import { loadProjectSpec } from "../commands/load-project-spec.js";
import { compileXmlToolTemplate } from "../emit/emit-xml-prompts.js";
import type { GeneratorAssets, ProjectPaths } from "../project-paths.js";
import { checkFormat, findVariant, variantFormats } from "../prompt-text/prompt-format.js";
import { resolvePromptValues } from "../prompt-text/prompt-values.js";
import { VariantPrompt } from "../prompt-text/variant-prompt.js";
import type { ErrorFormat } from "../report/error-format.js";
import { printReport } from "../report/print-report.js";
import { formatCostTables } from "./format-cost-table.js";
import { measureVariantCosts } from "./measure-costs.js";
import { startTokenCounting } from "./token-counter.js";

/** Options of `toolspec prompt --stats`. */
export interface PromptStatsOptions {
  /** Only this variant; all of them when absent. */
  readonly variant?: string;
  /** Only this format (needs `variant`). */
  readonly format?: string;
  /** The directory {{cwd}} shows; the declared default when absent, so the numbers do not depend on where you run. */
  readonly cwd?: string;
  readonly set: readonly string[];
  readonly context: readonly string[];
}

/** `toolspec prompt --stats`: the token cost of every tool, per variant and format, and the totals. */
export async function runPromptStats(paths: ProjectPaths, assets: GeneratorAssets, options: PromptStatsOptions, io: CommandIO, errorFormat: ErrorFormat): Promise<number> {
  const loaded = await loadProjectSpec(paths, assets);
  if (!loaded.ok) {
    printReport(loaded.problems, errorFormat, io.stdout);
    return ExitCode.problems;
  }
  const spec = loaded.spec;
  if (options.format !== undefined && options.variant === undefined) throw new UsageError("--format with --stats needs --variant", "prompt");
  const variants = options.variant === undefined ? spec.variants : [findVariant(spec, options.variant)];
  const onlyFormat = options.format === undefined ? undefined : checkFormat(variants[0]!, options.format);
  const values = resolvePromptValues(spec, { ...options, cwd: options.cwd === undefined ? undefined : path.resolve(io.cwd, options.cwd) });
  startTokenCounting();
  const handlebars = loadHandlebars();
  const renderTool = compileXmlToolTemplate(handlebars, assets.templatesDirectory);
  const measurements = variants.map((variant) => ({ prompt: VariantPrompt.prepare(spec, variant, renderTool), formats: onlyFormat === undefined ? variantFormats(variant) : [onlyFormat] }));
  const tables = await measureVariantCosts(spec, measurements, values);
  io.stdout(formatCostTables(tables.map((table, index) => ({ table, toolCalling: variants[index]!.toolCalling })), values));
  return ExitCode.ok;
}
