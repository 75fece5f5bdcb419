import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { mcpFailureError } from "../handler-support/mcp-failure-error.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

const EXPECTED_SHAPE = 'a JSON object matching the tool\'s input schema, such as {"city": "Lisbon", "days": 3} (use {} for a tool without input)';

/** Calls a tool of a connected MCP server with the model's JSON arguments. */
export class UseMcpToolHandler implements IToolHandler<ClineDefaultTool.MCP_USE> {
  readonly name = ClineDefaultTool.MCP_USE;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.MCP_USE>): Promise<ToolResponse> {
    const hub = config.services.mcpHub;
    if (hub === undefined) {
      return missingServiceError(block.name, "mcpHub", "connections to MCP servers");
    }
    const { server_name: serverName, tool_name: toolName } = block.params;
    const parsed = parseArguments(block.params.arguments);
    if (typeof parsed === "string") {
      return toolError(`${block.name}: 'arguments' ${parsed}. Send ${EXPECTED_SHAPE}.`);
    }
    let output: string;
    try {
      output = await hub.callTool(serverName, toolName, parsed);
    } catch (error) {
      return mcpFailureError(
        block.name,
        hub,
        serverName,
        `failed to run its tool '${toolName}'`,
        error,
        "Check the tool name and the arguments against the tool's input schema, then try again or continue without it.",
      );
    }
    return output.trim() === "" ? `The tool '${toolName}' of '${serverName}' ran and returned no output.` : output;
  }

  getDescription(block: ToolUse<ClineDefaultTool.MCP_USE> | PartialToolUse<ClineDefaultTool.MCP_USE>): string {
    const { server_name: serverName, tool_name: toolName } = block.params;
    return describeToolCall(block.name, toolName === undefined ? serverName : `${toolName} on ${serverName ?? "?"}`);
  }
}

/** The arguments as an object, or why they are not one. */
function parseArguments(text: string): Readonly<Record<string, unknown>> | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `is not valid JSON (${describeThrownError(error)})`;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const kind = value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;
    return `must be a JSON object, but it is ${kind}`;
  }
  // JSON.parse only builds plain objects, so every key is the model's own.
  return value as Readonly<Record<string, unknown>>;
}
