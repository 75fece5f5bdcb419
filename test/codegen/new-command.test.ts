// `toolspec new`, in-process through runCli on temporary projects: the entry is spliced into tools.yaml
// leaving every other byte alone (fixtures full of comments, blank lines and flow mappings), generation
// runs, the scaffold type-checks and its test passes in a copy of this repository, check warns about the
// scaffold, --shares writes no handler, a failed generation is undone, and every bad input exits 2 with
// the project untouched.
import { spawnSync } from "node:child_process";
import { cpSync, lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { commandHelp, mainHelp } from "../../codegen/cli-help.js";
import { runCli } from "../../codegen/run-cli.js";
import { snapshotFileTree } from "../support/file-tree.js";
import { captureIO, SpecProject } from "./support/spec-project.js";

const REPO = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(REPO, "test/fixtures/scaffold");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

/** The command every layout case runs. */
const COUNT_LINES = ["new", "count_lines", "--approval", "read", "--param", "path:string:required", "--param", "tags:array"];

/** The entry COUNT_LINES appends, as data, when the spec declares the shared task_progress param. */
const countLinesEntry = {
  key: "COUNT_LINES",
  name: "count_lines",
  handler: "CountLinesToolHandler",
  approval: "read",
  planMode: "allowed",
  description: "TODO: describe what count_lines does and when to use it.",
  params: {
    path: { type: "string", required: true, path: true, description: "TODO: describe path." },
    tags: { type: "array", items: { type: "string" }, required: false, description: "TODO: describe tags." },
    task_progress: "shared",
  },
};

async function run(root: string, argv: readonly string[]) {
  const io = captureIO(root);
  const code = await runCli(argv, io);
  return { code, out: io.out(), err: io.err() };
}

/** A temporary project holding the spec and a stand-in class for each handler it names. */
function fixtureProject(specText: string, extraFiles: Record<string, string> = {}): SpecProject {
  const project = SpecProject.create("toolspec-new-");
  project.write("tools.yaml", specText);
  const classes = [...new Set([...specText.matchAll(/\bhandler:[ \t]*([A-Z][A-Za-z0-9]*)/g)].map((match) => match[1]!))];
  // Stand-ins: the generator only reads the exported class names.
  project.setHandlerFiles(classes.map((className) => ({ file: `${className}.ts`, exportedClass: className })));
  for (const [file, content] of Object.entries(extraFiles)) project.write(file, content);
  return project;
}

/** `after` is `before` with one block of text inserted: every original byte survives, in order. */
function expectSplicedInto(before: string, after: string): void {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  const inserted = after.length - before.length;
  expect(inserted).toBeGreaterThan(0);
  expect(after.slice(0, start) + after.slice(start + inserted)).toBe(before);
}

/** The `file:line:5 SCAFFOLD_NOT_IMPLEMENTED warning:` line check prints for a handler's marker. */
function scaffoldWarningPattern(root: string, handlerFile: string): RegExp {
  const line = readFileSync(path.join(root, handlerFile), "utf8").split("\n").findIndex((text) => text.includes("toolspec:scaffold not implemented")) + 1;
  expect(line).toBeGreaterThan(0);
  return new RegExp(`^${handlerFile.replace(/\./g, "\\.")}:${line}:5 SCAFFOLD_NOT_IMPLEMENTED warning: tool 'count_lines' is not implemented yet`, "m");
}

const toCrlf = (text: string) => text.replace(/\n/g, "\r\n");

describe("toolspec new keeps the rest of tools.yaml byte for byte", () => {
  let project: SpecProject | undefined;
  afterEach(() => project?.dispose());

  it.each([
    { name: "comments, blank lines, flow mappings and a section after the list", spec: fixture("commented.yaml"), expected: fixture("commented.expected.yaml") },
    { name: "a list at column 0, no blank lines, four-space nesting", spec: fixture("compact.yaml"), expected: fixture("compact.expected.yaml") },
    { name: "a last description that keeps its trailing blank lines (|+)", spec: fixture("keep-chomping.yaml"), expected: fixture("keep-chomping.expected.yaml") },
    { name: "CRLF line endings", spec: toCrlf(fixture("commented.yaml")), expected: toCrlf(fixture("commented.expected.yaml")) },
    { name: "no newline at the end of the file", spec: fixture("compact.yaml").trimEnd(), expected: fixture("compact.expected.yaml") },
  ])("$name", async ({ spec, expected }) => {
    project = fixtureProject(spec);
    const result = await run(project.root, COUNT_LINES);
    expect(result.code, result.out + result.err).toBe(0);

    const after = project.read("tools.yaml");
    expectSplicedInto(spec, after);
    expect(after).toBe(expected);
    const before = parse(spec) as { tools: unknown[]; sharedParams?: object };
    const data = parse(after) as { tools: unknown[] };
    const { task_progress, ...ownParams } = countLinesEntry.params;
    expect(data.tools.at(-1)).toEqual({ ...countLinesEntry, params: before.sharedParams ? { ...ownParams, task_progress } : ownParams });
    expect({ ...data, tools: data.tools.slice(0, -1) }).toEqual(before);

    expect(project.read("src/generated/tool-names.ts")).toContain('COUNT_LINES = "count_lines"');
    expect(project.exists("src/handlers/CountLinesToolHandler.ts")).toBe(true);
    expect(project.exists("test/handlers/CountLinesToolHandler.test.ts")).toBe(true);

    const check = await run(project.root, ["check"]);
    expect(check.code, check.out).toBe(0);
    expect(check.out).toMatch(scaffoldWarningPattern(project.root, "src/handlers/CountLinesToolHandler.ts"));
  });
});

describe("toolspec new in a copy of this repository", () => {
  let root: string;
  let original: string;
  let result: Awaited<ReturnType<typeof run>>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "toolspec-new-repo-"));
    for (const entry of ["package.json", "tools.yaml", "tsconfig.json", "src", "docs"]) cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
    symlinkSync(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
    original = readFileSync(path.join(root, "tools.yaml"), "utf8");
    result = await run(root, ["new", "count_lines", "--approval", "read", "--param", "path:string:required", "--param", "max_lines:integer"]);
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("appends the entry, writes the handler and its test, generates, and says what to do next", () => {
    expect(result.code, result.out + result.err).toBe(0);
    expectSplicedInto(original, readFileSync(path.join(root, "tools.yaml"), "utf8"));
    const generated = (file: string) => readFileSync(path.join(root, "src/generated", file), "utf8");
    expect(generated("tool-names.ts")).toContain('COUNT_LINES = "count_lines"');
    expect(generated("handlers-map.ts")).toContain("[ClineDefaultTool.COUNT_LINES]: (validator) => new CountLinesToolHandler(validator)");
    expect(generated("tool-params.ts")).toMatch(/export interface CountLinesParams \{[\s\S]*?readonly path: string;[\s\S]*?readonly max_lines\?: number;/);
    expect(result.out).toContain("Added tool 'count_lines' to tools.yaml");
    expect(result.out).toContain("created src/handlers/CountLinesToolHandler.ts");
    expect(result.out).toContain("created test/handlers/CountLinesToolHandler.test.ts");
    expect(result.out).toMatch(/Next steps:\n[\s\S]*TODO: describe[\s\S]*Implement execute[\s\S]*it\.todo[\s\S]*toolspec check/);
  });

  it("type-checks: the scaffold and its test compile with the whole project", () => {
    const tsc = spawnSync(process.execPath, [path.join(REPO, "node_modules/typescript/bin/tsc"), "-p", path.join(root, "tsconfig.json"), "--noEmit"], { encoding: "utf8", timeout: 120_000 });
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
  }, 120_000);

  it("the scaffolded test passes: a count_lines call reaches the handler", () => {
    const vitest = spawnSync(process.execPath, [path.join(REPO, "node_modules/vitest/vitest.mjs"), "run", "test/handlers/CountLinesToolHandler.test.ts"], {
      cwd: root,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    expect(vitest.status, vitest.stdout + vitest.stderr).toBe(0);
    expect(vitest.stdout).toMatch(/1 passed \| 1 todo/);
  }, 120_000);

  it("check warns SCAFFOLD_NOT_IMPLEMENTED at the marker line and still exits 0", async () => {
    const check = await run(root, ["check"]);
    expect(check.code, check.out).toBe(0);
    expect(check.out).toMatch(scaffoldWarningPattern(root, "src/handlers/CountLinesToolHandler.ts"));
    expect(check.out).toContain("1 warning");
  }, 60_000);

  it("check stops warning once the marker line is gone", async () => {
    const handler = path.join(root, "src/handlers/CountLinesToolHandler.ts");
    writeFileSync(handler, readFileSync(handler, "utf8").replace(/^.*toolspec:scaffold not implemented.*\n/m, ""));
    const check = await run(root, ["check"]);
    expect(check.code, check.out).toBe(0);
    expect(check.out).not.toContain("SCAFFOLD_NOT_IMPLEMENTED");
  }, 60_000);
});

describe("toolspec new --shares", () => {
  it("adds a sharedWith entry and writes no handler and no test", async () => {
    const project = fixtureProject(fixture("commented.yaml"));
    try {
      const handlersBefore = project.snapshot("src/handlers");
      const result = await run(project.root, ["new", "peek_note", "--approval", "read", "--shares", "read_note", "--param", "path:string:required"]);
      expect(result.code, result.out + result.err).toBe(0);
      const data = parse(project.read("tools.yaml")) as { tools: Record<string, unknown>[] };
      expect(data.tools.at(-1)).toMatchObject({ key: "PEEK_NOTE", name: "peek_note", sharedWith: "read_note", approval: "read", planMode: "allowed" });
      expect(data.tools.at(-1)).not.toHaveProperty("handler");
      expect(project.snapshot("src/handlers")).toEqual(handlersBefore);
      expect(project.exists("test")).toBe(false);
      expect(project.read("src/generated/handlers-map.ts")).toContain("ClineDefaultTool.PEEK_NOTE");
      expect(result.out).not.toContain("created ");
    } finally {
      project.dispose();
    }
  });
});

describe("toolspec new writes nothing when it fails", () => {
  let project: SpecProject | undefined;
  afterEach(() => project?.dispose());

  it("undoes everything when generation rejects the new entry", async () => {
    project = fixtureProject(fixture("commented.yaml"));
    const before = snapshotFileTree(project.root);
    // `shared` passes every check of new, but its class SharedToolHandler is reserved by the generated code.
    const result = await run(project.root, ["new", "shared", "--approval", "none"]);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^tools\.yaml:\d+:\d+ HANDLER_NAME_RESERVED /m);
    expect(result.err).toContain("Everything was undone");
    expect(snapshotFileTree(project.root)).toEqual(before);
  });

  it.each([
    { name: "tools.yaml with a problem", spec: fixture("broken.yaml"), output: /^tools\.yaml:9:15 FIELD_VALUE /m },
    { name: "a tools list in flow style", spec: fixture("flow-tools.yaml"), output: /^tools\.yaml:5:1 SCAFFOLD_APPEND_FAILED 'tools' must be a block list/m },
  ])("$name: exit 1, problems printed", async ({ spec, output }) => {
    project = fixtureProject(spec);
    const before = snapshotFileTree(project.root);
    const result = await run(project.root, ["new", "count_lines", "--approval", "read"]);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(output);
    expect(result.err).toContain("Nothing was written");
    expect(snapshotFileTree(project.root)).toEqual(before);
  });
});

describe("toolspec new on a tools.yaml that is a symbolic link", () => {
  let project: SpecProject | undefined;
  afterEach(() => project?.dispose());

  /** A project whose spec lives in specs/tools.yaml, with tools.yaml a relative link to it. */
  function linkedProject(): SpecProject {
    const linked = fixtureProject(fixture("commented.yaml"));
    linked.write("specs/tools.yaml", linked.read("tools.yaml"));
    linked.remove("tools.yaml");
    symlinkSync(path.join("specs", "tools.yaml"), linked.specPath);
    return linked;
  }

  it("appends the entry through the link, which stays a link", async () => {
    project = linkedProject();
    const original = project.read("specs/tools.yaml");
    const result = await run(project.root, COUNT_LINES);
    expect(result.code, result.out + result.err).toBe(0);
    expect(lstatSync(project.specPath).isSymbolicLink()).toBe(true);
    expectSplicedInto(original, project.read("specs/tools.yaml"));
  });

  it("undoes a failed generation through the link, which stays a link", async () => {
    project = linkedProject();
    const before = snapshotFileTree(project.root);
    // As above: `shared` passes new's checks, and generation rejects its reserved class name.
    const result = await run(project.root, ["new", "shared", "--approval", "none"]);
    expect(result.code, result.out + result.err).toBe(1);
    expect(result.err).toContain("Everything was undone");
    expect(snapshotFileTree(project.root)).toEqual(before);
  });
});

describe("toolspec new rejects bad input with exit 2", () => {
  let project: SpecProject;
  let before: Record<string, string>;

  beforeAll(() => {
    project = fixtureProject(fixture("commented.yaml"), {
      "src/handlers/SpareToolHandler.ts": "export class SpareToolHandler {}\n",
      "test/handlers/TestedToolHandler.test.ts": "// a test someone already wrote\n",
    });
    before = snapshotFileTree(project.root);
  });
  afterAll(() => project.dispose());

  const read = ["--approval", "read"];
  it.each([
    { name: "no tool name", argv: read, message: /a tool name is required/ },
    { name: "two tool names", argv: ["one", "two", ...read], message: /expected one tool name, got 2: one two/ },
    { name: "a name with a space", argv: ["count lines", ...read], message: /tool name 'count lines' must match \^\[a-zA-Z_\]/ },
    { name: "a name starting with a digit", argv: ["2fast", ...read], message: /tool name '2fast' must match/ },
    { name: "a name longer than 64 characters", argv: ["a".repeat(65), ...read], message: /must match .*at most 64 characters/ },
    { name: "a name with the MCP marker", argv: ["weather0mcp0forecast", ...read], message: /contains '0mcp0', which marks MCP tool names/ },
    { name: "a name whose enum key cannot start with a letter", argv: ["_9lives", ...read], message: /gives the enum key '9LIVES', which must match/ },
    { name: "a name that is already a tool", argv: ["read_note", ...read], message: /tool name 'read_note' is already taken: it is the name of tool 'read_note'/ },
    { name: "a name that is already an alias", argv: ["save_note", ...read], message: /tool name 'save_note' is already taken: it is an alias of tool 'write_note'/ },
    { name: "a name whose enum key is taken", argv: ["read-note", ...read], message: /gives the enum key 'READ_NOTE', which tool 'read_note' already has/ },
    { name: "a name whose generated identifiers are taken", argv: ["note2go", ...read], message: /gives the generated names Note2goParams and validateNote2go, which tool 'note_2go' already produces/ },
    { name: "a handler file that exists", argv: ["spare", ...read], message: /src\/handlers\/SpareToolHandler\.ts exists already/ },
    { name: "a test file that exists", argv: ["tested", ...read], message: /test\/handlers\/TestedToolHandler\.test\.ts exists already/ },
    { name: "no --approval", argv: ["count_lines"], message: /--approval is required: one of read, edit, command, browser, web, mcp, user, none/ },
    { name: "an unknown approval class", argv: ["count_lines", "--approval", "sometimes"], message: /--approval 'sometimes' is not one of read, edit/ },
    { name: "--shares an unknown tool", argv: ["count_lines", ...read, "--shares", "read_notes"], message: /--shares 'read_notes' is not a tool in tools\.yaml \(did you mean 'read_note'\?\)/ },
    { name: "--shares an alias", argv: ["count_lines", ...read, "--shares", "save_note"], message: /--shares 'save_note' is an alias of tool 'write_note'; name the tool itself/ },
    { name: "--shares a tool that shares itself", argv: ["count_lines", ...read, "--shares", "append_note"], message: /--shares 'append_note' cannot be shared: it shares the handler of 'write_note' itself/ },
    { name: "--param without a type", argv: ["count_lines", ...read, "--param", "path"], message: /--param 'path': expected name:type or name:type:required/ },
    { name: "--param with an unknown type", argv: ["count_lines", ...read, "--param", "path:file"], message: /type 'file' is not one of string, integer, boolean, array/ },
    { name: "--param with a third part other than required", argv: ["count_lines", ...read, "--param", "path:string:optional"], message: /the third part can only be 'required', got 'optional'/ },
    { name: "--param with four parts", argv: ["count_lines", ...read, "--param", "path:string:required:yes"], message: /--param 'path:string:required:yes': expected name:type/ },
    { name: "--param with an invalid name", argv: ["count_lines", ...read, "--param", "file-name:string"], message: /param name 'file-name' must match/ },
    { name: "--param given twice", argv: ["count_lines", ...read, "--param", "path:string", "--param", "path:integer"], message: /--param 'path' is given twice/ },
    { name: "--param repeating the shared task_progress", argv: ["count_lines", ...read, "--param", "task_progress:string"], message: /'task_progress' is declared in sharedParams/ },
    { name: "an unknown option", argv: ["count_lines", ...read, "--force"], message: /Unknown option '--force'/ },
    {
      name: "several problems, all reported",
      argv: ["count_lines", "--param", "path:float", "--param", "x"],
      message: /cannot add tool 'count_lines' \(3 problems; nothing was written\):\n {2}- --approval is required[\s\S]*type 'float'[\s\S]*--param 'x'/,
    },
  ])("$name", async ({ argv, message }) => {
    const result = await run(project.root, ["new", ...argv]);
    expect(result.code, result.out + result.err).toBe(2);
    expect(result.out).toBe("");
    expect(result.err).toMatch(message);
    expect(result.err).toContain("Run 'toolspec new --help' for usage.");
    expect(result.err).not.toMatch(/^\s+at /m);
    expect(snapshotFileTree(project.root)).toEqual(before);
  });
});

describe("toolspec new --help", () => {
  it("documents every option, and the main help lists the command", async () => {
    const result = await run(REPO, ["new", "--help"]);
    expect(result.code).toBe(0);
    expect(result.out).toBe(commandHelp.new);
    for (const option of ["--approval", "--shares", "--param", "--spec", "--help", "SCAFFOLD_NOT_IMPLEMENTED"]) expect(result.out).toContain(option);
    expect(mainHelp).toMatch(/^ {2}new {2,}Add a tool/m);
  });
});
