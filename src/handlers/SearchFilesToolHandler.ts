import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { checkToolDirectory } from "../handler-support/check-tool-directory.js";
import { chooseDisplayRoot } from "../handler-support/choose-display-root.js";
import { describeThrownError } from "../handler-support/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { ignoredPathPredicate } from "../handler-support/ignored-path-predicate.js";
import { resolveParamPath } from "../handler-support/resolve-param-path.js";
import type { ToolValidator } from "../validation/ToolValidator.js";
import type { SearchOutcome } from "../workspace/search/search-files.js";

/**
 * Searches a directory's files for a regex (ripgrep when installed, JavaScript otherwise), capped at the
 * task's result limit. Files .clineignore blocks are never read; result paths are relative to the
 * workspace root when the directory lies inside it.
 */
export class SearchFilesToolHandler implements IToolHandler<ClineDefaultTool.SEARCH> {
  readonly name = ClineDefaultTool.SEARCH;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.SEARCH>): Promise<ToolResponse> {
    const { path: input, regex, file_pattern: filePattern } = block.params;
    const { realPath } = resolveParamPath(config, block, "path", input);
    const problem = await checkToolDirectory(block.name, input, realPath);
    if (problem !== undefined) return problem;

    const display = chooseDisplayRoot(config, realPath);
    const isIgnored = ignoredPathPredicate(config.services.clineIgnoreController);
    // The search engine loads with the first search, not with the agent.
    const [{ searchFiles }, { formatSearchResults }] = await Promise.all([import("../workspace/search/search-files.js"), import("../workspace/search/format-search-results.js")]);
    let outcome: SearchOutcome;
    try {
      outcome = await searchFiles({
        directory: realPath,
        regex,
        maxResults: config.limits.searchMaxResults,
        displayRoot: display.root,
        ...(filePattern === undefined ? {} : { filePattern }),
        ...(isIgnored === undefined ? {} : { isIgnored }),
      });
    } catch (error) {
      return toolError(searchFailureMessage(block.name, input, describeThrownError(error)));
    }
    const text = formatSearchResults(outcome);
    return display.note === undefined ? text : `${display.note}\n\n${text}`;
  }

  getDescription(block: ToolUse<ClineDefaultTool.SEARCH> | PartialToolUse<ClineDefaultTool.SEARCH>): string {
    return describeToolCall(block.name, block.params.regex);
  }
}

// The engine reports a bad regex or file pattern with an Error whose message starts with a fixed phrase.
function searchFailureMessage(toolName: string, input: string, reason: string): string {
  if (reason.startsWith("Invalid regular expression")) {
    return (
      `${toolName}: ${reason}. The regex uses Rust syntax (as ripgrep does): escape ( ) [ ] { } . * + ? | ^ $ \\ ` +
      "with a backslash to match them literally, and do not use look-around. Fix the regex and search again."
    );
  }
  if (reason.startsWith("Invalid file pattern")) {
    return `${toolName}: ${reason}. Give a glob such as *.ts or src/**/*.{ts,tsx}, or leave file_pattern out to search every file.`;
  }
  return `${toolName} could not search '${input}': ${reason}`;
}
