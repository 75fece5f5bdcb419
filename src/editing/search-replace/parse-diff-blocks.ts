import { splitTransportLines } from "../split-transport-lines.js";
import type { BlockEnding, DiffBlock } from "./diff-block.js";
import { CANONICAL_MARKERS, classifyMarkerLine, isPartialMarkerLine } from "./diff-markers.js";
import { describeMalformedDiff, describeMissingBlocks } from "./error-messages.js";

export type { BlockEnding, DiffBlock } from "./diff-block.js";

/** Why a diff could not be parsed: no blocks at all, or blocks whose markers are wrong. */
export type ParseFailureKind = "no-blocks" | "malformed";

/** The blocks of a diff, or a model-readable reason it could not be split into blocks. */
export type ParseDiffBlocksResult =
  | { ok: true; blocks: DiffBlock[] }
  | { ok: false; error: string; kind: ParseFailureKind; blockIndex?: number };

interface OpenBlock {
  readonly diffLine: number;
  readonly searchLines: string[];
  replaceLines: string[] | undefined;
}

/** Splits a SEARCH/REPLACE diff into blocks; only the last block may be left unfinished. */
export function parseDiffBlocks(diff: string): ParseDiffBlocksResult {
  const lines = splitDiffLines(diff);
  const blocks: DiffBlock[] = [];
  let open: OpenBlock | undefined;

  const malformed = (problem: string): ParseDiffBlocksResult => ({
    ok: false,
    error: describeMalformedDiff(problem),
    kind: "malformed",
    blockIndex: blocks.length,
  });
  const close = (block: OpenBlock, ending: BlockEnding): void => {
    blocks.push({
      index: blocks.length,
      diffLine: block.diffLine,
      searchLines: block.searchLines,
      replaceLines: block.replaceLines ?? [],
      ending,
    });
  };

  for (const [position, line] of lines.entries()) {
    const lineNumber = position + 1;
    const marker = classifyMarkerLine(line);
    const blockNumber = blocks.length + 1;

    if (open === undefined) {
      // Anything between blocks is commentary or a code fence the model wrapped around the diff.
      if (marker === "search") {
        open = { diffLine: lineNumber, searchLines: [], replaceLines: undefined };
      } else if (marker === "separator") {
        return malformed(
          `line ${lineNumber} is a '${CANONICAL_MARKERS.separator}' separator, but no '${CANONICAL_MARKERS.search}' marker came before it.`,
        );
      } else if (marker === "replace") {
        return malformed(
          `line ${lineNumber} is a '${CANONICAL_MARKERS.replace}' marker, but no '${CANONICAL_MARKERS.search}' marker and '${CANONICAL_MARKERS.separator}' separator came before it.`,
        );
      }
      continue;
    }

    if (open.replaceLines === undefined) {
      if (marker === undefined) {
        open.searchLines.push(line);
      } else if (marker === "separator") {
        open.replaceLines = [];
      } else if (marker === "replace") {
        return malformed(
          `SEARCH block ${blockNumber} (starting at line ${open.diffLine}) reaches its '${CANONICAL_MARKERS.replace}' marker on line ${lineNumber} without a '${CANONICAL_MARKERS.separator}' separator between the lines to find and the replacement.`,
        );
      } else {
        return malformed(
          `SEARCH block ${blockNumber} (starting at line ${open.diffLine}) has no '${CANONICAL_MARKERS.separator}' separator before the next '${CANONICAL_MARKERS.search}' marker on line ${lineNumber}.`,
        );
      }
      continue;
    }

    if (marker === undefined) {
      open.replaceLines.push(line);
    } else if (marker === "replace") {
      close(open, "closed");
      open = undefined;
    } else if (marker === "search") {
      return malformed(
        `SEARCH block ${blockNumber} (starting at line ${open.diffLine}) has no closing '${CANONICAL_MARKERS.replace}' marker before the next '${CANONICAL_MARKERS.search}' marker on line ${lineNumber}.`,
      );
    } else {
      return malformed(
        `SEARCH block ${blockNumber} (starting at line ${open.diffLine}) has a second '${CANONICAL_MARKERS.separator}' separator on line ${lineNumber}; a block has exactly one.`,
      );
    }
  }

  if (open !== undefined) {
    close(open, open.replaceLines === undefined ? "missing-separator" : "missing-replace-marker");
  }
  if (blocks.length === 0) {
    return { ok: false, error: describeMissingBlocks(), kind: "no-blocks" };
  }
  return { ok: true, blocks };
}

// Lines lose any CR (the diff's own line endings are transport, not content), and a final
// line that is only the start of a marker is dropped because the model was cut off writing it.
function splitDiffLines(diff: string): string[] {
  const lines = splitTransportLines(diff);
  const last = lines.at(-1) ?? "";
  if (diff.endsWith("\n") || isPartialMarkerLine(last)) lines.pop();
  return lines;
}
