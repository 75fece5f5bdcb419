import type { ToolMetadata } from "../contracts/tool-metadata.js";
import type { RawToolUse } from "../contracts/tool-use.js";
import { parseMcpToolName, parseSubagentToolName } from "../coordinator/dynamic-tool-names.js";
import { getToolMetadata, toolServingDynamicNames } from "../registry/tool-registry.js";

/** A call mapped onto the declared tool that serves it. */
export interface ResolvedToolCall {
  readonly tool: ToolMetadata;
  /** The name the handler is looked up and called under (canonical, or the dynamic name). */
  readonly handlerName: string;
  /** The params in the shape the tool's schema describes (not yet normalised). */
  readonly params: Readonly<Record<string, unknown>>;
}

const mcpTool = toolServingDynamicNames("mcp");
const subagentTool = toolServingDynamicNames("subagent");

/**
 * Finds the declared tool a call belongs to. Declared names and aliases map directly. A native MCP name
 * (`server0mcp0tool`) becomes a call of the tool serving `mcp` names with server_name, tool_name and the
 * arguments as JSON text; a host subagent tool (`use_subagent_<agent>`) keeps its name and passes its
 * prompt as prompt_1, so both go through the same validation as any other call.
 */
export function resolveToolCall(block: RawToolUse, isSubagentName: (name: string) => boolean): ResolvedToolCall | undefined {
  const declared = getToolMetadata(block.name);
  if (declared !== undefined) return { tool: declared, handlerName: declared.name, params: block.params };
  const mcp = mcpTool && parseMcpToolName(block.name);
  if (mcpTool && mcp) {
    return {
      tool: mcpTool,
      handlerName: mcpTool.name,
      params: { server_name: mcp.serverName, tool_name: mcp.toolName, arguments: JSON.stringify(block.params ?? {}) },
    };
  }
  if (subagentTool && parseSubagentToolName(block.name) !== undefined && isSubagentName(block.name)) {
    const { prompt, ...rest } = block.params as Record<string, unknown>;
    return { tool: subagentTool, handlerName: block.name, params: { ...rest, prompt_1: prompt } };
  }
  return undefined;
}
