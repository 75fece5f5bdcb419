// Token costs: `toolspec prompt --stats` on the repository's tools.yaml, the budgets `toolspec check`
// enforces (on test/fixtures/tokens/tools.yaml with each budget block of test/fixtures/tokens/budgets/
// appended), and what docs/tools.md shows: the Tokens figures and the handler diagram.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProjectSpec } from "../../codegen/commands/load-project-spec.js";
import { locateGeneratorAssets, resolveProjectPaths } from "../../codegen/project-paths.js";
import { runCli } from "../../codegen/run-cli.js";
import type { ToolSpec } from "../../codegen/spec/model.js";
import { contextOffering } from "../../codegen/tokens/offered-context.js";
import { captureIO, SpecProject } from "./support/spec-project.js";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FIXTURES = new URL("../fixtures/tokens/", import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), "utf8");

async function run(argv: readonly string[], cwd = REPO_ROOT) {
  const io = captureIO(cwd);
  const code = await runCli(argv, io);
  return { code, out: io.out(), err: io.err() };
}

/** One variant's table of a --stats report: its formats, rows and totals. */
interface StatsBlock {
  readonly heading: string;
  readonly formats: string[];
  readonly rows: Map<string, number[]>;
  readonly totals: number[];
}

/** Reads the variant tables back out of a --stats report. */
function parseStats(output: string): StatsBlock[] {
  const [, ...blocks] = output.trimEnd().split("\n\n");
  return blocks.map((block) => {
    const [heading, header, ...lines] = block.split("\n");
    const cells = (line: string) => line.trim().split(/\s+/);
    const rows = new Map<string, number[]>();
    let totals: number[] = [];
    for (const line of lines) {
      // Rows are a name and numbers; the not-offered list under the table is neither.
      if (!/^  \S+( +\d+)+$/.test(line)) continue;
      const [name, ...numbers] = cells(line);
      if (name === "total") totals = numbers.map(Number);
      else rows.set(name!, numbers.map(Number));
    }
    return { heading: heading!, formats: cells(header!).slice(1), rows, totals };
  });
}

