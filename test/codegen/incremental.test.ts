// Incremental generate and check. The compiled CLI runs in a child process with a module-recording hook
// (test/fixtures/incremental/) against a temp copy of toolspec itself (so its templates and code can be
// edited) and a temp copy of the mini project: a run with nothing changed must not load the generator's
// heavy libraries, and any real change, or a hand-edited output, must get a full run. In-process runs
// then cover the cache's decisions, and the input fingerprint is checked input by input.
import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, type TestContext } from "vitest";
import { cacheStatePath, readCacheState } from "../../codegen/incremental/cache-state.js";
import { runWithCache } from "../../codegen/incremental/cached-run.js";
import { fingerprintInputs } from "../../codegen/incremental/input-fingerprint.js";
import { locateGeneratorAssets, resolveProjectPaths, type GeneratorAssets } from "../../codegen/project-paths.js";
import type { ErrorFormat } from "../../codegen/report/error-format.js";
import { runCli } from "../../codegen/run-cli.js";
import { readHandlerClasses } from "../../codegen/spec/read-handler-classes.js";
import { captureIO, SpecProject } from "./support/spec-project.js";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const MINI_PROJECT = new URL("../fixtures/mini-project/", import.meta.url);
const HOOK_FIXTURES = new URL("../fixtures/incremental/", import.meta.url);
/** What a full run loads and a cached run must not: each as it appears in a module URL. */
const HEAVY_PACKAGES = ["ts-morph", "ajv", "handlebars", "yaml", "diff", "gpt-tokenizer"];
const UP_TO_DATE = "up to date (inputs unchanged)";

/** The heavy packages among the loaded module URLs. */
function heavyPackagesIn(moduleUrls: readonly string[]): string[] {
  return HEAVY_PACKAGES.filter((name) => moduleUrls.some((url) => url.includes(`/node_modules/${name}/`) || url.includes(`/node_modules/@${name}/`)));
}

/** The environment a child runs in: the test's own, without a cache opt-out the developer may have set. */
function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...extra };
  if (!("TOOLSPEC_NO_CACHE" in extra)) delete environment.TOOLSPEC_NO_CACHE;
  return environment;
}

