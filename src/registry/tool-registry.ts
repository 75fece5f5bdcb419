import type { DynamicNameKind, ToolMetadata } from "../contracts/tool-metadata.js";
import { toolMetadata } from "../generated/tool-metadata.js";
import { ClineDefaultTool, toolNameAliases } from "../generated/tool-names.js";

const metadataByName: ReadonlyMap<string, ToolMetadata> = new Map(Object.entries(toolMetadata));
const aliasTargets: ReadonlyMap<string, ClineDefaultTool> = new Map(Object.entries(toolNameAliases));

/** The declared tool a name calls: itself, or the tool a former name (alias) now maps to. */
export function resolveToolName(name: string): ClineDefaultTool | undefined {
  return metadataByName.has(name) ? (name as ClineDefaultTool) : aliasTargets.get(name);
}

/** What tools.yaml declares about a tool, by its name or a former name. */
export function getToolMetadata(name: string): ToolMetadata | undefined {
  return metadataByName.get(name) ?? metadataByName.get(aliasTargets.get(name) ?? "");
}

/** Every declared tool name and former name, for "did you mean" suggestions. */
export function knownToolNames(): string[] {
  return [...metadataByName.keys(), ...aliasTargets.keys()];
}

/** The tool that serves a kind of dynamic name (native MCP tool names, host subagents), if tools.yaml declares one. */
function toolServingDynamicNames(kind: DynamicNameKind): ToolMetadata | undefined {
  for (const tool of metadataByName.values()) if (tool.dynamicNames === kind) return tool;
  return undefined;
}

/** The tool serving native MCP tool names (`server0mcp0tool`), if any. */
export const mcpServingTool = toolServingDynamicNames("mcp");
/** The tool serving the host's `use_subagent_<agent>` names, if any. */
export const subagentServingTool = toolServingDynamicNames("subagent");
