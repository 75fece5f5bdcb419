// The toolspec command line, in-process through runCli: help, version, usage errors (exit 2, a hint,
// never a stack trace), an unreadable spec (exit 1), and `prompt` against the repository's own
// tools.yaml. One spawn of the compiled bin proves it runs as plain JavaScript.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { commandHelp, mainHelp } from "../../codegen/cli-help.js";
import { runCli } from "../../codegen/run-cli.js";
import { captureIO, SpecProject } from "./support/spec-project.js";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BIN = fileURLToPath(new URL("../../dist/codegen/cli.js", import.meta.url));
const MINI_PROJECT = new URL("../fixtures/mini-project/", import.meta.url);
const packageVersion = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;

async function run(argv: readonly string[], cwd = REPO_ROOT) {
  const io = captureIO(cwd);
  const code = await runCli(argv, io);
  return { code, out: io.out(), err: io.err() };
}

/** A usage error: exit 2, a one-line message and a hint on stderr, nothing on stdout, no stack trace. */
function expectUsageError(result: { code: number; out: string; err: string }, message: string | RegExp, hintCommand?: string) {
  expect(result.code, result.err).toBe(2);
  expect(result.out).toBe("");
  expect(result.err).toMatch(typeof message === "string" ? new RegExp(`^toolspec: ${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) : message);
  expect(result.err).toContain(`Run 'toolspec ${hintCommand ? `${hintCommand} ` : ""}--help' for usage.`);
  expect(result.err).not.toMatch(/^\s+at /m);
  expect(result.err.trim().split("\n")).toHaveLength(2);
}

describe("help", () => {
  it.each([
    { name: "--help", argv: ["--help"] },
    { name: "-h", argv: ["-h"] },
    { name: "help", argv: ["help"] },
    { name: "no arguments", argv: [] },
  ])("$name prints the main help", async ({ argv }) => {
    const result = await run(argv);
    expect(result.code).toBe(0);
    expect(result.out).toBe(mainHelp);
    expect(result.out).toContain("Usage: toolspec <command> [options]");
    for (const command of ["generate", "check", "prompt", "--spec", "--help", "--version"]) expect(result.out).toContain(command);
  });

  it("help generate prints the generate help", async () => {
    const result = await run(["help", "generate"]);
    expect(result.code).toBe(0);
    expect(result.out).toBe(commandHelp.generate);
    expect(result.out).toMatch(/^Usage: toolspec generate /);
  });

  // Every option runCli's parser accepts for the command (besides -h/--help) is documented.
  it.each([
    { command: "generate", options: ["--check", "--spec"] },
    { command: "check", options: ["--spec"] },
    { command: "prompt", options: ["--variant", "--format", "--cwd", "--set", "--context", "--spec"] },
  ])("$command --help lists every option of the command", async ({ command, options }) => {
    for (const argv of [[command, "--help"], [command, "-h"], ["help", command]]) {
      const result = await run(argv);
      expect(result.code, argv.join(" ")).toBe(0);
      expect(result.err).toBe("");
      expect(result.out).toMatch(new RegExp(`^Usage: toolspec ${command}\\b`));
      for (const option of options) expect(result.out, `${argv.join(" ")} mentions ${option}`).toContain(option);
    }
  });

  it("prompt --help works without the otherwise required --variant", async () => {
    const result = await run(["prompt", "--help"]);
    expect(result.code).toBe(0);
    expect(result.out).toBe(commandHelp.prompt);
  });
});

describe("version", () => {
  it("--version prints package.json's version (in-process, from source)", async () => {
    const result = await run(["--version"]);
    expect(result.code).toBe(0);
    expect(result.out).toBe(`${packageVersion}\n`);
  });

  it.skipIf(!existsSync(BIN))("the compiled bin runs as plain JavaScript and prints package.json's version", () => {
    const child = spawnSync(process.execPath, [BIN, "--version"], { cwd: REPO_ROOT, encoding: "utf8", timeout: 15_000 });
    expect(child.stderr).toBe("");
    expect(child.status).toBe(0);
    expect(child.stdout).toBe(`${packageVersion}\n`);
  });
});

describe("usage errors exit 2 with a hint", () => {
  let project: SpecProject;
  beforeAll(() => {
    project = SpecProject.create("toolspec-cli-");
    cpSync(MINI_PROJECT, project.root, { recursive: true });
  });
  afterAll(() => project.dispose());

  it.each([
    { name: "unknown command", argv: ["frobnicate"], message: "unknown command 'frobnicate'", hint: undefined },
    { name: "unknown option of generate", argv: ["generate", "--frob"], message: "Unknown option '--frob'", hint: "generate" },
    { name: "option of another command", argv: ["check", "--check"], message: "Unknown option '--check'", hint: "check" },
    { name: "unknown option of prompt", argv: ["prompt", "--variant", "plain", "--colour"], message: "Unknown option '--colour'", hint: "prompt" },
    { name: "positional argument", argv: ["generate", "tools.yaml"], message: "Unexpected argument 'tools.yaml'", hint: "generate" },
    { name: "option without its value", argv: ["prompt", "--variant"], message: /^toolspec: Option '--variant <value>' argument missing/, hint: "prompt" },
    { name: "prompt without --variant", argv: ["prompt"], message: "--variant is required", hint: "prompt" },
  ])("$name", async ({ argv, message, hint }) => {
    expectUsageError(await run(argv, project.root), message, hint);
  });

  // These need the spec (variants, placeholders and flags come from it): the mini project declares
  // variants plain (xml) and native, placeholder cwd and context flag focusChain.
  it.each([
    { name: "unknown variant, listing the declared ones", argv: ["--variant", "fancy"], message: "unknown variant 'fancy' (declared: plain, native)" },
    { name: "a native format for an XML variant", argv: ["--variant", "plain", "--format", "openai"], message: "variant 'plain' calls tools with XML; its only format is xml" },
    { name: "xml for a native variant", argv: ["--variant", "native", "--format", "xml"], message: "variant 'native' uses native tool calling; --format must be one of anthropic, openai, openai-responses, gemini" },
    { name: "an unknown format for a native variant", argv: ["--variant", "native", "--format", "claude"], message: "variant 'native' uses native tool calling; --format must be one of" },
    { name: "a context flag that is neither true nor false", argv: ["--variant", "plain", "--context", "focusChain=maybe"], message: "--context focusChain must be true or false, got 'maybe'" },
    { name: "a context flag without a value", argv: ["--variant", "plain", "--context", "focusChain"], message: "--context expects name=value, got 'focusChain'" },
    { name: "an undeclared context flag", argv: ["--variant", "plain", "--context", "yolo=true"], message: "unknown context flag 'yolo' (declared: focusChain)" },
    { name: "an undeclared placeholder", argv: ["--variant", "plain", "--set", "width=80"], message: "unknown placeholder 'width' (declared: cwd)" },
  ])("prompt with $name", async ({ argv, message }) => {
    expectUsageError(await run(["prompt", ...argv], project.root), message, "prompt");
  });

  it("--context yolo=maybe against the repository's spec", async () => {
    expectUsageError(await run(["prompt", "--variant", "generic", "--context", "yolo=maybe"]), "--context yolo must be true or false, got 'maybe'", "prompt");
  });
});

describe("an unreadable spec exits 1 with SPEC_UNREADABLE", () => {
  let project: SpecProject;
  beforeAll(() => {
    project = SpecProject.create("toolspec-cli-empty-");
  });
  afterAll(() => project.dispose());

  it.each([
    { name: "generate", argv: ["generate"], display: "tools.yaml" },
    { name: "generate --check", argv: ["generate", "--check"], display: "tools.yaml" },
    { name: "check", argv: ["check"], display: "tools.yaml" },
    { name: "prompt", argv: ["prompt", "--variant", "plain"], display: "tools.yaml" },
    { name: "check --spec to a missing file", argv: ["check", "--spec", "specs/agent.yaml"], display: "agent.yaml" },
  ])("$name", async ({ argv, display }) => {
    const result = await run(argv, project.root);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(new RegExp(`^${display.replace(".", "\\.")}:1:1 SPEC_UNREADABLE cannot read .*: file not found$`, "m"));
    expect(result.err).not.toMatch(/^\s+at /m);
    expect(project.exists("src")).toBe(false);
    expect(project.exists("docs")).toBe(false);
  });
});

describe("prompt against the repository's tools.yaml", () => {
  const declaredVariants = Object.keys((parse(readFileSync(new URL("../../tools.yaml", import.meta.url), "utf8")) as { variants: object }).variants);

  it("declares the variants these tests use", () => {
    expect(declaredVariants).toEqual(expect.arrayContaining(["generic", "native-next-gen"]));
  });

  it("unknown variant lists every declared variant", async () => {
    expectUsageError(await run(["prompt", "--variant", "nope"]), `unknown variant 'nope' (declared: ${declaredVariants.join(", ")})`, "prompt");
  });

  it("--variant generic prints one ## section per tool, starting with ask_followup_question, with {{cwd}} filled", async () => {
    const result = await run(["prompt", "--variant", "generic", "--cwd", "/project"]);
    expect(result.code, result.err).toBe(0);
    expect(result.out.startsWith("## ask_followup_question\n")).toBe(true);
    const sections = result.out.split(/^(?=## )/m);
    expect(sections.length).toBeGreaterThan(5);
    for (const section of sections) expect(section).toMatch(/^## [a-z_]+\nDescription: /);
    expect(result.out).toContain("/project");
    expect(result.out).not.toContain("{{cwd}}");
  });

  it("--context focusChain=false drops every task_progress line", async () => {
    const withChain = await run(["prompt", "--variant", "generic", "--cwd", "/project"]);
    const withoutChain = await run(["prompt", "--variant", "generic", "--cwd", "/project", "--context", "focusChain=false"]);
    expect(withoutChain.code, withoutChain.err).toBe(0);
    expect(withChain.out).toContain("task_progress");
    expect(withoutChain.out).not.toContain("task_progress");
    // Only those lines go: every remaining line was there before.
    const before = new Set(withChain.out.split("\n"));
    for (const line of withoutChain.out.split("\n")) expect(before.has(line), line).toBe(true);
  });

  it("--variant native-next-gen --format openai prints JSON tools that are all strict", async () => {
    const result = await run(["prompt", "--variant", "native-next-gen", "--format", "openai", "--cwd", "/project"]);
    expect(result.code, result.err).toBe(0);
    const tools = JSON.parse(result.out) as { type: string; function: { name: string; strict?: unknown } }[];
    expect(tools.length).toBeGreaterThan(5);
    for (const tool of tools) {
      expect(tool.type, tool.function.name).toBe("function");
      expect(tool.function.strict, tool.function.name).toBe(true);
    }
  });
});
