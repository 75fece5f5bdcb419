import type { ToolMetadata } from "../contracts/tool-metadata.js";
import type { RawToolUse } from "../contracts/tool-use.js";
import { dynamicCallParams, parseMcpToolName } from "../coordinator/dynamic-tool-names.js";
import { getToolMetadata, mcpServingTool, subagentServingTool } from "../registry/tool-registry.js";

/** A call mapped onto the declared tool that serves it. */
export interface ResolvedToolCall {
  readonly tool: ToolMetadata;
  /** The name the handler is looked up and called under (canonical, or the dynamic name). */
  readonly handlerName: string;
  /** The params in the shape the tool's schema describes (not yet normalised). */
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * Finds the declared tool a call belongs to. Declared names and aliases map directly. A native MCP name
 * (`server0mcp0tool`) becomes a call of the tool serving `mcp` names, with the server, the tool and the
 * arguments as JSON text; a subagent tool the host offers (`use_subagent_<agent>`) keeps its name and passes
 * its `prompt` as the first prompt. Both then go through the same validation as any other call.
 */
export function resolveToolCall(block: RawToolUse, isSubagentName: (name: string) => boolean): ResolvedToolCall | undefined {
  const declared = getToolMetadata(block.name);
  if (declared !== undefined) return { tool: declared, handlerName: declared.name, params: block.params };
  const mcp = mcpServingTool && parseMcpToolName(block.name);
  if (mcpServingTool && mcp) {
    const names = dynamicCallParams.mcp;
    return {
      tool: mcpServingTool,
      handlerName: mcpServingTool.name,
      params: { [names.serverName]: mcp.serverName, [names.toolName]: mcp.toolName, [names.arguments]: JSON.stringify(block.params ?? {}) },
    };
  }
  if (subagentServingTool && isSubagentName(block.name)) {
    const { prompt, ...rest } = (block.params ?? {}) as Record<string, unknown>;
    // A model that already used the serving tool's own param name keeps it.
    const params = prompt === undefined ? rest : { ...rest, [dynamicCallParams.subagent.prompt]: prompt };
    return { tool: subagentServingTool, handlerName: block.name, params };
  }
  return undefined;
}
