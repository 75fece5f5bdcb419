import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import type { ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { mcpFailureError } from "../handler-support/mcp-failure-error.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Reads a resource of a connected MCP server. */
export class AccessMcpResourceHandler implements IToolHandler<ClineDefaultTool.MCP_ACCESS> {
  readonly name = ClineDefaultTool.MCP_ACCESS;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.MCP_ACCESS>): Promise<ToolResponse> {
    const hub = config.services.mcpHub;
    if (hub === undefined) {
      return missingServiceError(block.name, "mcpHub", "connections to MCP servers");
    }
    const { server_name: serverName, uri } = block.params;
    let content: string;
    try {
      content = await hub.readResource(serverName, uri);
    } catch (error) {
      return mcpFailureError(
        block.name,
        hub,
        serverName,
        `could not provide the resource '${uri}'`,
        error,
        "Check the URI against the resources the server lists, then try again or continue without it.",
      );
    }
    return content.trim() === "" ? `The resource '${uri}' of '${serverName}' is empty.` : content;
  }

  getDescription(block: ToolUse<ClineDefaultTool.MCP_ACCESS> | PartialToolUse<ClineDefaultTool.MCP_ACCESS>): string {
    return describeToolCall(block.name, block.params.uri ?? block.params.server_name);
  }
}