describe("the compiled CLI with nothing changed", () => {
  let work: string;
  /** A private copy of toolspec: package.json, codegen assets, dist/, and the repository's node_modules. */
  let install: string;
  let project: SpecProject;
  let ready = false;
  let runCount = 0;

  beforeAll(() => {
    const build = spawnSync("npm", ["run", "-s", "build:codegen"], { cwd: REPO_ROOT, encoding: "utf8", timeout: 180_000 });
    // tsc still emits on a type error elsewhere in the tree; only a missing bin makes these tests moot.
    if (build.status !== 0) console.warn(`npm run build:codegen failed (exit ${build.status}):\n${build.stdout}${build.stderr}`);
    if (!existsSync(path.join(REPO_ROOT, "dist/codegen/cli.js"))) return;
    work = mkdtempSync(path.join(os.tmpdir(), "toolspec-incremental-"));
    install = path.join(work, "toolspec");
    mkdirSync(path.join(install, "codegen"), { recursive: true });
    cpSync(path.join(REPO_ROOT, "package.json"), path.join(install, "package.json"));
    cpSync(path.join(REPO_ROOT, "codegen/tools.schema.json"), path.join(install, "codegen/tools.schema.json"));
    cpSync(path.join(REPO_ROOT, "codegen/templates"), path.join(install, "codegen/templates"), { recursive: true });
    cpSync(path.join(REPO_ROOT, "dist"), path.join(install, "dist"), { recursive: true });
    symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(install, "node_modules"), "dir");
    cpSync(HOOK_FIXTURES, path.join(work, "hooks"), { recursive: true });
    project = SpecProject.create("toolspec-incremental-project-");
    cpSync(MINI_PROJECT, project.root, { recursive: true });
    ready = true;
  }, 240_000);

  afterAll(() => {
    project?.dispose();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  function skipWithoutBuild(context: TestContext): void {
    if (!ready) context.skip("dist/codegen/cli.js is missing and `npm run build:codegen` did not produce it");
  }

  /** Runs the copied bin in the project, recording every module it loads. */
  function runCompiled(argv: readonly string[], extraEnvironment: Record<string, string> = {}) {
    const log = path.join(work, `modules-${++runCount}.log`);
    const child = spawnSync(process.execPath, ["--import", pathToFileURL(path.join(work, "hooks/record-modules.mjs")).href, path.join(install, "dist/codegen/cli.js"), ...argv], {
      cwd: project.root,
      encoding: "utf8",
      env: childEnvironment({ TOOLSPEC_TEST_MODULE_LOG: log, ...extraEnvironment }),
      timeout: 60_000,
    });
    const modules = existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean) : [];
    return { code: child.status, stdout: child.stdout, stderr: child.stderr, modules, heavy: heavyPackagesIn(modules), transcript: `exit ${child.status}\n${child.stdout}${child.stderr}` };
  }

  it.for([{ command: "generate" }, { command: "check" }])("the first $command runs fully, loading the generator", ({ command }, context) => {
    skipWithoutBuild(context);
    const result = runCompiled([command]);
    expect(result.code, result.transcript).toBe(0);
    expect(result.stdout).not.toContain(UP_TO_DATE);
    // The recorder sees the heavy libraries when they load; without this the checks below prove nothing.
    expect(result.heavy).toEqual(expect.arrayContaining(["ts-morph", "ajv", "handlebars", "yaml", "diff"]));
  });

  it.for([
    { name: "generate", argv: ["generate"], stdout: `${UP_TO_DATE}: 0 file(s) written, 0 removed, 11 unchanged.\n` },
    { name: "check", argv: ["check"], stdout: `${UP_TO_DATE}: tools.yaml is valid, every handler used, 11 generated files up to date.\n` },
    { name: "check --error-format json", argv: ["check", "--error-format", "json"], stdout: "[]\n" },
    { name: "check --error-format github-actions", argv: ["check", "--error-format", "github-actions"], stdout: "" },
  ])("a second $name answers from the cache without loading any heavy library", ({ argv, stdout }, context) => {
    skipWithoutBuild(context);
    const before = project.snapshot("src");
    const result = runCompiled(argv);
    expect(result.code, result.transcript).toBe(0);
    expect(result.stdout).toBe(stdout);
    expect(result.stderr).toBe("");
    expect(result.heavy).toEqual([]);
    expect(result.modules.some((url) => url.endsWith("/incremental/cached-run.js")), "the cached path ran").toBe(true);
    expect(project.snapshot("src")).toEqual(before);
  });

  it("a new timestamp on tools.yaml without new content still answers from the cache", (context) => {
    skipWithoutBuild(context);
    const later = new Date(Date.now() + 60_000);
    utimesSync(project.specPath, later, later);
    const result = runCompiled(["check"]);
    expect(result.code, result.transcript).toBe(0);
    expect(result.heavy).toEqual([]);
  });

  // One real change is enough to prove the compiled CLI goes back to a full run; which inputs count is
  // covered input by input, in-process, by "the input fingerprint" below, where runs are cheap.
  it.for([
    {
      name: "tools.yaml's content",
      command: "generate",
      edit: () => project.write("tools.yaml", project.read("tools.yaml").replace("The text to repeat.", "The text to say back.")),
      written: "src/generated/tool-params.ts",
    },
    {
      name: "the generator's own code",
      command: "check",
      edit: () => appendFileSync(path.join(install, "dist/codegen/report/error-format.js"), "// edited\n"),
      written: undefined,
    },
  ])("a change to $name makes the next $command run fully, and the one after cached again", ({ command, edit, written }, context) => {
    skipWithoutBuild(context);
    edit();
    const full = runCompiled([command]);
    expect(full.code, full.transcript).toBe(0);
    expect(full.stdout).not.toContain(UP_TO_DATE);
    expect(full.heavy).toEqual(expect.arrayContaining(["ts-morph", "yaml"]));
    if (written) expect(full.stdout).toContain(`wrote ${written}\n`);
    const cached = runCompiled([command]);
    expect(cached.code, cached.transcript).toBe(0);
    expect(cached.stdout).toContain(UP_TO_DATE);
    expect(cached.heavy).toEqual([]);
  });

  // Failing again on the next run (never served as passing) is shown in-process below, where runs are cheap.
  it("a hand-edited generated file makes check run fully and fail, and forgets the passing entry", async (context) => {
    skipWithoutBuild(context);
    expect(runCompiled(["check"]).code, "check passes before the edit").toBe(0);
    expect(runCompiled(["check"]).heavy, "check is cached before the edit").toEqual([]);
    const target = "src/generated/tool-names.ts";
    project.write(target, project.read(target).replace("DO NOT EDIT.", "DO NOT EDIT. (edited by hand)"));
    const result = runCompiled(["check"]);
    expect(result.code, result.transcript).toBe(1);
    expect(result.stdout).toContain(`${target}:1:1 GENERATED_STALE`);
    expect(result.heavy).toEqual(expect.arrayContaining(["ts-morph", "diff"]));
    expect(Object.keys((await readCacheState(project.root)).runs)).not.toContain("check tools.yaml");
  });
});

