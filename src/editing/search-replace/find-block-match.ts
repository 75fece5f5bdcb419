import { joinBlockLines } from "./diff-block.js";
import { firstLineAtOrAfter, type IndexedText } from "./indexed-text.js";

/** Which rule located a block's SEARCH text in the file. */
export type MatchStrategy = "exact" | "line-trimmed" | "block-anchor" | "out-of-order";

/** Where a block's SEARCH text sits, as a half-open range of offsets into the indexed text. */
export interface BlockMatch {
  readonly strategy: MatchStrategy;
  readonly start: number;
  readonly end: number;
}

// Fewer lines than this leave no middle, so the anchors alone would prove nothing.
const MINIMUM_ANCHORED_LINES = 3;

/** Locates non-empty SEARCH lines, trying strategies from strictest to loosest, searching from an offset. */
export function findBlockMatch(
  file: IndexedText,
  searchLines: readonly string[],
  from: number,
): BlockMatch | undefined {
  const search = joinBlockLines(searchLines);
  const exact = file.text.indexOf(search, from);
  if (exact !== -1) return { strategy: "exact", start: exact, end: exact + search.length };

  const firstLine = firstLineAtOrAfter(file, from);
  const trimmedLine = findLineTrimmedMatch(file, searchLines, firstLine);
  if (trimmedLine !== undefined) return lineRange(file, "line-trimmed", trimmedLine, searchLines.length);

  const anchoredLine = findBlockAnchorMatch(file, searchLines, firstLine);
  if (anchoredLine !== undefined) return lineRange(file, "block-anchor", anchoredLine, searchLines.length);

  // The model often lists edits out of file order, so as a last resort look behind the cursor,
  // but only for an exact copy: the looser rules are too easily fooled without an order to follow.
  const anywhere = from > 0 ? file.text.indexOf(search) : -1;
  if (anywhere !== -1) return { strategy: "out-of-order", start: anywhere, end: anywhere + search.length };
  return undefined;
}

/** The first line, from a given one, where the SEARCH lines equal the file lines once both are trimmed. */
function findLineTrimmedMatch(
  file: IndexedText,
  searchLines: readonly string[],
  firstLine: number,
): number | undefined {
  const wanted = searchLines.map((line) => line.trim());
  const lastStart = file.lines.length - wanted.length;
  for (let start = firstLine; start <= lastStart; start += 1) {
    if (wanted.every((line, offset) => file.trimmedLines[start + offset] === line)) return start;
  }
  return undefined;
}

/** The first line, from a given one, where a block of 3+ lines has matching first and last lines (trimmed). */
function findBlockAnchorMatch(
  file: IndexedText,
  searchLines: readonly string[],
  firstLine: number,
): number | undefined {
  if (searchLines.length < MINIMUM_ANCHORED_LINES) return undefined;
  const head = (searchLines[0] ?? "").trim();
  const tail = (searchLines.at(-1) ?? "").trim();
  const span = searchLines.length - 1;
  const lastStart = file.lines.length - searchLines.length;
  for (let start = firstLine; start <= lastStart; start += 1) {
    if (file.trimmedLines[start] === head && file.trimmedLines[start + span] === tail) return start;
  }
  return undefined;
}

function lineRange(file: IndexedText, strategy: MatchStrategy, firstLine: number, lineCount: number): BlockMatch {
  return {
    strategy,
    start: file.lineStarts[firstLine] ?? file.text.length,
    end: file.lineStarts[firstLine + lineCount] ?? file.text.length,
  };
}
