import type { CodeDefinition } from "./code-definition.js";
import type { FileOutline } from "./outline-source-file.js";

/**
 * The text for one file: its path (with a note when it has syntax errors or was skipped), then one line
 * per definition with its line number in a gutter and members indented under their class, e.g.
 * "  3│export class App" then "  7│  method start". Undefined when there is nothing worth showing.
 */
export function formatFileOutline(file: string, outline: FileOutline): string | undefined {
  if (outline.outcome === "skipped") return `${file} (not outlined: ${outline.reason})`;
  const rows = outline.definitions.flatMap((definition) => [
    { line: definition.line, text: definition.label },
    ...definition.members.map((member: CodeDefinition) => ({ line: member.line, text: `  ${member.label}` })),
  ]);
  if (outline.hasSyntaxErrors) {
    const note = rows.length === 0 ? "has syntax errors; no definitions recovered" : "has syntax errors; the list may be incomplete";
    return formatRows(`${file} (${note})`, rows);
  }
  return rows.length === 0 ? undefined : formatRows(file, rows);
}

function formatRows(header: string, rows: readonly { line: number; text: string }[]): string {
  const width = Math.max(0, ...rows.map((row) => String(row.line).length));
  return [header, ...rows.map((row) => `${String(row.line).padStart(width)}│${row.text}`)].join("\n");
}