describe("cache decisions (in-process)", () => {
  let project: SpecProject;

  beforeAll(() => {
    project = SpecProject.create("toolspec-incremental-inprocess-");
    cpSync(MINI_PROJECT, project.root, { recursive: true });
  });
  afterAll(() => project.dispose());

  const run = async (...argv: string[]) => {
    const io = captureIO(project.root);
    const code = await runCli(argv, io);
    return { code, out: io.out(), err: io.err(), transcript: `exit ${code}\n${io.out()}${io.err()}` };
  };
  const runs = async () => Object.keys((await readCacheState(project.root)).runs).sort();

  it("a failed run on a fresh project writes no state", async () => {
    const broken = SpecProject.create("toolspec-incremental-broken-");
    try {
      broken.write("tools.yaml", "version: 1\ntools: [\n");
      const io = captureIO(broken.root);
      expect(await runCli(["generate"], io)).toBe(1);
      expect(broken.exists(".toolspec-cache")).toBe(false);
    } finally {
      broken.dispose();
    }
  });

  it("records each passing command separately, next to tools.yaml, and git-ignores the folder", async () => {
    expect((await run("generate")).code).toBe(0);
    expect((await run("generate", "--check")).code).toBe(0);
    expect(await runs()).toEqual(["generate --check tools.yaml", "generate tools.yaml"]);
    expect((await run("check")).code).toBe(0);
    expect(await runs()).toEqual(["check tools.yaml", "generate --check tools.yaml", "generate tools.yaml"]);
    const state = JSON.parse(readFileSync(cacheStatePath(project.root), "utf8")) as { runs: Record<string, { passed: boolean; outputs: Record<string, string> }> };
    for (const entry of Object.values(state.runs)) {
      expect(entry.passed).toBe(true);
      expect(Object.keys(entry.outputs)).toEqual(expect.arrayContaining(["docs/tools.md", "src/generated/tool-names.ts"]));
    }
    expect(project.read(".toolspec-cache/.gitignore")).toBe("*\n");
  });

  it.each([
    { argv: ["generate", "--check"], stdout: `${UP_TO_DATE}: all 11 generated files match tools.yaml.\n` },
    { argv: ["generate", "--error-format", "json"], stdout: "[]\n" },
  ])("$argv answers from the cache", async ({ argv, stdout }) => {
    expect((await run("generate")).code).toBe(0);
    expect((await run("generate", "--check")).code).toBe(0);
    const result = await run(...argv);
    expect(result.code, result.transcript).toBe(0);
    expect(result.out).toBe(stdout);
  });

  it.each([
    {
      name: "an extra file in src/generated",
      spoil: () => project.write("src/generated/leftover.ts", "export const leftover = 1;\n"),
      rule: "GENERATED_EXTRA",
    },
    {
      name: "a hand-edited file in src/generated",
      spoil: () => project.write("src/generated/tool-names.ts", project.read("src/generated/tool-names.ts").replace("DO NOT EDIT.", "DO NOT EDIT. (edited by hand)")),
      rule: "GENERATED_STALE",
    },
    { name: "a deleted docs/tools.md", spoil: () => project.remove("docs/tools.md"), rule: "GENERATED_MISSING" },
    {
      name: "a hand-edited docs/tools.md",
      spoil: () => project.write("docs/tools.md", `${project.read("docs/tools.md")}\nA note added by hand.\n`),
      rule: "GENERATED_STALE",
    },
  ])("$name fails check, is forgotten, and generate repairs it", async ({ spoil, rule }) => {
    expect((await run("check")).code).toBe(0);
    spoil();
    for (const attempt of ["first", "second"]) {
      const result = await run("check");
      expect(result.code, `${attempt}: ${result.transcript}`).toBe(1);
      expect(result.out).toContain(` ${rule} `);
    }
    expect(await runs()).not.toContain("check tools.yaml");
    const repaired = await run("generate");
    expect(repaired.code, repaired.transcript).toBe(0);
    expect(repaired.out).not.toContain(UP_TO_DATE);
    expect((await run("check")).out).toContain("tools.yaml is valid: 3 tools");
  });

  it("a broken spec fails generate every time and forgets the passing entry", async () => {
    const original = project.read("tools.yaml");
    expect((await run("generate")).code).toBe(0);
    project.write("tools.yaml", original.replace("approval: read", "approval: sometimes"));
    try {
      for (const attempt of ["first", "second"]) {
        const result = await run("generate");
        expect(result.code, `${attempt}: ${result.transcript}`).toBe(1);
        expect(result.out).toMatch(/^tools\.yaml:\d+:\d+ FIELD_VALUE /m);
      }
      expect(await runs()).not.toContain("generate tools.yaml");
    } finally {
      project.write("tools.yaml", original);
    }
  });

  it.each([
    { name: "a corrupt state file", prepare: () => project.write(".toolspec-cache/state.json", "{ not json") },
    { name: "a state file of another format", prepare: () => project.write(".toolspec-cache/state.json", '{ "format": 99, "runs": {} }\n') },
    { name: "a missing state file", prepare: () => project.remove(".toolspec-cache") },
  ])("$name means a full run, after which the cache answers again", async ({ prepare }) => {
    expect((await run("generate")).code).toBe(0);
    prepare();
    const full = await run("generate");
    expect(full.code, full.transcript).toBe(0);
    expect(full.out).toContain("3 tools: 0 file(s) written");
    expect((await run("generate")).out).toContain(UP_TO_DATE);
  });

  describe("with --spec naming another file", () => {
    let renamed: SpecProject;
    beforeAll(() => {
      renamed = SpecProject.create("toolspec-incremental-spec-name-");
      cpSync(MINI_PROJECT, renamed.root, { recursive: true });
      renameSync(renamed.specPath, renamed.resolve("other.yaml"));
    });
    afterAll(() => renamed.dispose());

    const runOther = async (...argv: string[]) => {
      const io = captureIO(renamed.root);
      const code = await runCli([...argv, "--spec", "other.yaml"], io);
      return { code, out: io.out(), err: io.err(), transcript: `exit ${code}\n${io.out()}${io.err()}` };
    };

    // The full run prints the summary first, then its replay from the cache; both name the spec given.
    it.each([
      { argv: ["generate", "--check"], full: "All 11 generated files match other.yaml.\n", replay: `${UP_TO_DATE}: all 11 generated files match other.yaml.\n` },
      { argv: ["check"], full: "other.yaml is valid: 3 tools, every handler used, 11 generated files up to date.\n", replay: `${UP_TO_DATE}: other.yaml is valid, every handler used, 11 generated files up to date.\n` },
    ])("$argv: the full run and its replay name the spec", async ({ argv, full, replay }) => {
      expect((await runOther("generate")).code).toBe(0);
      const first = await runOther(...argv);
      expect(first.code, first.transcript).toBe(0);
      expect(first.out).toBe(full);
      const second = await runOther(...argv);
      expect(second.code, second.transcript).toBe(0);
      expect(second.out).toBe(replay);
    });

    it("failures name the spec too", async () => {
      expect((await runOther("generate")).code).toBe(0);
      const target = "src/generated/tool-names.ts";
      const generated = renamed.read(target);
      renamed.write(target, `${generated}// edited by hand\n`);
      const drifted = await runOther("generate", "--check");
      expect(drifted.code, drifted.transcript).toBe(1);
      expect(drifted.out).toContain("1 generated file is out of date with other.yaml;");
      renamed.write(target, generated);
      const spec = renamed.read("other.yaml");
      renamed.write("other.yaml", spec.replace("approval: read", "approval: sometimes"));
      try {
        const broken = await runOther("generate");
        expect(broken.code, broken.transcript).toBe(1);
        expect(broken.err).toContain("Nothing was written: fix other.yaml first.");
      } finally {
        renamed.write("other.yaml", spec);
      }
    });
  });

  it("TOOLSPEC_NO_CACHE=1 runs fully and leaves the state alone", async () => {
    expect((await run("check")).code).toBe(0);
    const state = readFileSync(cacheStatePath(project.root), "utf8");
    const saved = process.env.TOOLSPEC_NO_CACHE;
    process.env.TOOLSPEC_NO_CACHE = "1";
    try {
      const result = await run("check");
      expect(result.code, result.transcript).toBe(0);
      expect(result.out).toContain("tools.yaml is valid: 3 tools");
    } finally {
      if (saved === undefined) delete process.env.TOOLSPEC_NO_CACHE;
      else process.env.TOOLSPEC_NO_CACHE = saved;
    }
    expect(readFileSync(cacheStatePath(project.root), "utf8")).toBe(state);
  });
});

