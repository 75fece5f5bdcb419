import type { compileXmlToolTemplate } from "../emit/emit-xml-prompts.js";
import { variantFormats, type PromptFormat } from "../prompt-text/prompt-format.js";
import { defaultPromptValues, type PromptValues } from "../prompt-text/prompt-values.js";
import { VariantPrompt } from "../prompt-text/variant-prompt.js";
import type { ToolSpec } from "../spec/model.js";
import { changedFlags, contextOffering } from "./offered-context.js";
import type { TokenCounter } from "./token-counter.js";

type RenderTool = ReturnType<typeof compileXmlToolTemplate>;

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

/** Every variant of the spec, prepared for rendering. */
export function prepareVariantPrompts(spec: ToolSpec, renderTool: RenderTool): VariantPrompt[] {
  return spec.variants.map((variant) => VariantPrompt.prepare(spec, variant, renderTool));
}

/** A variant's cost table for the given values, limited to `formats` (default: all of the variant's formats). */
export function measureVariantCosts(
  spec: ToolSpec,
  prompt: VariantPrompt,
  values: PromptValues,
  count: TokenCounter,
  formats: readonly PromptFormat[] = variantFormats(prompt.variant),
): VariantCostTable {
  const rows: ToolCostRow[] = [];
  const notOffered: { tool: string; requires: readonly string[] }[] = [];
  for (const tool of prompt.toolNames) {
    const texts = formats.map((format) => prompt.toolText(tool, format, values));
    if (texts.some((text) => text === undefined)) {
      notOffered.push({ tool, requires: spec.tools.find((candidate) => candidate.name === tool)?.requires ?? [] });
      continue;
    }
    rows.push({ tool, tokens: texts.map((text) => count(text!)) });
  }
  const totals = formats.map((_, column) => rows.reduce((sum, row) => sum + row.tokens[column]!, 0));
  return { variant: prompt.variant.name, formats, rows, totals, notOffered };
}

/**
 * Each tool's cost in every variant and format it appears in, with placeholders at their defaults and the
 * context at its defaults except the tool's own requirements: what budgets and the docs are about.
 */
export function measureOfferedCosts(spec: ToolSpec, prompts: readonly VariantPrompt[], count: TokenCounter): OfferedToolCosts[] {
  const defaults = defaultPromptValues(spec);
  return spec.tools.flatMap((tool) => {
    const context = contextOffering(defaults.context, tool.requires);
    if (context === undefined) return [];
    const values = { placeholders: defaults.placeholders, context };
    const costs = prompts.flatMap((prompt) =>
      variantFormats(prompt.variant).flatMap((format): ToolCost[] => {
        const text = prompt.toolText(tool.name, format, values);
        return text === undefined ? [] : [{ variant: prompt.variant.name, format, tokens: count(text) }];
      }),
    );
    return [{ tool: tool.name, changedFlags: changedFlags(defaults.context, context), costs }];
  });
}
