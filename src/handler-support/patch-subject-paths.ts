import { listPatchPaths } from "../editing/patch/patch-paths.js";
import { parsePatchCached } from "./parse-patch-cached.js";

// A streaming or broken patch does not parse, but its file headers still say what it is about.
const fileHeader = /^\*\*\* (?:Add File|Update File|Delete File|Move to):[ \t]*(\S.*?)[ \t]*$/gm;

/** The paths a patch text names, for labels and previews: parsed when possible, else read from its file headers. */
export function listPatchSubjectPaths(text: string | undefined): string[] {
  if (text === undefined || text.trim() === "") return [];
  const parsed = parsePatchCached(text);
  if (parsed.ok) return listPatchPaths(parsed.patch);
  const paths = new Set<string>();
  for (const match of text.replaceAll("\r\n", "\n").matchAll(fileHeader)) {
    if (match[1] !== undefined) paths.add(match[1]);
  }
  return [...paths];
}
