// The cache's shortcut by file status: an observation read from settled files is remembered with the
// status of every file and directory it read, and trusted while each status stays the same. Checked at
// three levels: path statuses themselves, which files make up the generator's code (a stand-in generator
// under test/fixtures/incremental/fake-generator), and the cache's decisions when statuses are remembered.
// A clock moved a minute ahead stands for "later": files written by a test are otherwise too fresh to be
// trusted (see settledAt), and every edit below changes a file's size, inode or timestamps.
import { appendFileSync, cpSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readCacheState } from "../../codegen/incremental/cache-state.js";
import { runWithCache } from "../../codegen/incremental/cached-run.js";
import { generatorCodeFiles } from "../../codegen/incremental/generator-code-files.js";
import { settledAt, statusesUnchanged, StatusRecorder, type PathStatus } from "../../codegen/incremental/path-status.js";
import { locateGeneratorAssets, resolveProjectPaths } from "../../codegen/project-paths.js";
import { captureIO, SpecProject } from "./support/spec-project.js";

const MINI_PROJECT = new URL("../fixtures/mini-project/", import.meta.url);
const FAKE_GENERATOR = fileURLToPath(new URL("../fixtures/incremental/fake-generator/", import.meta.url));
const later = () => Date.now() + 60_000;

/** Statuses of the given paths, recorded as if a minute from now. */
function recordNow(files: readonly string[]): PathStatus[] {
  const recorder = new StatusRecorder(later());
  for (const file of files) recorder.record(file);
  return recorder.trustworthy()!;
}

/** Replaces a file through a temp file and a rename, as editors and some build tools save. */
function replaceByRename(file: string, content: string): void {
  writeFileSync(`${file}.tmp`, content);
  renameSync(`${file}.tmp`, file);
}

describe("path statuses", () => {
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(path.join(os.tmpdir(), "toolspec-statuses-"));
    writeFileSync(path.join(directory, "a.txt"), "alpha\n");
    writeFileSync(path.join(directory, "b.txt"), "beta\n");
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  // Recorded: the directory, a.txt, and missing.txt (not there). b.txt is in the directory but not recorded.
  const recorded = () => [directory, path.join(directory, "a.txt"), path.join(directory, "missing.txt")];

  it.each([
    { name: "nothing changes", change: () => undefined, unchanged: true },
    { name: "a recorded file gets new content", change: (at: string) => appendFileSync(path.join(at, "a.txt"), "more\n"), unchanged: false },
    { name: "a recorded file is replaced through a rename", change: (at: string) => replaceByRename(path.join(at, "a.txt"), "alpha\n"), unchanged: false },
    { name: "a recorded file gets a new timestamp", change: (at: string) => utimesSync(path.join(at, "a.txt"), new Date(2001, 1, 1), new Date(2001, 1, 1)), unchanged: false },
    { name: "a recorded file is removed", change: (at: string) => rmSync(path.join(at, "a.txt")), unchanged: false },
    { name: "a recorded missing file appears", change: (at: string) => writeFileSync(path.join(at, "missing.txt"), ""), unchanged: false },
    { name: "the recorded directory gains an entry", change: (at: string) => writeFileSync(path.join(at, "c.txt"), "gamma\n"), unchanged: false },
    { name: "a file that was not recorded is edited in place", change: (at: string) => appendFileSync(path.join(at, "b.txt"), "more\n"), unchanged: true },
  ])("$name: unchanged = $unchanged", ({ change, unchanged }) => {
    const statuses = recordNow(recorded());
    change(directory);
    expect(statusesUnchanged(statuses)).toBe(unchanged);
  });

  it.each([
    { name: "fractions of a second", modified: 1_700_000_000_123.456, changed: 1_700_000_000_123.456, wait: 1000 },
    { name: "whole seconds (a coarse file system)", modified: 1_700_000_000_000, changed: 1_700_000_002_000, wait: 3000 },
    { name: "a whole-second modification time set by an archive, fractions in the change time", modified: 1_600_000_000_000, changed: 1_700_000_000_123.5, wait: 1000 },
  ])("a path whose timestamps have $name is trusted $wait ms after its last change", ({ modified, changed, wait }) => {
    expect(settledAt(modified, changed)).toBe(changed + wait);
  });

  it("trusts no status of a path that changed within the last seconds", () => {
    const recorder = new StatusRecorder(Date.now());
    for (const file of recorded()) recorder.record(file);
    expect(recorder.trustworthy()).toBeUndefined();
  });

  it("records each path once, in the order first recorded, a missing one as its path alone", () => {
    const recorder = new StatusRecorder(later());
    const [root, file, missing] = recorded();
    for (const each of [file!, root!, file!, missing!]) recorder.record(each);
    const statuses = recorder.trustworthy()!;
    expect(statuses.map((status) => status[0])).toEqual([file, root, missing]);
    expect(statuses[2]).toEqual([missing]);
    expect(statuses[0]).toHaveLength(5);
  });
});