describe("which full runs are remembered", () => {
  let project: SpecProject;

  beforeAll(() => {
    project = SpecProject.create("toolspec-incremental-remember-");
    cpSync(MINI_PROJECT, project.root, { recursive: true });
  });
  afterAll(() => project.dispose());

  // A stand-in for the command prints what a real one might; a second call reaching it means a full run.
  it.each([
    { name: "a clean pass in text", errorFormat: "text", printed: "tools.yaml is valid: 3 tools.\n", code: 0, remembered: true },
    { name: "a clean pass in json", errorFormat: "json", printed: "[]\n", code: 0, remembered: true },
    { name: "a clean pass in github-actions", errorFormat: "github-actions", printed: "", code: 0, remembered: true },
    { name: "a pass with a warning in text", errorFormat: "text", printed: "src/handlers/X.ts:2:14 SCAFFOLD_NOT_IMPLEMENTED warning: still the scaffold\n1 warning\n", code: 0, remembered: false },
    { name: "a pass with a warning in json", errorFormat: "json", printed: '[\n  { "rule": "SCAFFOLD_NOT_IMPLEMENTED", "severity": "warning" }\n]\n', code: 0, remembered: false },
    { name: "a pass with a warning annotation", errorFormat: "github-actions", printed: "::warning file=src/handlers/X.ts,line=2,col=14,title=SCAFFOLD_NOT_IMPLEMENTED::still the scaffold\n", code: 0, remembered: false },
    { name: "a failure", errorFormat: "text", printed: "tools.yaml:1:1 FIELD_MISSING tools is missing\n1 error\n", code: 1, remembered: false },
  ] as const)("$name: remembered = $remembered", async ({ errorFormat, printed, code, remembered }) => {
    project.remove(".toolspec-cache");
    let fullRuns = 0;
    const runFull = async (input: { io: { stdout: (text: string) => void } }) => {
      fullRuns++;
      input.io.stdout(printed);
      return code;
    };
    const input = { paths: resolveProjectPaths(project.root), assets: locateGeneratorAssets(), values: {}, positionals: [], errorFormat: errorFormat as ErrorFormat, io: captureIO(project.root) };
    expect(await runWithCache("check", input, runFull)).toBe(code);
    expect(await runWithCache("check", input, runFull)).toBe(remembered ? 0 : code);
    expect(fullRuns).toBe(remembered ? 1 : 2);
  });
});

