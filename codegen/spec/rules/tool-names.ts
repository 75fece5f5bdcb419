import { MCP_TOOL_IDENTIFIER } from "../../../src/coordinator/dynamic-tool-names.js";
import type { Problem } from "../problem.js";
import { eachTool, eachToolName, type SemanticRule } from "./rule-context.js";

/** The name rule every provider accepts (OpenAI, Anthropic and Gemini intersected). */
export const PROVIDER_SAFE_NAME = /^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$/;


/** Tool names and aliases must be provider-safe and must not look like MCP tool names. */
export const toolNames: SemanticRule = ({ source, spec }) => {
  const problems: Problem[] = [];
  for (const [tool, index] of eachTool(spec)) {
    for (const { name, path } of eachToolName(tool, index)) {
      if (!PROVIDER_SAFE_NAME.test(name)) {
        problems.push(
          source.problemAt("TOOL_NAME_INVALID", path, `tool name '${name}' must match ${PROVIDER_SAFE_NAME.source} (letters, digits, _ and -, at most 64 characters, not starting with a digit or -)`),
        );
      }
      if (name.includes(MCP_TOOL_IDENTIFIER)) {
        problems.push(
          source.problemAt("TOOL_NAME_MCP_IDENTIFIER", path, `tool name '${name}' contains '${MCP_TOOL_IDENTIFIER}', which marks MCP tool names; calls to it would be routed to use_mcp_tool`),
        );
      }
    }
  }
  return problems;
};
