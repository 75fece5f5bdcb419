// Summarises a V8 .cpuprofile (from `node --cpu-prof`): the top self-time functions, and self time per
// package or project folder. Usage: node bench/summarize-cpu-profile.mjs <file.cpuprofile> [top=25]
import { readFileSync } from "node:fs";

const [file, topArg = "25"] = process.argv.slice(2);
if (file === undefined) {
  process.stderr.write("usage: node bench/summarize-cpu-profile.mjs <file.cpuprofile> [top]\n");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, "utf8"));
const top = Number(topArg);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);

/** Where a function lives: a package under node_modules, a project folder, node internals, or V8. */
function area(url) {
  if (!url) return "(v8/native)";
  if (url.startsWith("node:")) return "(node internals)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const project = url.match(/\/(dist\/(?:codegen|src)\/[^/]+|bench\/[^/]+)/);
  return project ? project[1] : url.replace(/^file:\/\//, "");
}

const byFunction = new Map();
const byArea = new Map();
for (const [id, micros] of selfMicros) {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  const name = `${functionName || "(anonymous)"}  ${url ? `${url.replace(/^file:\/\//, "").replace(/.*node_modules\//, "")}:${lineNumber + 1}` : ""}`.trim();
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const where = area(url);
  byArea.set(where, (byArea.get(where) ?? 0) + micros);
}

const print = (title, map, count) => {
  process.stdout.write(`\n${title}\n`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    process.stdout.write(`${(micros / 1000).toFixed(1).padStart(9)} ms ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${name}\n`);
  }
};
// Inclusive time of the project's own functions (dist/...): each sample counts once per function on its stack.
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const projectKey = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const match = url.includes("node_modules") ? null : url.match(/\/(dist\/.*)$/);
  return match && functionName ? `${functionName}  ${match[1]}:${lineNumber + 1}` : undefined;
};
const inclusive = new Map();
for (const [id, micros] of selfMicros) {
  const seen = new Set();
  for (let current = id; current !== undefined; current = parents.get(current)) {
    const key = projectKey(nodes.get(current));
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + micros);
  }
}

process.stdout.write(`${file}: ${(total / 1000).toFixed(0)} ms sampled\n`);
print("Self time by function:", byFunction, top);
print("Self time by area:", byArea, 15);
print("Inclusive time of project functions:", inclusive, top);
