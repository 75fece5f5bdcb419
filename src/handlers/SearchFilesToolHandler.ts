import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { resolveDirectoryToolTarget } from "../handler-support/directory-tool-target.js";
import { unusableDirectoryToolError } from "../handler-support/unusable-directory-tool-error.js";
import type { ToolValidator } from "../validation/ToolValidator.js";
import { InvalidSearchPatternError } from "../workspace/search/invalid-regex-error.js";
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
    const { directory, display, isIgnored } = resolveDirectoryToolTarget(config, block, input);
    // The search engine loads with the first search, not with the agent.
    const [{ searchFiles }, { formatSearchResults }] = await Promise.all([import("../workspace/search/search-files.js"), import("../workspace/search/format-search-results.js")]);
    let outcome: SearchOutcome;
    try {
      outcome = await searchFiles({
        directory,
        regex,
        maxResults: config.limits.searchMaxResults,
        displayRoot: display.root,
        ...(filePattern === undefined ? {} : { filePattern }),
        ...(isIgnored === undefined ? {} : { isIgnored }),
      });
    } catch (error) {
      return unusableDirectoryToolError(block.name, input, error) ?? toolError(searchFailureMessage(block.name, input, error));
    }
    const text = formatSearchResults(outcome);
    return display.note === undefined ? text : `${display.note}\n\n${text}`;
  }

  getDescription(block: ToolUse<ClineDefaultTool.SEARCH> | PartialToolUse<ClineDefaultTool.SEARCH>): string {
    return describeToolCall(block.name, block.params.regex);
  }
}

// A bad regex or file pattern gets advice on that pattern's syntax; anything else is reported as it came.
function searchFailureMessage(toolName: string, input: string, error: unknown): string {
  if (!InvalidSearchPatternError.isInstance(error)) return `${toolName} could not search '${input}': ${describeThrownError(error)}`;
  if (error.kind === "regex") {
    return (
      `${toolName}: ${error.message}. The regex uses Rust syntax (as ripgrep does): escape ( ) [ ] { } . * + ? | ^ $ \\ ` +
      "with a backslash to match them literally, and do not use look-around. Fix the regex and search again."
    );
  }
  return `${toolName}: ${error.message}. Give a glob such as *.ts or src/**/*.{ts,tsx}, or leave file_pattern out to search every file.`;
}
