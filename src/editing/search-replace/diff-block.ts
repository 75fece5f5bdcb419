/** How a parsed block ended: properly closed, or cut short at the end of the diff. */
export type BlockEnding = "closed" | "missing-replace-marker" | "missing-separator";

/** One SEARCH/REPLACE block as written in the diff, before any matching. */
export interface DiffBlock {
  /** 0-based position of the block in the diff. */
  readonly index: number;
  /** 1-based line of the diff holding the block's SEARCH marker. */
  readonly diffLine: number;
  readonly searchLines: readonly string[];
  readonly replaceLines: readonly string[];
  /** Only the last block of a diff can end other than "closed". */
  readonly ending: BlockEnding;
}

/** Joins block lines back into text; every line, including the last, ends with a newline. */
export function joinBlockLines(lines: readonly string[]): string {
  return lines.map((line) => `${line}\n`).join("");
}

/** Tells whether a SEARCH section asks for nothing in particular (no lines, or only blank ones). */
export function isEmptySearch(block: DiffBlock): boolean {
  return block.searchLines.every((line) => line.trim() === "");
}
