import { splitTransportLines } from "../split-transport-lines.js";
import { beginMarker, isBlank } from "./patch-syntax.js";

/** The lines of a patch with its wrapping removed, and where they sit in the original text. */
export interface UnwrappedPatchText {
  readonly lines: string[];
  /** 1-based line number, in the original text, of `lines[0]`. */
  readonly firstLineNumber: number;
}

const fenceOpener = /^\s*(`{3,}|~{3,})[\w+-]*\s*$/;
const heredocOpener = /<<-?\s*(['"]?)([A-Za-z_][\w-]*)\1\s*$/;

// An opener is stripped even when its closer is missing, so the parser reports the missing
// `*** End Patch` rather than complaining about the wrapper's first line.
/** Splits a patch into lines without the blank lines, markdown fences and shell heredocs models wrap around it. */
export function unwrapPatchText(text: string): UnwrappedPatchText {
  const allLines = splitTransportLines(text);
  let start = 0;
  let end = allLines.length;
  const closers: string[] = [];
  const skipBlankEdges = (): void => {
    while (start < end && isBlank(allLines[start])) start += 1;
    while (end > start && isBlank(allLines[end - 1])) end -= 1;
  };
  skipBlankEdges();
  while (start < end) {
    const first = allLines[start] ?? "";
    if (first.trim() === beginMarker) break;
    const fence = fenceOpener.exec(first);
    const heredoc = fence === null ? heredocOpener.exec(first) : null;
    const closer = fence?.[1] ?? heredoc?.[2];
    if (closer === undefined) break;
    closers.push(closer);
    start += 1;
    skipBlankEdges();
  }
  // Closers come in the reverse order of their openers, but tolerate any order and absences.
  let strippedCloser = true;
  while (strippedCloser && end > start) {
    strippedCloser = false;
    const last = (allLines[end - 1] ?? "").trim();
    const index = closers.findIndex((closer) => last === closer || (/^[`~]/.test(closer) && last.startsWith(closer) && /^[`~]+$/.test(last)));
    if (index !== -1) {
      closers.splice(index, 1);
      end -= 1;
      skipBlankEdges();
      strippedCloser = true;
    }
  }
  // A blank text has no line worth pointing at but the first.
  return { lines: allLines.slice(start, end), firstLineNumber: start < end ? start + 1 : 1 };
}
