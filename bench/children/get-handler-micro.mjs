// coordinator.getHandler for a declared name and an MCP name, against Map.get on a Map of the same size.
// Usage: node get-handler-micro.mjs <package entry> <workspace> <samples>
import { pathToFileURL } from "node:url";
import { compareLoops, report } from "../lib/micro.mjs";

const [entry, workspace, samplesArg] = process.argv.slice(2);
const { createToolRuntime } = await import(pathToFileURL(entry).href);
const { coordinator } = createToolRuntime({ cwd: workspace });
const samples = Number(samplesArg);

// The same keys and values the coordinator holds (its private map, read from outside for the copy).
const registered = coordinator.handlers;
if (!(registered instanceof Map)) throw new Error("ToolExecutorCoordinator no longer keeps a `handlers` Map; update this benchmark");
const plain = new Map(registered);
const staticName = "read_file";
const mcpName = "server0mcp0tool";
if (coordinator.getHandler(staticName) !== plain.get(staticName)) throw new Error("read_file resolves differently");
if (coordinator.getHandler(mcpName) === undefined) throw new Error("the MCP name has no handler");

const mapGet = (n) => {
  let found = 0;
  for (let i = 0; i < n; i++) if (plain.get(staticName) !== undefined) found++;
  return found;
};
const getStatic = (n) => {
  let found = 0;
  for (let i = 0; i < n; i++) if (coordinator.getHandler(staticName) !== undefined) found++;
  return found;
};
const getMcp = (n) => {
  let found = 0;
  for (let i = 0; i < n; i++) if (coordinator.getHandler(mcpName) !== undefined) found++;
  return found;
};
report({ mapSize: plain.size, results: await compareLoops({ mapGet, getStatic, getMcp }, { samples }) });
