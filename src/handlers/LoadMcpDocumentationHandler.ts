import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import type { ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { listMcpServersSafely } from "../handler-support/list-mcp-servers-safely.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Returns the built-in guide to writing an MCP server, with the servers connected right now. */
export class LoadMcpDocumentationHandler implements IToolHandler<ClineDefaultTool.MCP_DOCS> {
  readonly name = ClineDefaultTool.MCP_DOCS;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, _block: ToolUse<ClineDefaultTool.MCP_DOCS>): Promise<ToolResponse> {
    // The guide is long text only this tool needs: it loads with the first call.
    const { mcpServerGuide } = await import("../handler-support/mcp-server-guide.js");
    return `${mcpServerGuide}\n${describeConnectedServers(config)}`;
  }

  getDescription(block: ToolUse<ClineDefaultTool.MCP_DOCS> | PartialToolUse<ClineDefaultTool.MCP_DOCS>): string {
    return describeToolCall(block.name);
  }
}

function describeConnectedServers(config: TaskConfig): string {
  const servers = listMcpServersSafely(config.services.mcpHub);
  if (servers === undefined) return "## Connected servers\n\nThe host does not report which MCP servers are connected.";
  if (servers.length === 0) return "## Connected servers\n\nNo MCP servers are connected yet.";
  return `## Connected servers\n\nChoose a name not already taken by these:\n${servers.map((server) => `- ${server}`).join("\n")}`;
}
