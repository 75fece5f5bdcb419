import { code } from "../emit/markdown-code.js";
import { defaultFormat, type PromptFormat } from "../prompt-text/prompt-format.js";
import type { ToolSpec } from "../spec/model.js";
import type { OfferedToolCosts } from "./measure-costs.js";
import { tokenizerNote } from "./token-counter.js";

/** A variant and format the catalog's summary table shows the cost in. */
interface SummaryColumn {
  readonly variant: string;
  readonly format: PromptFormat;
}

/** What docs/tools.md shows of the token costs. */
export interface DocsCosts {
  /** The sentence under the summary table saying what its Tokens column holds. */
  readonly summaryNote: string;
  /** The summary table's Tokens cell of each tool, by name. */
  readonly summaryCells: ReadonlyMap<string, string>;
  /** The Tokens line of each tool's section, by name. */
  readonly sectionLines: ReadonlyMap<string, string>;
}

/** The first XML variant in xml and the first native variant in its default format: one of each kind of model. */
function summaryColumns(spec: ToolSpec): SummaryColumn[] {
  return (["xml", "native"] as const).flatMap((kind) => {
    const variant = spec.variants.find((candidate) => candidate.toolCalling === kind);
    return variant === undefined ? [] : [{ variant: variant.name, format: defaultFormat(variant) }];
  });
}

/** `generic` 234 (xml); `native-next-gen` 204 (anthropic), 225 (openai), ...; prefixed by the flags it needs on. */
function sectionLine(measured: OfferedToolCosts | undefined): string {
  if (measured === undefined || measured.costs.length === 0) return "none: no variant offers it";
  const variants = [...new Set(measured.costs.map((cost) => cost.variant))];
  const parts = variants.map((variant) => {
    const costs = measured.costs.filter((cost) => cost.variant === variant);
    return `${code(variant)} ${costs.map((cost) => `${cost.tokens} (${cost.format})`).join(", ")}`;
  });
  return `${measured.changedFlags ? `with ${measured.changedFlags}: ` : ""}${parts.join("; ")}`;
}

/** The catalog's token figures, from each tool's cost as offered (see measureOfferedCosts). */
export function docsCosts(spec: ToolSpec, offered: readonly OfferedToolCosts[]): DocsCosts {
  const columns = summaryColumns(spec);
  const byTool = new Map(offered.map((measured) => [measured.tool, measured]));
  const summaryCells = new Map<string, string>();
  const sectionLines = new Map<string, string>();
  for (const tool of spec.tools) {
    const measured = byTool.get(tool.name);
    const cells = columns.map((column) => measured?.costs.find((cost) => cost.variant === column.variant && cost.format === column.format)?.tokens ?? "—");
    summaryCells.set(tool.name, cells.join(" / "));
    sectionLines.set(tool.name, sectionLine(measured));
  }
  const columnText = columns.map((column) => `${code(column.variant)} (${column.format})`).join(" / ");
  const summaryNote =
    `Tokens: what the tool's description and schema cost the model in ${columnText || "no variant"}, with placeholders at ` +
    `their defaults and the context at its defaults plus the tool's own requirements (${tokenizerNote}; ` +
    "`toolspec prompt --stats` shows every format).";
  return { summaryNote, summaryCells, sectionLines };
}
