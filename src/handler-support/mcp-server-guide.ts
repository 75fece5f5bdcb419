/**
 * A concise guide to writing an MCP server with the TypeScript SDK (@modelcontextprotocol/sdk 1.x), returned by
 * load_mcp_documentation. Kept as data so it can be reviewed and updated apart from the handler.
 */
export const mcpServerGuide = `# Building an MCP server in TypeScript

An MCP (Model Context Protocol) server is a small program that offers tools (actions with typed input) and
resources (readable data addressed by URI) to an agent. The agent's host starts the server as a child process
and talks to it over stdin/stdout, so once the user registers it, its tools show up for you to call with
use_mcp_tool and its resources with access_mcp_resource.

## 1. Set up the project

Create the server outside the user's project unless they ask otherwise (for example in a folder for MCP servers
in their home directory):

\`\`\`bash
mkdir weather-server && cd weather-server
npm init -y
npm install @modelcontextprotocol/sdk zod@3
npm install --save-dev typescript @types/node
\`\`\`

In package.json set \`"type": "module"\` and add \`"build": "tsc"\` to the scripts. A tsconfig.json that fits:

\`\`\`json
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "Node16",
    "moduleResolution": "Node16",
    "outDir": "build",
    "rootDir": "src",
    "strict": true,
    "esModuleInterop": true,
    "skipLibCheck": true
  },
  "include": ["src"]
}
\`\`\`

## 2. Write the server (src/index.ts)

\`\`\`typescript
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const server = new McpServer({ name: "weather-server", version: "1.0.0" });

// A tool: a unique name, a description the model reads to decide when to call it, and an input schema
// written as an object of zod types (the SDK turns it into JSON Schema and validates every call).
server.registerTool(
  "get_forecast",
  {
    title: "Weather forecast",
    description: "Daily forecast for a city. Use it when the user asks about upcoming weather.",
    inputSchema: {
      city: z.string().describe("City name, such as Lisbon"),
      days: z.number().int().min(1).max(7).default(3).describe("How many days to forecast"),
    },
  },
  async ({ city, days }) => {
    const apiKey = process.env.WEATHER_API_KEY;
    if (!apiKey) {
      // Report problems as a tool result with isError, so the model can read them and react.
      return { content: [{ type: "text", text: "WEATHER_API_KEY is not set" }], isError: true };
    }
    const response = await fetch(
      \`https://api.example.com/forecast?city=\${encodeURIComponent(city)}&days=\${days}&key=\${apiKey}\`,
    );
    return { content: [{ type: "text", text: await response.text() }] };
  },
);

// A resource: static data at a fixed URI (use ResourceTemplate from the same module for URIs with parameters).
server.registerResource(
  "supported-cities",
  "weather://cities",
  { title: "Supported cities", description: "Cities the forecast covers", mimeType: "text/plain" },
  async (uri) => ({ contents: [{ uri: uri.href, text: "Lisbon\\nPorto\\nMadrid" }] }),
);

// stdio transport: the host writes requests to stdin and reads responses from stdout.
await server.connect(new StdioServerTransport());
// stdout carries the protocol, so log only to stderr.
console.error("weather-server running on stdio");
\`\`\`

Rules that save debugging time:
- Never write to stdout yourself (no console.log); it corrupts the protocol stream. Use console.error.
- Tool names should be short snake_case or kebab-case identifiers, unique within the server.
- Describe every input with .describe(...): the model sees these descriptions in the tool's schema.
- Return text content; put errors in the result with isError: true instead of throwing where you can.
- Read secrets (API keys, tokens) from environment variables, never hard-code them.

## 3. Build and try it

\`\`\`bash
npm run build
npx @modelcontextprotocol/inspector node build/index.js
\`\`\`

The inspector lists the server's tools and resources and lets you call them by hand before connecting it.

## 4. Connect it to the agent

The user (or you, with their consent) adds the server to the host's MCP settings file, whose location depends
on the host (for the Cline extension it is cline_mcp_settings.json, opened from the MCP Servers view). Each
entry under "mcpServers" says how to start the server:

\`\`\`json
{
  "mcpServers": {
    "weather-server": {
      "command": "node",
      "args": ["/absolute/path/to/weather-server/build/index.js"],
      "env": { "WEATHER_API_KEY": "..." },
      "disabled": false,
      "autoApprove": []
    }
  }
}
\`\`\`

Use an absolute path in "args". Ask the user for secret values instead of inventing them. After the settings
are saved the host starts the server; its tools then appear among the connected servers, and you can call
them with use_mcp_tool (server_name "weather-server", tool_name "get_forecast", arguments as a JSON object).
Listing a tool name in "autoApprove" lets it run without asking the user each time.
`;
