import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Placeholder until the real handler lands. */
export class ListCodeDefinitionNamesToolHandler implements IToolHandler<any> {
  readonly name = "ListCodeDefinitionNamesToolHandler";
  constructor(_validator: ToolValidator) {}
  async execute(_config: TaskConfig, block: ToolUse<any>): Promise<ToolResponse> {
    return toolError(`${block.name} is not implemented yet`);
  }
  getDescription(block: { name: string }): string {
    return `[${block.name}]`;
  }
}
