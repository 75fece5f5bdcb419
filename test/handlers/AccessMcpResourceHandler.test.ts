import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { McpHub } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { AccessMcpResourceHandler } from "../../src/handlers/AccessMcpResourceHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: AccessMcpResourceHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new AccessMcpResourceHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const reads: string[] = [];

/** A hub whose weather server serves weather://lisbon/current and weather://empty. */
function fakeHub(listServers?: () => readonly string[]): McpHub {
  return {
    callTool: async () => "",
    async readResource(server, uri) {
      reads.push(`${server} ${uri}`);
      if (server !== "weather") throw new Error("not connected");
      if (uri === "weather://empty") return "";
      if (uri !== "weather://lisbon/current") throw new Error(`no resource ${uri}`);
      return "18°C, clear";
    },
    ...(listServers === undefined ? {} : { listServers }),
  };
}

function call(serverName: string, uri: string) {
  return { type: "tool_use" as const, name: ClineDefaultTool.MCP_ACCESS, params: { server_name: serverName, uri } };
}

const cases: { name: string; hub?: McpHub; server: string; uri: string; expected: { text: string; isError: boolean }; read: boolean }[] = [
  { name: "returns the resource's content", hub: fakeHub(), server: "weather", uri: "weather://lisbon/current", expected: { text: "18°C, clear", isError: false }, read: true },
  { name: "an empty resource is described", hub: fakeHub(), server: "weather", uri: "weather://empty", expected: { text: "The resource 'weather://empty' of 'weather' is empty.", isError: false }, read: true },
  {
    name: "a hub failure names the server and the URI",
    hub: fakeHub(() => ["weather"]),
    server: "weather",
    uri: "weather://porto",
    expected: {
      text:
        "access_mcp_resource: the MCP server 'weather' could not provide the resource 'weather://porto': no resource weather://porto. " +
        "Check the URI against the resources the server lists, then try again or continue without it.",
      isError: true,
    },
    read: true,
  },
  {
    name: "an unknown server lists the connected servers",
    hub: fakeHub(() => []),
    server: "wether",
    uri: "weather://lisbon/current",
    expected: { text: "access_mcp_resource: no connected MCP server is named 'wether'. No MCP servers are connected, so continue without MCP.", isError: true },
    read: true,
  },
  {
    name: "no hub is a missing-service error",
    server: "weather",
    uri: "weather://lisbon/current",
    expected: {
      text:
        "The tool 'access_mcp_resource' cannot run here: it needs the host service 'mcpHub' (connections to MCP servers), and this agent was started without it. " +
        "Do not call this tool again in this task; continue with the other tools.",
      isError: true,
    },
    read: false,
  },
];

describe("AccessMcpResourceHandler", () => {
  it.each(cases)("$name", async ({ hub, server, uri, expected, read }) => {
    reads.length = 0;
    const { config } = createTestTaskConfig(workspace.root, { services: hub === undefined ? {} : { mcpHub: hub } });
    expect(toToolResult(await handler.execute(config, call(server, uri)))).toEqual(expected);
    expect(reads).toEqual(read ? [`${server} ${uri}`] : []);
  });

  it("describes the call by the URI", () => {
    expect(handler.getDescription(call("weather", "weather://lisbon/current"))).toBe("[access_mcp_resource for 'weather://lisbon/current']");
  });
});
