import type { SearchLine, SearchMatch } from "./search-types.js";

/**
 * Turns the matching line numbers of one file into matches with their context lines. `lineText` gives
 * a line as read (without "\n"), or undefined past either end of the file; a trailing "\r" is dropped.
 */
export function buildFileMatches(
  file: string,
  matchLines: readonly number[],
  lineText: (lineNumber: number) => string | undefined,
  contextLines: number,
): SearchMatch[] {
  const numberedLine = (line: number): SearchLine | undefined => {
    const text = lineText(line);
    return text === undefined ? undefined : { line, text: withoutCarriageReturn(text) };
  };
  return matchLines.map((line) => {
    const before: SearchLine[] = [];
    for (let other = Math.max(1, line - contextLines); other < line; other++) {
      const numbered = numberedLine(other);
      if (numbered !== undefined) before.push(numbered);
    }
    const after: SearchLine[] = [];
    for (let other = line + 1; other <= line + contextLines; other++) {
      const numbered = numberedLine(other);
      if (numbered === undefined) break;
      after.push(numbered);
    }
    return { file, line, text: withoutCarriageReturn(lineText(line) ?? ""), before, after };
  });
}

function withoutCarriageReturn(text: string): string {
  return text.endsWith("\r") ? text.slice(0, -1) : text;
}