describe("the input fingerprint", () => {
  let project: SpecProject;
  let assets: GeneratorAssets;

  beforeAll(() => {
    project = SpecProject.create("toolspec-fingerprint-");
    cpSync(MINI_PROJECT, project.root, { recursive: true });
    // Private copies of toolspec's assets, so they can be edited.
    const real = locateGeneratorAssets();
    project.write("toolspec/tools.schema.json", readFileSync(real.metaSchemaPath, "utf8"));
    project.write("toolspec/package.json", readFileSync(real.packageJsonPath, "utf8"));
    cpSync(real.templatesDirectory, project.resolve("toolspec/templates"), { recursive: true });
    assets = { metaSchemaPath: project.resolve("toolspec/tools.schema.json"), packageJsonPath: project.resolve("toolspec/package.json"), templatesDirectory: project.resolve("toolspec/templates") };
  });
  afterAll(() => project.dispose());

  const fingerprint = () => fingerprintInputs(resolveProjectPaths(project.root), assets);

  it.each([
    { name: "tools.yaml", file: "tools.yaml", changes: true },
    { name: "a handler file", file: "src/handlers/ReadNoteToolHandler.ts", changes: true },
    { name: "a new handler file", file: "src/handlers/NewToolHandler.ts", changes: true },
    { name: "a template", file: "toolspec/templates/xml-tool.hbs", changes: true },
    { name: "the meta-schema", file: "toolspec/tools.schema.json", changes: true },
    { name: "toolspec's package.json", file: "toolspec/package.json", changes: true },
    { name: "a generated file (an output, not an input)", file: "src/generated/anything.ts", changes: false },
    { name: "a non-TypeScript file among the handlers", file: "src/handlers/notes.txt", changes: false },
    { name: "an editor swap file among the templates", file: "toolspec/templates/.xml-tool.hbs.swp", changes: false },
    { name: "a file elsewhere in the project", file: "README.md", changes: false },
  ])("$name: changes the fingerprint = $changes", ({ file, changes }) => {
    const before = fingerprint();
    const original = project.exists(file) ? project.read(file) : undefined;
    project.write(file, `${original ?? ""}\n`);
    try {
      expect(fingerprint() !== before).toBe(changes);
    } finally {
      if (original === undefined) project.remove(file);
      else project.write(file, original);
    }
    expect(fingerprint()).toBe(before);
  });

  it.each([".HiddenToolHandler.ts", "HandlerTypes.d.ts", "ReadNoteToolHandler.test.ts", "ExtraToolHandler.ts"])(
    "src/handlers/%s changes the fingerprint exactly when the loader reads it",
    async (name) => {
      const file = `src/handlers/${name}`;
      project.write(file, "export class SomeToolHandler {}\n");
      try {
        const before = fingerprint();
        const loaderReads = (await readHandlerClasses(project.resolve("src/handlers"))).has(name.replace(/\.ts$/, ""));
        project.write(file, "export class SomeToolHandler {}\nexport class OtherToolHandler {}\n");
        expect(fingerprint() !== before).toBe(loaderReads);
      } finally {
        project.remove(file);
      }
    },
  );

  it("does not change when a file is rewritten with the same bytes", () => {
    const before = fingerprint();
    writeFileSync(project.specPath, project.read("tools.yaml"));
    expect(fingerprint()).toBe(before);
  });

  it("tells a missing tools.yaml from an empty one", () => {
    const original = project.read("tools.yaml");
    try {
      project.write("tools.yaml", "");
      const empty = fingerprint();
      project.remove("tools.yaml");
      expect(fingerprint()).not.toBe(empty);
    } finally {
      project.write("tools.yaml", original);
    }
  });
});