describe("the generator's code files and the paths they depend on", () => {
  let work: string;
  let generator: string;

  beforeEach(() => {
    work = mkdtempSync(path.join(os.tmpdir(), "toolspec-generator-code-"));
    cpSync(FAKE_GENERATOR, work, { recursive: true });
    generator = path.join(work, "codegen");
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  /** The generator's files as generatorCodeFiles reads them, and the statuses taken before reading. */
  const read = () => {
    const recorder = new StatusRecorder(later());
    const files = generatorCodeFiles(generator, (file) => recorder.record(file));
    return { names: files.map((file) => file.name), statuses: recorder.trustworthy()! };
  };

  it("reads its own directory and what generate and check import from outside it, statically or dynamically", () => {
    expect(read().names).toEqual(["../src/checks/rule.js", "../src/helper.js", "commands/check-command.js", "commands/generate-command.js", "lib/shared.js"]);
  });

  it.each([
    { name: "one of its own files is edited", change: () => appendFileSync(path.join(generator, "lib/shared.js"), "// edited\n"), unchanged: false },
    { name: "a file is added to one of its own directories", change: () => writeFileSync(path.join(generator, "lib/added.js"), "export {};\n"), unchanged: false },
    { name: "a file it imports from outside is edited", change: () => appendFileSync(path.join(work, "src/helper.js"), "// edited\n"), unchanged: false },
    { name: "a file it imports dynamically from outside is edited", change: () => appendFileSync(path.join(work, "src/checks/rule.js"), "// edited\n"), unchanged: false },
    { name: "a file is added where an outside import was resolved", change: () => writeFileSync(path.join(work, "src/checks/rule.ts"), "export const rule = 3;\n"), unchanged: false },
    { name: "a file outside it that nothing imports is edited", change: () => appendFileSync(path.join(work, "src/unused.js"), "// edited\n"), unchanged: true },
    { name: "a file elsewhere is added", change: () => writeFileSync(path.join(work, "elsewhere/added.js"), "export {};\n"), unchanged: true },
  ])("$name: statuses unchanged = $unchanged", ({ change, unchanged }) => {
    const { statuses } = read();
    change();
    expect(statusesUnchanged(statuses)).toBe(unchanged);
  });
});

describe("cache decisions with remembered statuses", () => {
  let project: SpecProject;
  let fullRuns: number;

  beforeAll(() => {
    project = SpecProject.create("toolspec-incremental-statuses-");
    cpSync(MINI_PROJECT, project.root, { recursive: true });
  });
  afterAll(() => project.dispose());

  beforeEach(() => {
    project.remove(".toolspec-cache");
    project.remove("src/generated");
    project.remove("docs");
    project.write("src/generated/tool-names.ts", "export const names = [];\n");
    project.write("src/generated/validators/index.ts", "export const validators = [];\n");
    project.write("docs/tools.md", "# Tools\n");
    fullRuns = 0;
  });

  // A stand-in for check that passes cleanly; each call is a full run.
  const runFull = async (input: { io: { stdout: (text: string) => void } }) => {
    fullRuns++;
    input.io.stdout("tools.yaml is valid: 3 tools.\n");
    return 0;
  };
  const check = async (clock?: () => number, specFile = "tools.yaml") => {
    const io = captureIO(project.root);
    const input = { paths: resolveProjectPaths(project.root, specFile), assets: locateGeneratorAssets(), values: {}, positionals: [], errorFormat: "text" as const, io };
    const code = await runWithCache("check", input, runFull, clock);
    return { code, out: io.out() };
  };
  const observed = async () => (await readCacheState(project.root)).observed;

  it("a passing run on settled files remembers the status of everything it read", async () => {
    expect((await check(later)).code).toBe(0);
    const memo = await observed();
    const paths = memo!.statuses.map((status) => status[0]);
    for (const file of ["tools.yaml", "src/handlers", "src/handlers/EchoToolHandler.ts", "src/generated", "src/generated/validators", "src/generated/validators/index.ts", "docs/tools.md"]) {
      expect(paths).toContain(project.resolve(file));
    }
    expect(paths).toContain(locateGeneratorAssets().metaSchemaPath);
    // The generator's own code: this very module's directory.
    expect(paths).toContain(path.dirname(fileURLToPath(new URL("../../codegen/incremental/cached-run.ts", import.meta.url))));
  });

  it("files written moments ago are not remembered by status, and the cache still answers by content", async () => {
    expect((await check()).code).toBe(0);
    expect(await observed()).toBeUndefined();
    expect((await check()).out).toContain("up to date (inputs unchanged)");
    expect(fullRuns).toBe(1);
  });

  it("trusts remembered statuses without reading: a remembered observation that no longer matches the run forces a full run", async () => {
    await check(later);
    const state = await readCacheState(project.root);
    // Same statuses, another inputs fingerprint: only a cache that trusts statuses is fooled into a full run.
    const forged = { ...state, observed: { ...state.observed!, inputs: "0".repeat(64) } };
    project.write(".toolspec-cache/state.json", `${JSON.stringify(forged)}\n`);
    expect((await check(later)).out).not.toContain("up to date");
    expect(fullRuns).toBe(2);
  });

  it.each([
    { name: "nothing", change: () => undefined, fullRun: false, rememberedAgain: false },
    { name: "tools.yaml's content", change: () => project.write("tools.yaml", `${project.read("tools.yaml")}# a comment\n`), fullRun: true, rememberedAgain: true },
    { name: "a new handler file", change: () => project.write("src/handlers/NewToolHandler.ts", "export class NewToolHandler {}\n"), fullRun: true, rememberedAgain: true },
    { name: "a hand-edited generated file", change: () => project.write("src/generated/tool-names.ts", "export const names = ['edited'];\n"), fullRun: true, rememberedAgain: true },
    { name: "an extra file in a generated subdirectory", change: () => project.write("src/generated/validators/extra.ts", "export {};\n"), fullRun: true, rememberedAgain: true },
    { name: "a deleted docs/tools.md", change: () => project.remove("docs/tools.md"), fullRun: true, rememberedAgain: true },
    { name: "tools.yaml's timestamp only", change: () => utimesSync(project.specPath, new Date(2001, 1, 1), new Date(2001, 1, 1)), fullRun: false, rememberedAgain: true },
  ])("after a change to $name: full run = $fullRun, statuses remembered again = $rememberedAgain", async ({ change, fullRun, rememberedAgain }) => {
    expect((await check(later)).code).toBe(0);
    const before = await observed();
    expect(before).toBeDefined();
    change();
    const result = await check(later);
    expect(result.code).toBe(0);
    expect(fullRuns).toBe(fullRun ? 2 : 1);
    expect(result.out.includes("up to date (inputs unchanged)")).toBe(!fullRun);
    // What was read from the files is remembered as it is now, so the next run compares statuses again.
    const after = await observed();
    expect(after).toBeDefined();
    if (rememberedAgain) expect(after).not.toEqual(before);
    else expect(after).toEqual(before);
    expect((await check(later)).out).toContain("up to date (inputs unchanged)");
    expect(fullRuns).toBe(fullRun ? 2 : 1);
  });

  it("remembered statuses stand only for the spec they were recorded for", async () => {
    await check(later, "tools.yaml");
    const state = await readCacheState(project.root);
    project.write("other.yaml", `${project.read("tools.yaml")}# another spec\n`);
    try {
      // A passing entry for other.yaml that matches what was observed for tools.yaml: only a cache that
      // took tools.yaml's statuses for other.yaml's would answer from it.
      const claimed = { inputs: state.observed!.inputs, outputs: state.observed!.outputs, passed: true };
      project.write(".toolspec-cache/state.json", `${JSON.stringify({ ...state, runs: { ...state.runs, "check other.yaml": claimed } })}\n`);
      expect((await check(later, "other.yaml")).out).not.toContain("up to date");
      expect(fullRuns).toBe(2);
    } finally {
      project.remove("other.yaml");
    }
  });
});
