import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { McpHub } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { UseMcpToolHandler } from "../../src/handlers/UseMcpToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: UseMcpToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new UseMcpToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const calls: { server: string; tool: string; args: Readonly<Record<string, unknown>> }[] = [];

/** A hub whose weather server answers get_forecast and fails everything else; `listServers` is optional. */
function fakeHub(listServers?: () => readonly string[]): McpHub {
  return {
    async callTool(server, tool, args) {
      calls.push({ server, tool, args });
      if (server !== "weather") throw new Error(`unknown server ${server}`);
      if (tool === "silent") return "  ";
      if (tool !== "get_forecast") throw new Error(`tool ${tool} not found`);
      return typeof args["city"] === "string" ? `Sunny in ${args["city"]}` : "Sunny everywhere";
    },
    readResource: async () => "",
    ...(listServers === undefined ? {} : { listServers }),
  };
}

function call(serverName: string, toolName: string, args: string) {
  return { type: "tool_use" as const, name: ClineDefaultTool.MCP_USE, params: { server_name: serverName, tool_name: toolName, arguments: args } };
}

const SHAPE = 'a JSON object matching the tool\'s input schema, such as {"city": "Lisbon", "days": 3} (use {} for a tool without input)';

interface McpCase {
  name: string;
  hub?: McpHub;
  server?: string;
  tool?: string;
  args: string;
  expected: { text: string; isError: boolean } | RegExp;
  called?: Readonly<Record<string, unknown>>;
}

const cases: McpCase[] = [
  { name: "calls the tool with the parsed arguments", hub: fakeHub(), args: '{"city": "Lisbon", "days": 3}', expected: { text: "Sunny in Lisbon", isError: false }, called: { city: "Lisbon", days: 3 } },
  { name: "an empty object is valid input", hub: fakeHub(), args: "{}", expected: { text: "Sunny everywhere", isError: false }, called: {} },
  {
    name: "an empty tool output is described",
    hub: fakeHub(),
    tool: "silent",
    args: "{}",
    expected: { text: "The tool 'silent' of 'weather' ran and returned no output.", isError: false },
    called: {},
  },
  {
    name: "invalid JSON quotes the parse error and shows the expected shape",
    hub: fakeHub(),
    args: "{city: Lisbon}",
    expected: new RegExp(`^use_mcp_tool: 'arguments' is not valid JSON \\(.+\\)\\. Send ${SHAPE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.$`),
  },
  { name: "a JSON array is refused", hub: fakeHub(), args: '["Lisbon"]', expected: { text: `use_mcp_tool: 'arguments' must be a JSON object, but it is an array. Send ${SHAPE}.`, isError: true } },
  { name: "JSON null is refused", hub: fakeHub(), args: "null", expected: { text: `use_mcp_tool: 'arguments' must be a JSON object, but it is null. Send ${SHAPE}.`, isError: true } },
  { name: "a JSON string is refused", hub: fakeHub(), args: '"Lisbon"', expected: { text: `use_mcp_tool: 'arguments' must be a JSON object, but it is a string. Send ${SHAPE}.`, isError: true } },
  {
    name: "a hub failure names the server and the tool",
    hub: fakeHub(() => ["weather"]),
    tool: "get_alerts",
    args: "{}",
    expected: {
      text:
        "use_mcp_tool: the MCP server 'weather' failed to run its tool 'get_alerts': tool get_alerts not found. " +
        "Check the tool name and the arguments against the tool's input schema, then try again or continue without it.",
      isError: true,
    },
    called: {},
  },
  {
    name: "an unknown server lists the connected servers",
    hub: fakeHub(() => ["weather", "github"]),
    server: "wether",
    args: "{}",
    expected: { text: "use_mcp_tool: no connected MCP server is named 'wether'. Connected servers: 'weather', 'github'. Use one of these names as server_name.", isError: true },
    called: {},
  },
  {
    name: "an unknown server with a hub that cannot list servers reports the hub's error",
    hub: fakeHub(),
    server: "wether",
    args: "{}",
    expected: {
      text:
        "use_mcp_tool: the MCP server 'wether' failed to run its tool 'get_forecast': unknown server wether. " +
        "Check the tool name and the arguments against the tool's input schema, then try again or continue without it.",
      isError: true,
    },
    called: {},
  },
  {
    name: "no hub is a missing-service error",
    args: "{}",
    expected: {
      text:
        "The tool 'use_mcp_tool' cannot run here: it needs the host service 'mcpHub' (connections to MCP servers), and this agent was started without it. " +
        "Do not call this tool again in this task; continue with the other tools.",
      isError: true,
    },
  },
];

describe("UseMcpToolHandler", () => {
  it.each(cases)("$name", async ({ hub, server, tool, args, expected, called }) => {
    calls.length = 0;
    const { config } = createTestTaskConfig(workspace.root, { services: hub === undefined ? {} : { mcpHub: hub } });
    const result = toToolResult(await handler.execute(config, call(server ?? "weather", tool ?? "get_forecast", args)));
    if (expected instanceof RegExp) {
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(expected);
    } else {
      expect(result).toEqual(expected);
    }
    expect(calls).toEqual(called === undefined ? [] : [{ server: server ?? "weather", tool: tool ?? "get_forecast", args: called }]);
  });

  it("describes the call by tool and server", () => {
    expect(handler.getDescription(call("weather", "get_forecast", "{}"))).toBe("[use_mcp_tool for 'get_forecast on weather']");
  });
});
