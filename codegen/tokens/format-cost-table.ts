import type { PromptValues } from "../prompt-text/prompt-values.js";
import type { VariantCostTable } from "./measure-costs.js";
import { tokenizerNote } from "./token-counter.js";

function requirementText(requires: readonly string[]): string {
  return requires.map((requirement) => (requirement.startsWith("!") ? `${requirement.slice(1)} off` : requirement)).join(", ");
}

/** Left-aligns the first column and right-aligns the numbers, two spaces apart. */
function alignColumns(lines: readonly (readonly string[])[]): string[] {
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((cells) => cells[column]!.length)));
  return lines.map((cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ")
      .trimEnd(),
  );
}

/** Breaks a comma-separated list over lines of at most `width` characters, the first starting with `lead`. */
function wrapList(lead: string, items: readonly string[], width = 110): string[] {
  const lines: string[] = [];
  let line = "";
  for (const [index, item] of items.entries()) {
    const text = index < items.length - 1 ? `${item},` : item;
    if (line === "") line = `${lead}${text}`;
    else if (line.length + 1 + text.length > width) {
      lines.push(line);
      line = `    ${text}`;
    } else line = `${line} ${text}`;
  }
  lines.push(line);
  return lines;
}

function variantBlock(table: VariantCostTable, toolCalling: string): string[] {
  const lines = alignColumns([
    ["tool", ...table.formats],
    ...table.rows.map((row) => [row.tool, ...row.tokens.map(String)]),
    ["total", ...table.totals.map(String)],
  ]).map((line) => `  ${line}`);
  const left = table.notOffered.map((entry) => (entry.requires.length > 0 ? `${entry.tool} (needs ${requirementText(entry.requires)})` : entry.tool));
  return [
    `${table.variant} (${toolCalling} tool calling, ${table.rows.length} tool${table.rows.length === 1 ? "" : "s"})`,
    ...lines,
    ...(left.length > 0 ? wrapList("  not offered in this context: ", left) : []),
  ];
}

/** The `toolspec prompt --stats` report: what was counted and how, then one table per variant. */
export function formatCostTables(tables: readonly { table: VariantCostTable; toolCalling: string }[], values: PromptValues): string {
  const placeholders = Object.entries(values.placeholders).map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  const context = Object.entries(values.context).map(([name, value]) => `${name}=${value}`);
  const header = [
    "Prompt cost per tool in tokens: its description and schema as the model sees them (XML variants: its",
    "section of the system prompt; native variants: the JSON of its definition). Totals add up the rows.",
    `${tokenizerNote[0]!.toUpperCase()}${tokenizerNote.slice(1)}.`,
    `Placeholders: ${placeholders.join(", ") || "none"}`,
    `Context: ${context.join(", ") || "none"}`,
  ];
  const blocks = tables.map(({ table, toolCalling }) => variantBlock(table, toolCalling).join("\n"));
  return `${[header.join("\n"), ...blocks].join("\n\n")}\n`;
}
