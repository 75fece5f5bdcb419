import type { DynamicNameKind } from "../contracts/tool-metadata.js";

/** The marker in native MCP tool names: `<server uid>0mcp0<tool name>`. */
export const MCP_TOOL_IDENTIFIER = "0mcp0";

/** The prefix of the tools a host registers for its named subagents: `use_subagent_<agent>`. */
export const SUBAGENT_TOOL_PREFIX = "use_subagent_";

/** Splits a native MCP tool name into its server and tool, or undefined when it is not one. */
export function parseMcpToolName(name: string): { serverName: string; toolName: string } | undefined {
  const at = name.indexOf(MCP_TOOL_IDENTIFIER);
  if (at <= 0 || at + MCP_TOOL_IDENTIFIER.length >= name.length) return undefined;
  return { serverName: name.slice(0, at), toolName: name.slice(at + MCP_TOOL_IDENTIFIER.length) };
}

/** The agent name of a subagent tool name, or undefined when it is not one. */
export function parseSubagentToolName(name: string): string | undefined {
  return name.startsWith(SUBAGENT_TOOL_PREFIX) && name.length > SUBAGENT_TOOL_PREFIX.length ? name.slice(SUBAGENT_TOOL_PREFIX.length) : undefined;
}

/**
 * The params the runtime fills when it turns a dynamic name into a call of the tool serving that kind:
 * an MCP name becomes server, tool and JSON arguments; a subagent tool's `prompt` becomes the first prompt.
 * The spec's dynamic-names rule makes the serving tool declare them, so renaming one fails `toolspec check`.
 */
export const dynamicCallParams = {
  mcp: { serverName: "server_name", toolName: "tool_name", arguments: "arguments" },
  subagent: { prompt: "prompt_1" },
} as const satisfies Record<DynamicNameKind, Record<string, string>>;
