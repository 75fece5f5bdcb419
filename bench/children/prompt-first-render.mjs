// The first render of the generic tools prompt in a fresh process, timed inside the process around the
// call only (imports and reading the data happen before the clock starts).
// Usage: node prompt-first-render.mjs generated <package entry>
//        node prompt-first-render.mjs template <prompt data json>
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [mode, input] = process.argv.slice(2);
let render;
if (mode === "generated") {
  // The variant's sections are a lazily imported chunk: the first render includes importing it.
  const { loadVariantTools, renderVariantPrompt } = await import(pathToFileURL(input).href);
  render = async () => renderVariantPrompt(await loadVariantTools("generic"));
} else if (mode === "template") {
  const { renderToolsPromptBaseline } = await import("../lib/prompt-baseline.mjs");
  const data = JSON.parse(readFileSync(input, "utf8"));
  render = () => renderToolsPromptBaseline(data);
} else throw new Error(`unknown mode ${mode}`);

const started = process.hrtime.bigint();
const text = await render();
const ms = Number(process.hrtime.bigint() - started) / 1e6;
process.stdout.write(`${JSON.stringify({ ms, chars: text.length })}\n`);
