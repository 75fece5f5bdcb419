import type { MatchStrategy } from "./find-block-match.js";

/** How an applied block was placed: one of the matching rules, or as the whole file for an empty SEARCH. */
export type AppliedStrategy = MatchStrategy | "whole-file";

/** One block that was applied, with the lines it replaced in the original file. */
export interface AppliedBlock {
  /** 0-based position of the block in the diff (messages to the model count from 1). */
  index: number;
  strategy: AppliedStrategy;
  /** 1-based first replaced line of the original. */
  startLine: number;
  /** 1-based last replaced line of the original; 0 (below startLine) when the original was empty. */
  endLine: number;
}

/** The edited content with the blocks that produced it, or a model-readable reason nothing was changed. */
export type SearchReplaceOutcome =
  | { ok: true; content: string; blocks: readonly AppliedBlock[] }
  | { ok: false; error: string; failedBlockIndex?: number };
