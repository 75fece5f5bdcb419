// A seeded generator of large, valid tools.yaml files for the benchmarks.
//
// The same seed and options always give the same bytes: the PRNG below is the only source of randomness.
// Two modes:
//   - standalone: a complete spec with its own header (placeholders, context, variants, sharedParams);
//   - on a base spec (the project's tools.yaml): the synthetic tools are appended after the real ones, so
//     the result still compiles with the project's src/ (whose code refers to some real tools by key).
// Either way `tools` is the total tool count, and the synthetic tools are served by a handful of handler
// classes: the first tool of each class owns it, every other tool mounts it with `sharedWith`.
//
// CLI: node bench/make-synthetic-spec.mjs --tools 1000 [--seed 42] [--base tools.yaml] --out <dir>
//      writes <dir>/tools.yaml and <dir>/src/handlers/Synth*.ts.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/** mulberry32: a tiny 32-bit PRNG; plenty for picking words and shapes. */
function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (probability) => next() < probability,
  };
}

const NOUNS = [
  "ledger", "bucket", "widget", "report", "invoice", "cluster", "branch", "ticket", "schema", "record",
  "channel", "snapshot", "module", "profile", "segment", "metric", "layer", "queue", "token", "asset",
  "table", "index", "batch", "camera", "sensor", "route", "layout", "bundle", "dataset", "service",
];
const VERBS = [
  "inspect", "archive", "resize", "compare", "export", "merge", "rotate", "tag", "audit", "prune",
  "render", "sync", "sample", "score", "trace", "label", "publish", "lint", "probe", "scan",
];
const ADJECTIVES = ["stale", "pending", "primary", "remote", "local", "cached", "draft", "nightly", "shared", "legacy"];
const FILLER = [
  "Use it when the task needs it and nothing simpler works.",
  "The result lists what changed, one entry a line.",
  "Large results are cut off with a note saying how to get the rest.",
  "Prefer narrow arguments; broad ones are slow.",
  "It never changes files outside the workspace.",
  "Errors name the argument that was wrong.",
];
const HANDLER_CLASSES = ["SynthAlphaHandler", "SynthBetaHandler", "SynthGammaHandler", "SynthDeltaHandler"];
const VARIANTS = ["generic", "native-next-gen", "native-gpt-5"];
const APPROVALS = ["read", "read", "read", "none", "edit", "web", "mcp"];

/** The header of a standalone spec: the same variant and flag names as the project's own spec. */
const STANDALONE_HEADER = `# Synthetic tools.yaml written by bench/make-synthetic-spec.mjs. Do not edit; regenerate it.
version: 1

placeholders:
  cwd:
    default: "."
    description: The task's working directory.

context:
  yolo:
    default: false
    description: YOLO mode is on.
  focusChain:
    default: true
    description: The model keeps a task progress checklist.
  browser:
    default: true
    description: The host can drive a browser.

variants:
  generic:
    toolCalling: xml
    description: XML tool calling.
  native-next-gen:
    toolCalling: native
    description: Native tool calling.
  native-gpt-5:
    toolCalling: native
    description: Native tool calling, GPT-5 family.

sharedParams:
  task_progress:
    type: string
    requires: [focusChain]
    description: A markdown checklist of the task's steps after this call.
    example: "- [x] First step\\n- [ ] Second step"

tools:
`;

const q = (text) => JSON.stringify(text); // a JSON string is a valid YAML double-quoted scalar

function sentence(random, subject) {
  return `${random.pick(["Find", "List", "Check", "Update", "Summarise", "Fetch"])} the ${random.pick(ADJECTIVES)} ${subject}s of a project. ${random.pick(FILLER)}`;
}

