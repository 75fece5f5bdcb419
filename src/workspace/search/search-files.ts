import { findRipgrep } from "./find-ripgrep.js";
import { searchWithJavaScript } from "./javascript-search.js";
import { planSearch } from "./plan-search.js";
import { searchWithRipgrep } from "./ripgrep-search.js";
import type { SearchOptions, SearchOutcome, SearchRequest } from "./search-types.js";

export type { SearchEngineName, SearchLine, SearchMatch, SearchOptions, SearchOutcome, SearchRequest } from "./search-types.js";

/**
 * Searches the files under a directory for a regex, with ripgrep when it is on PATH and with JavaScript
 * otherwise. Both engines read the same files (everything but heavy folders, ignored paths, symlinks,
 * binary files and files over 1 MiB; .gitignore is not consulted) and return the same matches in the same
 * order, so the engine only changes speed and the regex dialect's corner cases.
 */
export async function searchFiles(request: SearchRequest, options: SearchOptions = {}): Promise<SearchOutcome> {
  const plan = await planSearch(request);
  const ripgrepPath = options.engine === "javascript" ? undefined : await findRipgrep();
  if (options.engine === "ripgrep" && ripgrepPath === undefined) {
    throw new Error("Cannot search with ripgrep: no rg executable was found on PATH");
  }
  if (ripgrepPath !== undefined) {
    const outcome = await searchWithRipgrep(ripgrepPath, plan);
    if (outcome !== undefined) return outcome;
  }
  return searchWithJavaScript(plan);
}
