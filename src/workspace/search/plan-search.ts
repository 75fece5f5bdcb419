import path from "node:path";
import { assertDirectory } from "./assert-directory.js";
import { compileFilePattern } from "./file-pattern.js";
import type { SearchPlan } from "./search-plan.js";
import type { SearchRequest } from "./search-types.js";

/** Checks a request and fills in its defaults; throws an Error the model can act on when it is unusable. */
export async function planSearch(request: SearchRequest): Promise<SearchPlan> {
  const contextLines = request.contextLines ?? 1;
  if (!Number.isInteger(contextLines) || contextLines < 0) {
    throw new Error(`contextLines must be a non-negative integer, got ${contextLines}`);
  }
  if (!Number.isInteger(request.maxResults) || request.maxResults < 0) {
    throw new Error(`maxResults must be a non-negative integer, got ${request.maxResults}`);
  }
  const root = path.resolve(request.directory);
  await assertDirectory(root);
  const filePattern = request.filePattern?.trim() ? compileFilePattern(request.filePattern) : undefined;
  return {
    root,
    regex: request.regex,
    filePattern,
    contextLines,
    maxResults: request.maxResults,
    displayRoot: path.resolve(request.displayRoot),
    isIgnored: request.isIgnored,
  };
}
