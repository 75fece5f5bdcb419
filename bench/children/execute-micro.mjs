// runtime.execute of read_file on a small file against fs.promises.readFile of the same file.
// Usage: node execute-micro.mjs <package entry> <workspace> <samples>
// Two files are read in turn so the executor's loop detection (identical calls in a row) never fires.
import { mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { compareLoops, report } from "../lib/micro.mjs";

const [entry, workspace, samplesArg] = process.argv.slice(2);
const { createToolRuntime } = await import(pathToFileURL(entry).href);

const directory = path.join(workspace, "row8");
mkdirSync(directory, { recursive: true });
const lines = Array.from({ length: 20 }, (_, index) => `export const value${index} = ${index * 7}; // line ${index + 1}`);
const names = ["row8/small-a.ts", "row8/small-b.ts"];
for (const name of names) writeFileSync(path.join(workspace, name), `${lines.join("\n")}\n`);
const absolute = names.map((name) => path.join(workspace, name));

const runtime = createToolRuntime({ cwd: workspace }); // default settings auto-approve reads inside the workspace
const calls = names.map((name) => ({ type: "tool_use", name: "read_file", params: { path: name } }));
for (let i = 0; i < 4; i++) {
  const result = await runtime.execute(calls[i & 1]);
  if (result.outcome !== "success" || !result.text.includes("value19")) throw new Error(`read_file did not succeed: ${JSON.stringify(result).slice(0, 400)}`);
}

const readfile = async (n) => {
  let chars = 0;
  for (let i = 0; i < n; i++) chars += (await readFile(absolute[i & 1], "utf8")).length;
  return chars;
};
const execute = async (n) => {
  let chars = 0;
  for (let i = 0; i < n; i++) chars += (await runtime.execute(calls[i & 1])).text.length;
  return chars;
};
report({ bytes: lines.join("\n").length + 1, results: await compareLoops({ readfile, execute }, { samples: Number(samplesArg), batchMs: 20, warmupMs: 500 }) });
