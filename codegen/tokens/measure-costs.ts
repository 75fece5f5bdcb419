import { variantFormats, type PromptFormat } from "../prompt-text/prompt-format.js";
import { defaultPromptValues, type PromptValues } from "../prompt-text/prompt-values.js";
import type { VariantPrompt } from "../prompt-text/variant-prompt.js";
import type { ToolSpec } from "../spec/model.js";
import { changedFlags, contextOffering } from "./offered-context.js";
import { countTokensOf } from "./token-counter.js";

/** One tool's cost in each of a variant's formats, in the order of the table's formats. */
export interface ToolCostRow {
  readonly tool: string;
  readonly tokens: readonly number[];
}

/** What a variant's tools cost for one set of placeholder and context values. */
export interface VariantCostTable {
  readonly variant: string;
  readonly formats: readonly PromptFormat[];
  /** The tools the variant offers in this context, in prompt order. */
  readonly rows: readonly ToolCostRow[];
  /** The sum of the rows, per format. */
  readonly totals: readonly number[];
  /** The tools the variant declares that this context leaves out, with what they need. */
  readonly notOffered: readonly { readonly tool: string; readonly requires: readonly string[] }[];
}

/** A tool's cost in one variant and format. */
export interface ToolCost {
  readonly variant: string;
  readonly format: PromptFormat;
  readonly tokens: number;
}

/** A tool measured as it looks whenever it is offered: the declared defaults with its own requirements made to hold. */
export interface OfferedToolCosts {
  readonly tool: string;
  /** The context flags changed from their defaults to offer the tool, e.g. `webTools on`; empty when none. */
  readonly changedFlags: string;
  /** Every variant and format the tool appears in, in declaration order. */
  readonly costs: readonly ToolCost[];
}

/** A variant to measure, limited to `formats` (default: all of the variant's formats). */
export interface VariantMeasurement {
  readonly prompt: VariantPrompt;
  readonly formats?: readonly PromptFormat[];
}

/** A variant's cost table before counting: each offered tool's text per format. */
function variantTexts(spec: ToolSpec, { prompt, formats = variantFormats(prompt.variant) }: VariantMeasurement, values: PromptValues) {
  const rows: { tool: string; texts: string[] }[] = [];
  const notOffered: { tool: string; requires: readonly string[] }[] = [];
  for (const tool of prompt.toolNames) {
    const texts = formats.map((format) => prompt.toolText(tool, format, values));
    if (texts.some((text) => text === undefined)) {
      notOffered.push({ tool, requires: spec.tools.find((candidate) => candidate.name === tool)?.requires ?? [] });
      continue;
    }
    rows.push({ tool, texts: texts as string[] });
  }
  return { variant: prompt.variant.name, formats, rows, notOffered };
}

/** Each variant's cost table for the given values, every text counted in one job. */
export async function measureVariantCosts(spec: ToolSpec, measurements: readonly VariantMeasurement[], values: PromptValues): Promise<VariantCostTable[]> {
  const tables = measurements.map((measurement) => variantTexts(spec, measurement, values));
  const count = await countTokensOf(tables.flatMap((table) => table.rows.flatMap((row) => row.texts)));
  return tables.map(({ rows: textRows, ...table }) => {
    const rows: ToolCostRow[] = textRows.map((row) => ({ tool: row.tool, tokens: row.texts.map(count) }));
    const totals = table.formats.map((_, column) => rows.reduce((sum, row) => sum + row.tokens[column]!, 0));
    return { ...table, rows, totals };
  });
}

/**
 * Each tool's cost in every variant and format it appears in, with placeholders at their defaults and the
 * context at its defaults except the tool's own requirements: what budgets and the docs are about.
 */
export async function measureOfferedCosts(spec: ToolSpec, prompts: readonly VariantPrompt[]): Promise<OfferedToolCosts[]> {
  const defaults = defaultPromptValues(spec);
  const offered = spec.tools.flatMap((tool) => {
    const context = contextOffering(defaults.context, tool.requires);
    if (context === undefined) return [];
    const values = { placeholders: defaults.placeholders, context };
    const texts = prompts.flatMap((prompt) =>
      variantFormats(prompt.variant).flatMap((format) => {
        const text = prompt.toolText(tool.name, format, values);
        return text === undefined ? [] : [{ variant: prompt.variant.name, format, text }];
      }),
    );
    return [{ tool: tool.name, changedFlags: changedFlags(defaults.context, context), texts }];
  });
  const count = await countTokensOf(offered.flatMap((measured) => measured.texts.map((entry) => entry.text)));
  return offered.map(({ texts, ...measured }) => ({ ...measured, costs: texts.map(({ text, ...where }): ToolCost => ({ ...where, tokens: count(text) })) }));
}
