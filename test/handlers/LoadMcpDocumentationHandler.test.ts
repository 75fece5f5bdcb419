import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { McpHub } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { mcpServerGuide } from "../../src/handler-support/mcp-server-guide.js";
import { LoadMcpDocumentationHandler } from "../../src/handlers/LoadMcpDocumentationHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: LoadMcpDocumentationHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new LoadMcpDocumentationHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const block = { type: "tool_use" as const, name: ClineDefaultTool.MCP_DOCS, params: {} };
const unusedHub = { callTool: async () => "", readResource: async () => "" };

const cases: { name: string; mcpHub?: McpHub; servers: string }[] = [
  { name: "lists the connected servers", mcpHub: { ...unusedHub, listServers: () => ["github", "weather"] }, servers: "Choose a name not already taken by these:\n- github\n- weather" },
  { name: "says when no server is connected", mcpHub: { ...unusedHub, listServers: () => [] }, servers: "No MCP servers are connected yet." },
  { name: "says when the hub cannot list its servers", mcpHub: unusedHub, servers: "The host does not report which MCP servers are connected." },
  { name: "works without a hub at all", servers: "The host does not report which MCP servers are connected." },
  {
    name: "still returns the guide when listing the servers throws",
    mcpHub: {
      ...unusedHub,
      listServers: () => {
        throw new Error("hub disconnected");
      },
    },
    servers: "The host does not report which MCP servers are connected.",
  },
];

describe("LoadMcpDocumentationHandler", () => {
  it.each(cases)("$name", async ({ mcpHub, servers }) => {
    const { config } = createTestTaskConfig(workspace.root, { services: mcpHub === undefined ? {} : { mcpHub } });
    expect(toToolResult(await handler.execute(config, block))).toEqual({ text: `${mcpServerGuide}\n## Connected servers\n\n${servers}`, isError: false });
  });

  it.each([
    { name: "the SDK package", fragment: "npm install @modelcontextprotocol/sdk zod@3" },
    { name: "the server class import", fragment: 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";' },
    { name: "the stdio transport import", fragment: 'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";' },
    { name: "tool registration with an input schema", fragment: "server.registerTool(\n  \"get_forecast\"" },
    { name: "connecting the transport", fragment: "await server.connect(new StdioServerTransport());" },
    { name: "the settings entry", fragment: '"mcpServers": {' },
    { name: "the stdout warning", fragment: "Never write to stdout yourself" },
  ])("the guide covers $name", ({ fragment }) => {
    expect(mcpServerGuide).toContain(fragment);
  });

  it("describes the call by the tool name", () => {
    expect(handler.getDescription(block)).toBe("[load_mcp_documentation]");
  });
});