describe("prompt --stats on the repository's tools.yaml", () => {
  let output: string;

  beforeAll(async () => {
    const result = await run(["prompt", "--stats"]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    output = result.out;
  }, 60_000);

  it("prints the same table as the committed snapshot", () => {
    expect(output).toMatchSnapshot();
  });

  it("names the tokenizer and says the counts are approximate", () => {
    expect(output).toContain("Tokens counted with gpt-tokenizer o200k_base; other models' tokenizers differ by a few percent.");
  });

  it("has one table per variant, each format's total equal to the sum of its rows", () => {
    const blocks = parseStats(output);
    expect(blocks.map((block) => block.heading.split(" ")[0])).toEqual(["generic", "native-next-gen", "native-gpt-5"]);
    for (const block of blocks) {
      expect(block.rows.size, block.heading).toBeGreaterThan(0);
      const sums = block.formats.map((_, column) => [...block.rows.values()].reduce((sum, tokens) => sum + tokens[column]!, 0));
      expect(block.totals, block.heading).toEqual(sums);
    }
  });

  it("counts with the declared defaults wherever it runs", async () => {
    const elsewhere = await run(["prompt", "--stats", "--spec", `${REPO_ROOT}tools.yaml`], "/");
    expect(elsewhere.out).toBe(output);
  });

  it.each([
    {
      name: "--variant keeps one table",
      argv: ["--variant", "native-gpt-5"],
      check: (blocks: StatsBlock[]) => expect(blocks.map((block) => block.heading.split(" ")[0])).toEqual(["native-gpt-5"]),
    },
    {
      name: "--format keeps one column",
      argv: ["--variant", "native-next-gen", "--format", "gemini"],
      check: (blocks: StatsBlock[]) => expect(blocks.map((block) => block.formats)).toEqual([["gemini"]]),
    },
    {
      name: "--context brings in the tools it enables",
      argv: ["--variant", "native-next-gen", "--context", "webTools=true"],
      check: (blocks: StatsBlock[]) => expect([...blocks[0]!.rows.keys()]).toEqual(expect.arrayContaining(["web_fetch", "web_search"])),
    },
    {
      name: "without the flag those tools are listed as not offered",
      argv: ["--variant", "native-next-gen"],
      check: (blocks: StatsBlock[]) => expect([...blocks[0]!.rows.keys()]).not.toContain("web_fetch"),
    },
  ])("$name", async ({ argv, check }) => {
    const result = await run(["prompt", "--stats", ...argv]);
    expect(result.code, result.err).toBe(0);
    check(parseStats(result.out));
  });

  it("is documented in prompt --help", async () => {
    const help = await run(["prompt", "--help"]);
    for (const option of ["--stats", "--error-format"]) expect(help.out).toContain(option);
  });

  it("shows which tools the context leaves out and why", () => {
    expect(output).toContain("not offered in this context: web_fetch (needs webTools), web_search (needs webTools)");
  });

  it.each([
    { name: "--format without --variant", argv: ["--format", "xml"], message: "--format with --stats needs --variant" },
    { name: "an unknown variant", argv: ["--variant", "nope"], message: "unknown variant 'nope'" },
    { name: "a format the variant does not have", argv: ["--variant", "generic", "--format", "gemini"], message: "variant 'generic' calls tools with XML; its only format is xml" },
    { name: "an unknown context flag", argv: ["--context", "nope=true"], message: "unknown context flag 'nope'" },
  ])("refuses $name with a usage error", async ({ argv, message }) => {
    const result = await run(["prompt", "--stats", ...argv]);
    expect(result.code).toBe(2);
    expect(result.out).toBe("");
    expect(result.err).toContain(`toolspec: ${message}`);
    expect(result.err).not.toMatch(/^\s+at /m);
  });
});

describe("budgets in toolspec check", () => {
  let project: SpecProject;
  const base = fixture("tools.yaml");

  beforeAll(async () => {
    project = SpecProject.create("toolspec-tokens-");
    project.write("tools.yaml", base);
    project.setHandlerFiles([
      { file: "EchoToolHandler.ts", exportedClass: "EchoToolHandler" },
      { file: "ReadNoteToolHandler.ts", exportedClass: "ReadNoteToolHandler" },
    ]);
    // Budgets change nothing that is generated, so one generate serves every case below.
    const generated = await run(["generate"], project.root);
    expect(generated.code, generated.out).toBe(0);
  }, 60_000);

  afterAll(() => project.dispose());

  // Positions count from the base spec (82 lines): a budget block's first line is line 83.
  it.each([
    {
      name: "the global tool budget, at each tool over it",
      budgets: "tool-budget-exceeded.yaml",
      expected: [
        "tools.yaml:35:11 BUDGET_EXCEEDED tool 'echo' costs 87 tokens in native (openai), over its budget of 65; also over in native (openai-responses) 84, plain (xml) 70, native (anthropic) 66",
        "tools.yaml:63:11 BUDGET_EXCEEDED tool 'read_note' costs 74 tokens in native (openai) with notes on, over its budget of 65; also over in native (openai-responses) 71",
      ],
    },
    {
      name: "a per-tool budget, which replaces the global one in both directions",
      budgets: "tool-override-exceeded.yaml",
      expected: [
        "tools.yaml:63:11 BUDGET_EXCEEDED tool 'read_note' costs 74 tokens in native (openai) with notes on, over its budget of 50; also over in native (openai-responses) 71, plain (xml) 59, native (anthropic) 59, native (gemini) 58",
        "tools.yaml:87:5 BUDGET_EXCEEDED tool 'shout' costs 43 tokens in plain (xml), over its budget of 40",
      ],
    },
    {
      name: "a variant total, once per format over it",
      budgets: "variant-total-exceeded.yaml",
      expected: [
        "tools.yaml:85:5 BUDGET_EXCEEDED variant 'plain' costs 113 tokens in xml (2 tools), over its budget of 100",
        "tools.yaml:86:5 BUDGET_EXCEEDED variant 'native' costs 87 tokens in openai (1 tool), over its budget of 80",
        "tools.yaml:86:5 BUDGET_EXCEEDED variant 'native' costs 84 tokens in openai-responses (1 tool), over its budget of 80",
      ],
    },
    { name: "budgets met exactly", budgets: "within-budget.yaml", expected: [] },
  ])("$name", async ({ budgets, expected }) => {
    project.write("tools.yaml", `${base}${fixture(`budgets/${budgets}`)}`);
    const result = await run(["check"], project.root);
    const reported = result.out.split("\n").filter((line) => line.startsWith("tools.yaml:"));
    expect(reported).toEqual(expected);
    expect(result.code, result.out).toBe(expected.length > 0 ? 1 : 0);
    if (expected.length === 0) expect(result.out).toContain("tools.yaml is valid");
  });

  it("reports budgets as JSON too", async () => {
    project.write("tools.yaml", `${base}${fixture("budgets/variant-total-exceeded.yaml")}`);
    const result = await run(["check", "--error-format", "json"], project.root);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.out)).toContainEqual({
      file: "tools.yaml",
      line: 85,
      column: 5,
      rule: "BUDGET_EXCEEDED",
      severity: "error",
      message: "variant 'plain' costs 113 tokens in xml (2 tools), over its budget of 100",
    });
  });
});

describe("offering a tool for measurement", () => {
  it.each([
    { name: "turns a required flag on", requires: ["notes"], expected: { notes: true, yolo: true } },
    { name: "turns a negated flag off", requires: ["!yolo"], expected: { notes: false, yolo: false } },
    { name: "keeps the defaults without requirements", requires: [], expected: { notes: false, yolo: true } },
    { name: "gives up on contradicting requirements", requires: ["notes", "!notes"], expected: undefined },
  ])("$name", ({ requires, expected }) => {
    expect(contextOffering({ notes: false, yolo: true }, requires)).toEqual(expected);
  });
});

