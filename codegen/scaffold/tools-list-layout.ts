import { isMap, isPair, isScalar, isSeq, type Node } from "yaml";

/** How the `tools` list of a file is laid out, so a new entry looks like the ones before it. */
export interface ListLayout {
  /** Column of each item's `-`. */
  readonly dashColumn: number;
  /** Column of the first key of an item. */
  readonly keyColumn: number;
  /** Spaces per nesting level inside an entry. */
  readonly indentStep: number;
  /** Entries are separated by a blank line. */
  readonly blankLineBetween: boolean;
  readonly newline: "\n" | "\r\n";
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

/** The offset just past the line holding the character before `offset` (past a trailing comment too). */
export function endOfLine(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === "\n") return offset;
  const newline = text.indexOf("\n", offset);
  return newline === -1 ? text.length : newline + 1;
}

/**
 * Where a node's own text ends. A block collection's range runs on over the comments after it, so its end
 * is that of its last value; scalars and flow collections end where their range says.
 */
export function contentEnd(node: unknown): number {
  if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length > 0) {
    const last = node.items[node.items.length - 1];
    if (isPair(last)) return last.value !== null && (last.value as Node).range ? contentEnd(last.value) : contentEnd(last.key);
    return contentEnd(last);
  }
  return (node as Node | null)?.range?.[1] ?? 0;
}

/** The nesting step inside entries: how far a nested mapping's keys sit right of their parent key. */
function detectIndentStep(text: string, items: readonly unknown[]): number | undefined {
  for (const item of [...items].reverse()) {
    if (!isMap(item)) continue;
    for (const pair of item.items) {
      const value = pair.value;
      if (!isMap(value) || value.flow || !isScalar(pair.key) || pair.key.range === undefined || pair.key.range === null) continue;
      const child = value.items[0]?.key;
      if (!isScalar(child) || !child.range) continue;
      const step = columnOf(text, child.range[0]) - columnOf(text, pair.key.range[0]);
      if (step > 0) return step;
    }
  }
  return undefined;
}

/** The layout of the `tools` list, read from its last entries (the newest style wins). */
export function detectLayout(text: string, items: readonly Node[]): ListLayout {
  const last = items[items.length - 1]!;
  const contentStart = last.range![0];
  const dash = text.lastIndexOf("-", contentStart - 1);
  const dashColumn = columnOf(text, dash);
  // `- key:` on one line gives the key column; anything unusual between the dash and the key (a tag, an
  // anchor, a line break) falls back to the common two-column gap.
  const gap = text.slice(dash + 1, contentStart);
  const keyColumn = /^ +$/.test(gap) ? dashColumn + 1 + gap.length : dashColumn + 2;
  const previous = items[items.length - 2];
  let blankLineBetween = true;
  if (previous?.range) {
    const between = text.slice(endOfLine(text, contentEnd(previous)), lineStart(text, dash));
    blankLineBetween = between.split("\n").slice(0, -1).some((line) => line.trim() === "");
  }
  return { dashColumn, keyColumn, indentStep: detectIndentStep(text, items) ?? 2, blankLineBetween, newline: text.includes("\r\n") ? "\r\n" : "\n" };
}