/** One param of a synthetic tool, as YAML lines (indented for the params map). */
function paramLines(random, name, kind) {
  const lines = [`      ${name}:`];
  const required = random.chance(0.4);
  const field = (key, value) => lines.push(`        ${key}: ${value}`);
  switch (kind) {
    case "path":
      field("type", "string");
      field("required", "true");
      field("path", "true");
      field("description", q(`The file to work on, relative to {{cwd}}.`));
      field("example", q(`src/${random.pick(NOUNS)}.ts`));
      return lines;
    case "string":
      field("type", "string");
      if (required) field("required", "true");
      field("description", q(`The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} to use.`));
      field("example", q(`${random.pick(NOUNS)}-${random.int(1, 99)}`));
      return lines;
    case "integer": {
      const minimum = random.int(0, 5);
      field("type", "integer");
      if (required) field("required", "true");
      field("minimum", String(minimum));
      if (random.chance(0.5)) field("maximum", String(minimum + random.int(10, 1000)));
      field("description", q(`How many ${random.pick(NOUNS)}s to take.`));
      field("example", q(String(minimum + 3)));
      return lines;
    }
    case "boolean":
      field("type", "boolean");
      if (required) field("required", "true");
      field("description", q(`true to include ${random.pick(ADJECTIVES)} entries.`));
      field("example", q(random.chance(0.5) ? "true" : "false"));
      return lines;
    case "enum": {
      const values = [...new Set([random.pick(ADJECTIVES), random.pick(ADJECTIVES), random.pick(ADJECTIVES), "all"])];
      field("type", "string");
      if (required) field("required", "true");
      field("enum", `[${values.join(", ")}]`);
      field("description", q(`Which kind of ${random.pick(NOUNS)} to act on.`));
      field("example", q(values[0]));
      return lines;
    }
    case "array": {
      const itemType = random.pick(["string", "string", "integer"]);
      field("type", "array");
      if (required) field("required", "true");
      field("items", `{ type: ${itemType} }`);
      field("description", q(`The ${random.pick(NOUNS)}s to include, as a JSON array.`));
      field("example", q(itemType === "string" ? `["${random.pick(NOUNS)}", "${random.pick(NOUNS)}"]` : "[1, 2, 3]"));
      return lines;
    }
    default:
      throw new Error(`unknown param kind ${kind}`);
  }
}

/** One synthetic tool entry, as YAML text (indented for the tools list). */
function toolEntry(random, index, owners) {
  const serial = String(index).padStart(4, "0");
  const subject = random.pick(NOUNS);
  const name = `synth_${random.pick(VERBS)}_${subject}_${serial}`;
  const lines = [`  - key: SYNTH_${serial}`, `    name: ${name}`];

  // The first tool of each class owns it; the others share one of the owners.
  if (owners.length < HANDLER_CLASSES.length) {
    lines.push(`    handler: ${HANDLER_CLASSES[owners.length]}`);
    owners.push(name);
  } else {
    lines.push(`    sharedWith: ${random.pick(owners)}`);
  }
  lines.push(`    approval: ${random.pick(APPROVALS)}`);
  lines.push(`    planMode: ${random.chance(0.8) ? "allowed" : "blocked"}`);
  if (random.chance(0.1)) lines.push(`    requires: [${random.pick(["browser", '"!yolo"'])}]`);
  let variants = VARIANTS;
  if (random.chance(0.25)) {
    variants = VARIANTS.filter(() => random.chance(0.6));
    if (variants.length === 0) variants = ["generic"];
    lines.push(`    variants: [${variants.join(", ")}]`);
  }
  lines.push(`    description: ${q(sentence(random, subject))}`);

  // 3 to 6 params, the shared task_progress counting as one.
  const count = random.int(3, 6);
  const withPath = random.chance(0.35);
  const withProgress = random.chance(0.4);
  const kinds = [];
  if (withPath) kinds.push("path");
  while (kinds.length < count - (withProgress ? 1 : 0)) kinds.push(random.pick(["string", "string", "integer", "boolean", "enum", "array"]));
  lines.push("    params:");
  const names = [];
  kinds.forEach((kind, position) => {
    const paramName = kind === "path" ? "path" : `${random.pick(ADJECTIVES)}_${random.pick(NOUNS)}_${position}`;
    names.push({ name: paramName, kind });
    lines.push(...paramLines(random, paramName, kind));
  });
  if (withProgress) lines.push("      task_progress: shared");

  // A few variant overrides: a renamed path param, an omitted param, or a description of its own.
  const nativeVariants = variants.filter((variant) => variant !== "generic");
  if (nativeVariants.length > 0 && random.chance(0.08)) {
    const variant = random.pick(nativeVariants);
    lines.push("    overrides:", `      ${variant}:`);
    const pathParam = names.find((param) => param.kind === "path");
    if (pathParam !== undefined) {
      lines.push("        params:", "          path:", "            rename: absolutePath", `            description: ${q("The absolute path of the file.")}`);
    } else if (random.chance(0.5)) {
      lines.push("        params:", `          ${names[names.length - 1].name}: { omit: true }`);
    } else {
      lines.push(`        description: ${q(`${sentence(random, subject)} (${variant})`)}`);
    }
  }
  return lines.join("\n");
}

