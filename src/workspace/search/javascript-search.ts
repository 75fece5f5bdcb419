import path from "node:path";
import { buildFileMatches } from "./build-file-matches.js";
import { collectSearchableFiles } from "./collect-searchable-files.js";
import { compileJavaScriptRegex } from "./compile-javascript-regex.js";
import { displayPath } from "./display-path.js";
import { readSearchableText } from "./read-searchable-text.js";
import type { SearchPlan } from "./search-plan.js";
import type { SearchMatch, SearchOutcome } from "./search-types.js";
import { splitLines } from "./split-lines.js";

// Files read at once: enough to overlap disk waits, few enough not to load much that goes unused.
const READ_AHEAD = 8;

/**
 * Searches with JavaScript alone, for machines without ripgrep: walks the files in ripgrep's order,
 * tests each line with a JavaScript RegExp and stops once it knows the results are truncated. A regex
 * with catastrophic backtracking can take very long here, which ripgrep's engine rules out.
 */
export async function searchWithJavaScript(plan: SearchPlan): Promise<SearchOutcome> {
  const pattern = compileJavaScriptRegex(plan.regex);
  const files = await collectSearchableFiles(plan.root, { filePattern: plan.filePattern, isIgnored: plan.isIgnored });
  const matches: SearchMatch[] = [];
  // One match past the limit is enough to know the results are truncated.
  const wanted = plan.maxResults + 1;
  for (let start = 0; start < files.length && matches.length < wanted; start += READ_AHEAD) {
    const batch = files.slice(start, start + READ_AHEAD);
    const texts = await Promise.all(batch.map((file) => readSearchableText(path.join(plan.root, file))));
    for (const [index, text] of texts.entries()) {
      if (text === undefined || matches.length >= wanted) continue;
      const lines = splitLines(text);
      const matchLines: number[] = [];
      for (let line = 0; line < lines.length && matches.length + matchLines.length < wanted; line++) {
        if (pattern.test(lines[line]!)) matchLines.push(line + 1);
      }
      const file = displayPath(plan.displayRoot, path.join(plan.root, batch[index]!));
      matches.push(...buildFileMatches(file, matchLines, (line) => lines[line - 1], plan.contextLines));
    }
  }
  return { matches: matches.slice(0, plan.maxResults), truncated: matches.length > plan.maxResults, engine: "javascript" };
}
