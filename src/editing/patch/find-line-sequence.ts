import { lineComparisons, normalizePunctuation } from "./line-comparisons.js";

/** Where a run of patch lines sits in a file. */
export type SequenceMatch =
  | { readonly kind: "found"; readonly index: number }
  | { readonly kind: "missing" }
  | { readonly kind: "ambiguous"; readonly indexes: number[] };

/** How to resolve several candidate places for a run of lines. */
export interface SequenceSearchOptions {
  /** Prefer the place that ends at the last line of the file. */
  readonly endOfFile: boolean;
  /** Take the earliest place instead of reporting ambiguity, e.g. when an anchor already narrowed the search. */
  readonly takeFirst: boolean;
}

// Stopping at the strictest comparison that matches anywhere keeps a loose match from winning over an exact one.
/** Finds `pattern` in `lines` at or after `start`, trying each comparison from strictest to loosest. */
export function findLineSequence(lines: readonly string[], pattern: readonly string[], start: number, options: SequenceSearchOptions): SequenceMatch {
  const lastStart = lines.length - pattern.length;
  for (const sameLine of lineComparisons) {
    const matchesAt = (index: number): boolean => pattern.every((patchLine, offset) => sameLine(lines[index + offset] ?? "", patchLine));
    if (options.endOfFile && lastStart >= start && matchesAt(lastStart)) return { kind: "found", index: lastStart };
    const indexes: number[] = [];
    for (let index = start; index <= lastStart; index += 1) {
      if (matchesAt(index)) indexes.push(index);
    }
    const [first] = indexes;
    if (first !== undefined && (indexes.length === 1 || options.takeFirst)) return { kind: "found", index: first };
    if (indexes.length > 1) return { kind: "ambiguous", indexes };
  }
  return { kind: "missing" };
}

// Anchors are often shortened signatures, so a line that merely begins with the anchor counts.
// A hunk may repeat the anchor of the previous hunk in the same function, so an anchor found
// only before `start` is accepted too; the caller never searches before `start` anyway.
/** The index of the line an `@@` anchor names, or undefined when no line matches it. */
export function findAnchorLine(lines: readonly string[], anchor: string, start: number): number | undefined {
  const wanted = normalizePunctuation(anchor).trim();
  const candidates: Array<(line: string) => boolean> = [
    ...lineComparisons.map((sameLine) => (line: string) => sameLine(line, anchor)),
    (line) => normalizePunctuation(line).trim().startsWith(wanted),
  ];
  for (const matches of candidates) {
    const after = lines.findIndex((line, index) => index >= start && matches(line));
    if (after !== -1) return after;
  }
  for (const matches of candidates) {
    const before = lines.findLastIndex((line, index) => index < start && matches(line));
    if (before !== -1) return before;
  }
  return undefined;
}
