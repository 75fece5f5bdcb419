/** One line of a file as read_file shows it. */
export interface NumberedLine {
  /** 1-based line number. */
  readonly number: number;
  /** The line's text without its line break (and without a CR before it). */
  readonly text: string;
}

/**
 * `  9 | text` lines: numbers right-aligned to the widest number shown, then ` | `, then the line
 * exactly as in the file. The separator is fixed, so the model can strip it reliably when it copies
 * lines into an edit.
 */
export function formatNumberedLines(lines: readonly NumberedLine[]): string {
  const width = String(lines.at(-1)?.number ?? 0).length;
  return lines.map((line) => `${String(line.number).padStart(width)} | ${line.text}`).join("\n");
}

/** The UTF-8 size of `formatNumberedLines(lines)`, without building it. */
export function numberedLinesByteLength(lines: readonly NumberedLine[]): number {
  const width = String(lines.at(-1)?.number ?? 0).length;
  let total = Math.max(0, lines.length - 1);
  for (const line of lines) total += width + 3 + Buffer.byteLength(line.text, "utf8");
  return total;
}
