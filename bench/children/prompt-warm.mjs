// Warm rendering of the generic tools prompt, against the template-literal baseline over the same data.
// Usage: node prompt-warm.mjs <package entry> <prompt data json> <samples>
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { compareLoops, report } from "../lib/micro.mjs";
import { renderToolsPromptBaseline } from "../lib/prompt-baseline.mjs";

const [entry, dataFile, samplesArg] = process.argv.slice(2);
const { loadVariantTools, renderVariantPrompt } = await import(pathToFileURL(entry).href);
// Warm: the variant is loaded once, as a host does, then rendered synchronously.
const generic = await loadVariantTools("generic");
const renderToolsPrompt = (_variant, options) => renderVariantPrompt(generic, options);
const data = JSON.parse(readFileSync(dataFile, "utf8"));

// Same text, for the defaults and for other hosts (the baseline must not be right by accident). A
// difference is reported, not thrown: the timings stay meaningful, and the row shows the mismatch.
function firstDifference(a, b) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return at;
}
const contexts = [{}, { yolo: true, focusChain: false }, { browser: false, mcpHub: false, skills: true, subagents: true }];
const mismatches = [];
for (const context of contexts) {
  const placeholders = { cwd: "/home/user/project", multiRootHint: " Use @root:path for other roots." };
  const generated = renderToolsPrompt("generic", { context, placeholders });
  const baseline = renderToolsPromptBaseline(data, { ...data.placeholders, ...placeholders }, { ...data.context, ...context });
  if (generated === baseline) continue;
  const at = firstDifference(generated, baseline);
  mismatches.push({ context, at, lengths: [generated.length, baseline.length], generated: generated.slice(Math.max(0, at - 30), at + 50), baseline: baseline.slice(Math.max(0, at - 30), at + 50) });
}

const template = (n) => {
  let chars = 0;
  for (let i = 0; i < n; i++) chars += renderToolsPromptBaseline(data).length;
  return chars;
};
const generated = (n) => {
  let chars = 0;
  for (let i = 0; i < n; i++) chars += renderToolsPrompt("generic").length;
  return chars;
};
report({ chars: renderToolsPrompt("generic").length, identical: mismatches.length === 0, mismatches, results: await compareLoops({ template, generated }, { samples: Number(samplesArg) }) });
