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

/**
 * Outlines the top-level definitions of the source files directly inside a directory. Files .clineignore
 * blocks are neither parsed nor named; paths are relative to the workspace root when the directory lies inside it.
 */
export class ListCodeDefinitionNamesToolHandler implements IToolHandler<ClineDefaultTool.LIST_CODE_DEF> {
  readonly name = ClineDefaultTool.LIST_CODE_DEF;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.LIST_CODE_DEF>): Promise<ToolResponse> {
    const input = block.params.path;
    const { realPath } = resolveParamPath(config, block, "path", input);
    const problem = await checkToolDirectory(block.name, input, realPath);
    if (problem !== undefined) return problem;

    const display = chooseDisplayRoot(config, realPath);
    const isIgnored = ignoredPathPredicate(config.services.clineIgnoreController);
    let text: string;
    try {
      // The outliner (and its parsers) load with the first call, not with the agent.
      const { listCodeDefinitions } = await import("../code-definitions/list-code-definitions.js");
      text = await listCodeDefinitions(realPath, { displayRoot: display.root, ...(isIgnored === undefined ? {} : { isIgnored }) });
    } catch (error) {
      return toolError(`${block.name} could not outline '${input}': ${describeThrownError(error)}. Read the files with read_file instead.`);
    }
    return display.note === undefined ? text : `${display.note}\n\n${text}`;
  }

  getDescription(block: ToolUse<ClineDefaultTool.LIST_CODE_DEF> | PartialToolUse<ClineDefaultTool.LIST_CODE_DEF>): string {
    return describeToolCall(block.name, block.params.path);
  }
}
