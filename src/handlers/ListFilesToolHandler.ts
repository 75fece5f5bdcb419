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
import { formatFileListing } from "../workspace/format-file-listing.js";
import { listFiles, type FileListing } from "../workspace/list-files.js";

/**
 * Lists a directory, recursively on request. Entries .clineignore blocks are left out (and never entered),
 * with a count so the model knows something is hidden; paths are shown relative to the workspace root
 * so they can be passed straight to other tools.
 */
export class ListFilesToolHandler implements IToolHandler<ClineDefaultTool.LIST_FILES> {
  readonly name = ClineDefaultTool.LIST_FILES;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.LIST_FILES>): Promise<ToolResponse> {
    const input = block.params.path;
    const { directory, display, isIgnored: isBlocked } = resolveDirectoryToolTarget(config, block, input);
    let hidden = 0;
    const isIgnored =
      isBlocked &&
      ((absolutePath: string): boolean => {
        const blocked = isBlocked(absolutePath);
        if (blocked) hidden += 1;
        return blocked;
      });
    let listing: FileListing;
    try {
      listing = await listFiles(directory, {
        recursive: block.params.recursive === true,
        maxEntries: config.limits.listFilesMaxEntries,
        ...(isIgnored === undefined ? {} : { isIgnored }),
      });
    } catch (error) {
      return unusableDirectoryToolError(block.name, input, error) ?? toolError(`${block.name} could not list '${input}': ${describeThrownError(error)}`);
    }

    const prefix = display.directoryPath === "" ? "" : `${display.directoryPath}/`;
    const parts = [formatFileListing({ ...listing, entries: listing.entries.map((entry) => prefix + entry) })];
    if (display.note !== undefined) parts.unshift(display.note);
    if (hidden > 0) parts.push(hiddenEntriesNote(hidden));
    return parts.join("\n\n");
  }

  getDescription(block: ToolUse<ClineDefaultTool.LIST_FILES> | PartialToolUse<ClineDefaultTool.LIST_FILES>): string {
    return describeToolCall(block.name, block.params.path);
  }
}

// Names of blocked entries are not shown (a name can itself be sensitive), but their number is, so the
// model does not conclude that a file it was told about is missing.
function hiddenEntriesNote(count: number): string {
  return count === 1
    ? "(1 entry is not shown because .clineignore blocks access to it.)"
    : `(${count} entries are not shown because .clineignore blocks access to them.)`;
}