/** TypeScript of a synthetic handler class; it compiles against the project's src/contracts. */
function handlerSource(className) {
  return `// Written by bench/make-synthetic-spec.mjs: a handler serving many synthetic tools.
import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import type { ToolResponse } from "../contracts/tool-response.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

export class ${className} implements IToolHandler<string> {
  readonly name: string = "${className}";

  constructor(_validator: ToolValidator) {}

  async execute(_config: TaskConfig, block: ToolUse<string>): Promise<ToolResponse> {
    return \`\${block.name} ran with \${Object.keys(block.params).length} params.\`;
  }

  getDescription(block: ToolUse<string> | PartialToolUse<string>): string {
    return \`[\${block.name}]\`;
  }
}
`;
}

/** Counts the entries of a spec's tools list (entries start with `  - key:`). */
function countTools(specText) {
  return (specText.match(/^ {2}- key:/gm) ?? []).length;
}

/**
 * Builds a synthetic spec.
 * @param {{ tools: number, seed?: number, baseSpec?: string }} options
 * @returns {{ specText: string, handlerFiles: Record<string, string>, baseTools: number, syntheticTools: number }}
 */
export function makeSyntheticSpec({ tools, seed = 42, baseSpec }) {
  let header = STANDALONE_HEADER;
  let baseTools = 0;
  if (baseSpec !== undefined) {
    const topLevelKeys = [...baseSpec.matchAll(/^([A-Za-z]\w*):/gm)].map((match) => match[1]);
    if (topLevelKeys.at(-1) !== "tools") throw new Error("the base spec must end with its tools list");
    baseTools = countTools(baseSpec);
    header = baseSpec.endsWith("\n") ? baseSpec : `${baseSpec}\n`;
  }
  const syntheticTools = tools - baseTools;
  if (syntheticTools < 0) throw new Error(`the base spec already has ${baseTools} tools, more than ${tools}`);
  const random = createRandom(seed);
  const owners = [];
  const entries = [];
  for (let index = 1; index <= syntheticTools; index++) entries.push(toolEntry(random, index, owners));
  const body = entries.length > 0 ? `\n  # ---- ${syntheticTools} synthetic tools (seed ${seed}) ----\n\n${entries.join("\n\n")}\n` : "";
  const handlerFiles = Object.fromEntries(owners.map((_, index) => [`${HANDLER_CLASSES[index]}.ts`, handlerSource(HANDLER_CLASSES[index])]));
  return { specText: header + body, handlerFiles, baseTools, syntheticTools };
}

/** Writes a synthetic spec and its handler files into a project folder. */
export function writeSyntheticProject(directory, options) {
  const result = makeSyntheticSpec(options);
  const handlers = path.join(directory, "src", "handlers");
  mkdirSync(handlers, { recursive: true });
  writeFileSync(path.join(directory, "tools.yaml"), result.specText);
  for (const [file, content] of Object.entries(result.handlerFiles)) writeFileSync(path.join(handlers, file), content);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { tools: { type: "string" }, seed: { type: "string" }, base: { type: "string" }, out: { type: "string" } } });
  if (values.out === undefined || values.tools === undefined) {
    process.stderr.write("usage: node bench/make-synthetic-spec.mjs --tools N [--seed S] [--base tools.yaml] --out DIR\n");
    process.exit(2);
  }
  const result = writeSyntheticProject(values.out, {
    tools: Number(values.tools),
    seed: values.seed === undefined ? 42 : Number(values.seed),
    baseSpec: values.base === undefined ? undefined : readFileSync(values.base, "utf8"),
  });
  process.stderr.write(`wrote ${values.out}/tools.yaml: ${result.baseTools} base + ${result.syntheticTools} synthetic tools\n`);
}
