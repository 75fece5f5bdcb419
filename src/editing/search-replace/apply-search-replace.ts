import { isEmptySearch, joinBlockLines, type DiffBlock } from "./diff-block.js";
import {
  describeEmptySearchAmongOthers,
  describeIncompleteLastBlock,
  describeOverlap,
  describeUnmatchedBlock,
} from "./error-messages.js";
import { findBlockMatch, type BlockMatch } from "./find-block-match.js";
import { indexText, lineNumberAt, type IndexedText } from "./indexed-text.js";
import { parseDiffBlocks } from "./parse-diff-blocks.js";
import type { AppliedBlock, SearchReplaceOutcome } from "./search-replace-outcome.js";
import { detectLayout, fromWorkingText, toWorkingText, type TextLayout } from "./text-layout.js";

export type { AppliedBlock, AppliedStrategy, SearchReplaceOutcome } from "./search-replace-outcome.js";

/** Options for applying a diff. */
export interface ApplySearchReplaceOptions {
  /** False while the diff is still streaming: an unfinished last block is skipped rather than reported. */
  final?: boolean;
}

interface PlacedBlock {
  readonly block: DiffBlock;
  readonly match: BlockMatch;
}

/** Applies a SEARCH/REPLACE diff to a file's content without touching the disk; all blocks apply or none do. */
export function applySearchReplace(
  original: string,
  diff: string,
  options: ApplySearchReplaceOptions = {},
): SearchReplaceOutcome {
  const final = options.final ?? true;
  const parsed = parseDiffBlocks(diff);
  if (!parsed.ok) {
    // Mid-stream, a diff without a finished SEARCH marker yet is simply nothing to preview.
    if (!final && parsed.kind === "no-blocks") return { ok: true, content: original, blocks: [] };
    return failure(parsed.error, parsed.blockIndex);
  }

  const settled = settleLastBlock(parsed.blocks, final);
  if (!settled.ok) return settled;
  const blocks = settled.blocks;
  if (blocks.length === 0) return { ok: true, content: original, blocks: [] };

  const layout = detectLayout(original);
  const file = indexText(toWorkingText(original, layout));

  const emptySearch = blocks.find(isEmptySearch);
  if (emptySearch !== undefined) {
    if (blocks.length > 1) {
      return failure(describeEmptySearchAmongOthers(emptySearch.index + 1, blocks.length), emptySearch.index);
    }
    return replaceWholeFile(file, emptySearch, layout);
  }

  const placed: PlacedBlock[] = [];
  let cursor = 0;
  for (const block of blocks) {
    const match = findBlockMatch(file, block.searchLines, cursor);
    if (match === undefined) {
      return failure(
        describeUnmatchedBlock(block.index + 1, blocks.length, block.searchLines, file.text === ""),
        block.index,
      );
    }
    placed.push({ block, match });
    cursor = match.end;
  }

  const overlap = findOverlap(file, placed, blocks.length);
  if (overlap !== undefined) return overlap;

  // Splicing from the last match backwards keeps every earlier offset valid.
  let text = file.text;
  for (const { block, match } of [...placed].sort((left, right) => right.match.start - left.match.start)) {
    text = text.slice(0, match.start) + joinBlockLines(block.replaceLines) + text.slice(match.end);
  }
  return {
    ok: true,
    content: fromWorkingText(text, layout),
    blocks: placed.map(({ block, match }) => describeApplied(file, block, match)),
  };
}

// Only the last block can be unfinished: with a separator it is accepted (the model was cut off
// just before the closing marker), without one its replacement is unknown; mid-stream it is skipped.
function settleLastBlock(
  blocks: readonly DiffBlock[],
  final: boolean,
): { ok: true; blocks: readonly DiffBlock[] } | { ok: false; error: string; failedBlockIndex: number } {
  const last = blocks.at(-1);
  if (last === undefined || last.ending === "closed") return { ok: true, blocks };
  if (!final) return { ok: true, blocks: blocks.slice(0, -1) };
  if (last.ending === "missing-separator") {
    return { ok: false, error: describeIncompleteLastBlock(last.index + 1, blocks.length), failedBlockIndex: last.index };
  }
  return { ok: true, blocks };
}

function replaceWholeFile(file: IndexedText, block: DiffBlock, layout: TextLayout): SearchReplaceOutcome {
  return {
    ok: true,
    content: fromWorkingText(joinBlockLines(block.replaceLines), layout),
    blocks: [{ index: block.index, strategy: "whole-file", startLine: 1, endLine: file.lines.length }],
  };
}

function findOverlap(
  file: IndexedText,
  placed: readonly PlacedBlock[],
  blockCount: number,
): SearchReplaceOutcome | undefined {
  const byPosition = [...placed].sort((left, right) => left.match.start - right.match.start);
  for (let position = 1; position < byPosition.length; position += 1) {
    const earlier = byPosition[position - 1];
    const later = byPosition[position];
    if (earlier === undefined || later === undefined || later.match.start >= earlier.match.end) continue;
    const [first, second] = earlier.block.index < later.block.index ? [earlier, later] : [later, earlier];
    const summary = (entry: PlacedBlock) => {
      const applied = describeApplied(file, entry.block, entry.match);
      return { blockNumber: entry.block.index + 1, startLine: applied.startLine, endLine: applied.endLine };
    };
    return failure(describeOverlap(summary(first), summary(second), blockCount), second.block.index);
  }
  return undefined;
}

function describeApplied(file: IndexedText, block: DiffBlock, match: BlockMatch): AppliedBlock {
  return {
    index: block.index,
    strategy: match.strategy,
    startLine: lineNumberAt(file, match.start),
    endLine: lineNumberAt(file, match.end - 1),
  };
}

function failure(error: string, failedBlockIndex: number | undefined): SearchReplaceOutcome {
  return failedBlockIndex === undefined ? { ok: false, error } : { ok: false, error, failedBlockIndex };
}
