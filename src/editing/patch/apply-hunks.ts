import { usesCrlfLineEndings } from "../line-endings.js";
import { joinFileLines, splitFileLines } from "./file-lines.js";
import { findAnchorLine, findLineSequence, type SequenceMatch } from "./find-line-sequence.js";
import type { PatchHunk } from "./patch-types.js";

/** Where a hunk's old lines sit, with the hunk as it was matched. */
type HunkLocation = Exclude<SequenceMatch, { kind: "found" }> | { readonly kind: "found"; readonly index: number; readonly hunk: PatchHunk };

/** One located hunk: replace `removeCount` lines from `start` with the given lines. */
interface Edit {
  readonly start: number;
  readonly removeCount: number;
  readonly texts: string[];
  readonly endings: string[];
}

// Context lines keep the file's own text because they may have matched only loosely; every
// line keeps its own ending, inserted lines take the file's line ending, and the final-newline
// state survives, so the diff shows only what the model meant to change.
/** Applies the hunks of one Update to `content` in memory, reporting every hunk that cannot be located. */
export function applyHunks(content: string, hunks: readonly PatchHunk[], path: string): { ok: true; content: string } | { ok: false; errors: string[] } {
  const file = splitFileLines(content);
  const lineEnding = usesCrlfLineEndings(content) ? "\r\n" : "\n";
  const errors: string[] = [];
  const edits: Edit[] = [];
  let position = 0;
  for (const [hunkIndex, hunk] of hunks.entries()) {
    const where = `${path}: hunk ${hunkIndex + 1} (patch line ${hunk.lineNumber})`;
    let searchFrom = position;
    const missingAnchor = hunk.anchors.find((anchor) => {
      const anchorIndex = findAnchorLine(file.texts, anchor, searchFrom);
      if (anchorIndex === undefined) return true;
      searchFrom = Math.max(searchFrom, anchorIndex + 1);
      return false;
    });
    if (missingAnchor !== undefined) {
      errors.push(`${where}: could not find the line ${JSON.stringify(missingAnchor)} named after '@@'`);
      continue;
    }
    if (oldLinesOf(hunk).length === 0) {
      // Nothing to locate: insert right after the anchor, or at the end of the file without one.
      const insertAt = hunk.endOfFile || hunk.anchors.length === 0 ? file.texts.length : searchFrom;
      edits.push(buildEdit(hunk, insertAt, file.texts, file.endings, lineEnding));
      position = insertAt;
      continue;
    }
    const match = locateOldLines(file.texts, hunk, searchFrom);
    const firstOldLine = JSON.stringify(oldLinesOf(hunk)[0]);
    if (match.kind === "missing") {
      const region = searchFrom === 0 ? "" : ` after line ${searchFrom}`;
      errors.push(`${where}: could not find the lines to replace, starting with ${firstOldLine}${region}; re-read the file and copy the context and '-' lines exactly`);
    } else if (match.kind === "ambiguous") {
      const places = match.indexes.map((index) => index + 1).join(", ");
      errors.push(`${where}: the lines starting with ${firstOldLine} match at lines ${places}; add context lines or an '@@' line to pick one`);
    } else {
      edits.push(buildEdit(match.hunk, match.index, file.texts, file.endings, lineEnding));
      position = match.index + oldLinesOf(match.hunk).length;
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  const texts = [...file.texts];
  const endings = [...file.endings];
  // Back to front, so earlier edits keep their line numbers.
  for (const edit of [...edits].reverse()) {
    texts.splice(edit.start, edit.removeCount, ...edit.texts);
    endings.splice(edit.start, edit.removeCount, ...edit.endings);
  }
  const keepsFinalNewline = content === "" || content.endsWith("\n");
  for (let index = 0; index < endings.length; index += 1) {
    const isLast = index === endings.length - 1;
    if (isLast && !keepsFinalNewline) endings[index] = "";
    else if (endings[index] === "") endings[index] = lineEnding;
  }
  return { ok: true, content: joinFileLines({ texts, endings }) };
}

function buildEdit(hunk: PatchHunk, start: number, fileTexts: readonly string[], fileEndings: readonly string[], lineEnding: string): Edit {
  const texts: string[] = [];
  const endings: string[] = [];
  let fileIndex = start;
  for (const line of hunk.lines) {
    if (line.kind === "add") {
      texts.push(line.text);
      endings.push(lineEnding);
      continue;
    }
    if (line.kind === "context") {
      texts.push(fileTexts[fileIndex] ?? line.text);
      endings.push(fileEndings[fileIndex] ?? lineEnding);
    }
    fileIndex += 1;
  }
  return { start, removeCount: fileIndex - start, texts, endings };
}

/**
 * Finds where the old lines of `hunk` sit, at or after `searchFrom`; the found hunk may have
 * lost trailing blank context lines, because models often end a hunk with an empty context line
 * standing for the file's final newline.
 */
function locateOldLines(fileTexts: readonly string[], hunk: PatchHunk, searchFrom: number): HunkLocation {
  const options = { endOfFile: hunk.endOfFile, takeFirst: hunk.anchors.length > 0 };
  const match = findLineSequence(fileTexts, oldLinesOf(hunk), searchFrom, options);
  if (match.kind === "found") return { ...match, hunk };
  const trimmedHunk = withoutTrailingBlankContext(hunk);
  const trimmedOldTexts = oldLinesOf(trimmedHunk);
  if (match.kind === "ambiguous" || trimmedHunk === hunk || trimmedOldTexts.length === 0) return match;
  const retried = findLineSequence(fileTexts, trimmedOldTexts, searchFrom, options);
  return retried.kind === "found" ? { ...retried, hunk: trimmedHunk } : retried.kind === "ambiguous" ? retried : match;
}

function oldLinesOf(hunk: PatchHunk): string[] {
  return hunk.lines.filter((line) => line.kind !== "add").map((line) => line.text);
}

/** The hunk without blank context lines at its end, or the hunk itself when it has none. */
function withoutTrailingBlankContext(hunk: PatchHunk): PatchHunk {
  let end = hunk.lines.length;
  while (end > 0 && hunk.lines[end - 1]?.kind === "context" && hunk.lines[end - 1]?.text.trim() === "") end -= 1;
  return end === hunk.lines.length ? hunk : { ...hunk, lines: hunk.lines.slice(0, end) };
}
