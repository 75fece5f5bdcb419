import { readFile, stat } from "node:fs/promises";
import { decodeSearchableText } from "./decode-searchable-text.js";
import { MAX_SEARCHED_FILE_BYTES } from "./search-plan.js";

/** A file's text as a search reads it, or undefined when it is too large, binary or unreadable. */
export async function readSearchableText(absolutePath: string): Promise<string | undefined> {
  try {
    // Checking the size first keeps a huge file from ever being loaded.
    if ((await stat(absolutePath)).size > MAX_SEARCHED_FILE_BYTES) return undefined;
    return decodeSearchableText(await readFile(absolutePath));
  } catch {
    return undefined; // Vanished or unreadable since the walk: ripgrep skips such files too.
  }
}
