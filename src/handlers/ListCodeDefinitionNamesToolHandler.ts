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

/**
 * Outlines the top-level definitions of the source files directly inside a directory. Files .clineignore
 * blocks are neither parsed nor named; paths are relative to the workspace root when the directory lies inside it.
 */
export class ListCodeDefinitionNamesToolHandler implements IToolHandler<ClineDefaultTool.LIST_CODE_DEF> {
  readonly name = ClineDefaultTool.LIST_CODE_DEF;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.LIST_CODE_DEF>): Promise<ToolResponse> {
    const input = block.params.path;
    const { directory, display, isIgnored } = resolveDirectoryToolTarget(config, block, input);
    let text: string;
    try {
      // The outliner (and its parsers) load with the first call, not with the agent.
      const { listCodeDefinitions } = await import("../code-definitions/list-code-definitions.js");
      text = await listCodeDefinitions(directory, { displayRoot: display.root, ...(isIgnored === undefined ? {} : { isIgnored }) });
    } catch (error) {
      return (
        unusableDirectoryToolError(block.name, input, error) ??
        toolError(`${block.name} could not outline '${input}': ${describeThrownError(error)}. Read the files with read_file instead.`)
      );
    }
    return display.note === undefined ? text : `${display.note}\n\n${text}`;
  }

  getDescription(block: ToolUse<ClineDefaultTool.LIST_CODE_DEF> | PartialToolUse<ClineDefaultTool.LIST_CODE_DEF>): string {
    return describeToolCall(block.name, block.params.path);
  }
}
