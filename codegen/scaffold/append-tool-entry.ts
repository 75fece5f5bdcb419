import { isDeepStrictEqual } from "node:util";
import { Document, isMap, isScalar, isSeq, parseDocument, type Node, type YAMLMap } from "yaml";
import type { ToolEntry } from "./tool-entry.js";
import { contentEnd, detectLayout, endOfLine, type ListLayout } from "./tools-list-layout.js";
import { MAX_ALIAS_EXPANSIONS } from "../spec/source-document.js";

/** The new text with the entry spliced in, or why that cannot be done safely. */
export type AppendResult =
  | { readonly ok: true; readonly text: string; readonly entryLines: { readonly first: number; readonly last: number } }
  | { readonly ok: false; readonly reason: string; readonly offset: number };

/**
 * Where the new entry goes: after the last entry's last line, and after comment lines indented deeper than
 * the list's dashes (they belong to that entry). Comments at the list's level or above, and blank lines
 * before them, stay after the new entry.
 */
function insertionOffset(text: string, lastItemEnd: number, dashColumn: number): number {
  let offset = endOfLine(text, lastItemEnd);
  let cursor = offset;
  while (cursor < text.length) {
    const lineEnd = endOfLine(text, cursor + 1);
    const line = text.slice(cursor, lineEnd).replace(/\r?\n$/, "");
    cursor = lineEnd;
    if (line.trim() === "") continue;
    const indent = line.length - line.trimStart().length;
    if (!line.trimStart().startsWith("#") || indent <= dashColumn) break;
    offset = lineEnd;
  }
  return offset;
}

/** The entry as block YAML lines, indented like the list's items (item lists such as `items` in flow style). */
function renderEntryLines(entry: ToolEntry, layout: ListLayout): string[] {
  const document = new Document(entry);
  const params = document.get("params");
  if (isMap(params)) {
    for (const pair of params.items) {
      const items = isMap(pair.value) ? (pair.value as YAMLMap).get("items", true) : undefined;
      if (isMap(items)) items.flow = true;
    }
  }
  const lines = document.toString({ indent: layout.indentStep, lineWidth: 0 }).trimEnd().split("\n");
  const firstPrefix = `${" ".repeat(layout.dashColumn)}-${" ".repeat(layout.keyColumn - layout.dashColumn - 1)}`;
  return lines.map((line, index) => (index === 0 ? firstPrefix + line : line === "" ? line : " ".repeat(layout.keyColumn) + line));
}

/** Whether `after` is `before` plus exactly `entry` at the end of `tools`, and nothing else changed. */
function appendedExactly(before: unknown, afterText: string, entry: ToolEntry): boolean {
  const after = parseDocument(afterText, { uniqueKeys: true });
  if (after.errors.length > 0) return false;
  const data = after.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS }) as { tools?: unknown[] } | null;
  if (data === null || !Array.isArray(data.tools)) return false;
  const appended = data.tools[data.tools.length - 1];
  return isDeepStrictEqual(appended, entry) && isDeepStrictEqual({ ...data, tools: data.tools.slice(0, -1) }, before);
}

/**
 * Appends a tool entry at the end of the `tools` list by splicing its text into the original file: every
 * other byte (comments, blank lines, quoting, flow mappings) stays as it was. The result is re-parsed and
 * must hold the old data plus exactly the new entry, or nothing is returned.
 */
export function appendToolEntry(text: string, entry: ToolEntry): AppendResult {
  const document = parseDocument(text, { uniqueKeys: true });
  if (document.errors.length > 0) return { ok: false, reason: "tools.yaml does not parse", offset: document.errors[0]!.pos[0] };
  const root = document.contents;
  const toolsPair = isMap(root) ? root.items.find((pair) => isScalar(pair.key) && pair.key.value === "tools") : undefined;
  const tools = toolsPair?.value;
  if (!isSeq(tools) || tools.flow || tools.items.length === 0) {
    const offset = isScalar(toolsPair?.key) ? (toolsPair.key.range?.[0] ?? 0) : 0;
    return { ok: false, reason: "'tools' must be a block list (one '- key: ...' entry per tool) for toolspec new to append to it; rewrite it that way or add the entry by hand", offset };
  }
  const items = tools.items as Node[];
  if (items.some((item) => !item.range)) return { ok: false, reason: "the 'tools' list has an entry without a source position", offset: tools.range?.[0] ?? 0 };
  const layout = detectLayout(text, items);
  const offset = insertionOffset(text, contentEnd(items[items.length - 1]), layout.dashColumn);
  const before = document.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS }) as unknown;
  const lines = renderEntryLines(entry, layout);
  // A blank separator line can change the value before it (a `|+` block scalar keeps trailing blank lines),
  // so the separated form is tried first and the plain one second; whichever round-trips wins.
  for (const separate of layout.blankLineBetween ? [true, false] : [false]) {
    const opening = offset === text.length && text.length > 0 && !text.endsWith("\n") ? layout.newline : "";
    const inserted = opening + (separate ? layout.newline : "") + lines.join(layout.newline) + layout.newline;
    const result = text.slice(0, offset) + inserted + text.slice(offset);
    if (!appendedExactly(before, result, entry)) continue;
    const entryLine = text.slice(0, offset).split("\n").length + (opening ? 1 : 0) + (separate ? 1 : 0);
    return { ok: true, text: result, entryLines: { first: entryLine, last: entryLine + lines.length - 1 } };
  }
  return { ok: false, reason: "the new entry could not be appended without changing the entries before it; add it by hand", offset };
}
