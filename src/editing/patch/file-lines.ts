/** A file split into lines, each with the line ending that followed it ("" only for a last line without one). */
export interface FileLines {
  readonly texts: string[];
  readonly endings: string[];
}

/** Splits `content` into lines, keeping every line's own ending so untouched lines are written back unchanged. */
export function splitFileLines(content: string): FileLines {
  const texts: string[] = [];
  const endings: string[] = [];
  const lineBreak = /\r?\n/g;
  let start = 0;
  for (let match = lineBreak.exec(content); match !== null; match = lineBreak.exec(content)) {
    texts.push(content.slice(start, match.index));
    endings.push(match[0]);
    start = match.index + match[0].length;
  }
  if (start < content.length) {
    texts.push(content.slice(start));
    endings.push("");
  }
  return { texts, endings };
}

/** Joins lines back into file content; the inverse of `splitFileLines`. */
export function joinFileLines(lines: FileLines): string {
  return lines.texts.map((text, index) => text + (lines.endings[index] ?? "")).join("");
}