/** The ```mermaid block of a catalog. */
function mermaidBlock(docs: string): string[] {
  const match = /```mermaid\n([\s\S]*?)\n```/.exec(docs);
  expect(match, "docs/tools.md has a mermaid block").not.toBeNull();
  return match![1]!.split("\n");
}

/** The edge each tool should have: to its class (dotted when shared), or to the no-handler node. */
function expectedEdge(tool: ToolSpec["tools"][number]): string {
  const id = `tool_${tool.name.replace(/[^A-Za-z0-9_]/g, "_")}`;
  if (tool.handler.kind === "none") return `  ${id} --> no_handler`;
  return `  ${id} ${tool.handler.kind === "shared" ? "-. shared .->" : "-->"} handler_${tool.handler.className}`;
}

describe("docs/tools.md", () => {
  // Filled in order: the repository's catalog, then the token fixture's.
  const catalogs: { docs: string; spec: ToolSpec }[] = [];
  let project: SpecProject;

  beforeAll(async () => {
    const assets = locateGeneratorAssets();
    const real = await loadProjectSpec(resolveProjectPaths(REPO_ROOT), assets);
    if (!real.ok) throw new Error("the repository's tools.yaml does not load");
    catalogs.push({ docs: readFileSync(path.join(REPO_ROOT, "docs", "tools.md"), "utf8"), spec: real.spec });
    project = SpecProject.create("toolspec-tokens-docs-");
    project.write("tools.yaml", fixture("tools.yaml"));
    project.setHandlerFiles([
      { file: "EchoToolHandler.ts", exportedClass: "EchoToolHandler" },
      { file: "ReadNoteToolHandler.ts", exportedClass: "ReadNoteToolHandler" },
    ]);
    expect((await run(["generate"], project.root)).code).toBe(0);
    const fixtureSpec = await loadProjectSpec(resolveProjectPaths(project.root), assets);
    if (!fixtureSpec.ok) throw new Error("the token fixture does not load");
    catalogs.push({ docs: project.read("docs/tools.md"), spec: fixtureSpec.spec });
  }, 60_000);

  afterAll(() => project.dispose());

  it.each([
    { name: "the repository's catalog", catalog: 0 },
    { name: "the token fixture's catalog", catalog: 1 },
  ])("$name has one subgraph per approval class used and one edge per tool", ({ catalog }) => {
    const { docs, spec } = catalogs[catalog]!;
    const lines = mermaidBlock(docs);
    expect(lines[0]).toBe("flowchart LR");
    const subgraphs = lines.filter((line) => line.startsWith("  subgraph ")).map((line) => /subgraph approval_(\w+)\[/.exec(line)?.[1]);
    expect(subgraphs).toEqual([...new Set(spec.tools.map((tool) => tool.approval))]);
    const edges = lines.filter((line) => line.includes("-->") || line.includes(".->"));
    expect(edges).toEqual(spec.tools.map(expectedEdge));
  });

  it("shows aliases, shared handlers and unserved names in the diagram", () => {
    const lines = mermaidBlock(catalogs[1]!.docs);
    expect(lines).toContain('    tool_echo["echo<br/>also: say"]');
    expect(lines).toContain("  tool_shout -. shared .-> handler_EchoToolHandler");
    expect(lines).toContain("  tool_reserved --> no_handler");
    expect(lines).toContain('  no_handler["no handler"]');
  });

  it("shows each tool's cost in the summary table and in its section", () => {
    const docs = catalogs[1]!.docs;
    expect(docs).toContain("| Tool | Approval | Plan mode | Handler | Variants | Tokens |");
    expect(docs).toContain("| [`echo`](#echo) | none | allowed | `EchoToolHandler` | `plain`, `native` | 70 / 66 |");
    expect(docs).toContain("| [`shout`](#shout) | none | allowed | `EchoToolHandler` | `plain` | 43 / — |");
    expect(docs).toContain("- **Tokens:** `plain` 70 (xml); `native` 66 (anthropic), 87 (openai), 84 (openai-responses), 65 (gemini)");
    expect(docs).toContain("- **Tokens:** with notes on: `plain` 59 (xml); `native` 59 (anthropic), 74 (openai), 71 (openai-responses), 58 (gemini)");
    expect(docs).toContain("- **Tokens:** none: no variant offers it");
    expect(docs).toContain("gpt-tokenizer o200k_base");
    const sections = catalogs[0]!.docs.split("\n## ").slice(2);
    for (const section of sections) expect(section, section.split("\n")[0]).toMatch(/^- \*\*Tokens:\*\* /m);
  });
});
