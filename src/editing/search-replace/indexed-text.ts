/** A file's text split into lines, with offsets so that line-based matches map back to the text. */
export interface IndexedText {
  readonly text: string;
  readonly lines: readonly string[];
  readonly trimmedLines: readonly string[];
  /** Offset where each line starts, plus a final entry equal to the text's length. */
  readonly lineStarts: readonly number[];
}

/** Indexes text whose every line, including the last, ends with "\n" (or that is empty). */
export function indexText(text: string): IndexedText {
  const lines = text === "" ? [] : text.slice(0, -1).split("\n");
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  lineStarts.push(text.length);
  return { text, lines, trimmedLines: lines.map((line) => line.trim()), lineStarts };
}

/** The 0-based index of the first line starting at or after an offset (the line count if none). */
export function firstLineAtOrAfter(indexed: IndexedText, offset: number): number {
  let low = 0;
  let high = indexed.lines.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((indexed.lineStarts[middle] ?? Infinity) < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The 1-based number of the line holding the character at an offset. */
export function lineNumberAt(indexed: IndexedText, offset: number): number {
  let low = 0;
  let high = indexed.lines.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((indexed.lineStarts[middle] ?? Infinity) <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}
