import { parsePatch } from "../editing/patch/parse-patch.js";

/** What parsePatch returns: the patch, or the parser's error. */
export type PatchParse = ReturnType<typeof parsePatch>;

// The executor asks about one apply_patch call several times (preflight, declared paths, description,
// execute), each with the same text; keeping only the last text bounds the memory to one patch.
let last: { readonly text: string; readonly parse: PatchParse } | undefined;

/** parsePatch, answered from memory when the text is the one parsed last; the result is shared, so it must not be changed. */
export function parsePatchCached(text: string): PatchParse {
  if (last === undefined || last.text !== text) last = { text, parse: parsePatch(text) };
  return last.parse;
}
