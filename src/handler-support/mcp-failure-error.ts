import type { McpHub } from "../contracts/services.js";
import { toolError, type ToolResult } from "../contracts/tool-response.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { listMcpServersSafely } from "./list-mcp-servers-safely.js";

/**
 * The tool error for a failed MCP request. When the hub can list its servers and the named one is not among them,
 * the error says so and names the connected servers, since a wrong server name is the likeliest cause.
 */
export function mcpFailureError(toolName: string, hub: McpHub, serverName: string, failedAction: string, error: unknown, nextStep: string): ToolResult {
  const servers = listMcpServersSafely(hub);
  if (servers !== undefined && !servers.includes(serverName)) {
    const advice =
      servers.length === 0
        ? "No MCP servers are connected, so continue without MCP."
        : `Connected servers: ${servers.map((name) => `'${name}'`).join(", ")}. Use one of these names as server_name.`;
    return toolError(`${toolName}: no connected MCP server is named '${serverName}'. ${advice}`);
  }
  return toolError(`${toolName}: the MCP server '${serverName}' ${failedAction}: ${describeThrownError(error)}. ${nextStep}`);
}
