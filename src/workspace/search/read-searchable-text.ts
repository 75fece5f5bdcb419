import { readFileUpTo } from "../read-file-up-to.js";
import { decodeSearchableText } from "./decode-searchable-text.js";
import { MAX_SEARCHED_FILE_BYTES } from "./search-plan.js";

/** A file's text as a search reads it, or undefined when it is too large, binary or unreadable. */
export async function readSearchableText(absolutePath: string): Promise<string | undefined> {
  try {
    const bytes = await readFileUpTo(absolutePath, MAX_SEARCHED_FILE_BYTES);
    return bytes === undefined ? undefined : decodeSearchableText(bytes);
  } catch {
    return undefined; // Vanished or unreadable since the walk: ripgrep skips such files too.
  }
}
