// `toolspec breaking`: each folder in test/fixtures/breaking holds a before.yaml (committed in a fresh
// git repository) and an after.yaml (left in the working tree) whose header names the exact findings,
// `# expect: RULE_ID LINE:COL` (positions in after.yaml) or `# expect: nothing`. One folder per rule,
// named after it, plus the compatible and waived cases. Then waivers, refs without a spec, bad command
// lines and the machine formats.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { approvalOrderText } from "../../codegen/breaking/approval-order.js";
import { breakingRules } from "../../codegen/breaking/rule-catalogue.js";
import { commandHelp, mainHelp } from "../../codegen/cli-help.js";
import { runCli } from "../../codegen/run-cli.js";
import { captureIO, problemKey, reportedProblems, SpecProject, type ExpectedProblem, type HandlerFileSpec } from "./support/spec-project.js";

const FIXTURES = new URL("../fixtures/breaking/", import.meta.url);
const META_SCHEMA = new URL("../../codegen/tools.schema.json", import.meta.url);

/** One before/after pair and the findings after.yaml's header declares. */
interface BreakingFixture {
  readonly name: string;
  readonly before: string;
  readonly after: string;
  readonly expected: readonly ExpectedProblem[];
  readonly handlerFiles: readonly HandlerFileSpec[];
}

const EXPECT = /^# expect: ([A-Z][A-Z0-9_]*) (\d+):(\d+)$/;
const EXPECT_NOTHING = "# expect: nothing";
const HANDLER_LINE = /^[ \t]*handler:[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*$/gm;

/** Reads a fixture folder; a malformed or missing expect line throws, so no fixture silently tests less. */
function readFixture(name: string): BreakingFixture {
  const before = readFileSync(new URL(`${name}/before.yaml`, FIXTURES), "utf8");
  const after = readFileSync(new URL(`${name}/after.yaml`, FIXTURES), "utf8");
  const expected: ExpectedProblem[] = [];
  let nothing = false;
  for (const line of after.split("\n")) {
    if (!line.startsWith("#")) break;
    if (!line.startsWith("# expect:")) continue;
    if (line === EXPECT_NOTHING) {
      nothing = true;
      continue;
    }
    const match = EXPECT.exec(line);
    if (!match) throw new Error(`${name}: malformed expect line '${line}' (want '# expect: RULE_ID LINE:COL' or '${EXPECT_NOTHING}')`);
    expected.push({ rule: match[1]!, line: Number(match[2]), column: Number(match[3]) });
  }
  if (nothing === (expected.length > 0)) throw new Error(`${name}: after.yaml needs either '# expect: RULE_ID LINE:COL' lines or '${EXPECT_NOTHING}'`);
  // The current version needs its handler files; the older one is loaded without them.
  const classes = [...new Set([...after.matchAll(HANDLER_LINE)].map((match) => match[1]!))].filter((className) => className !== "null");
  return { name, before, after, expected, handlerFiles: classes.map((className) => ({ file: `${className}.ts`, exportedClass: className })) };
}

const fixtures = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
  .map(readFixture);

function fixture(name: string): BreakingFixture {
  const found = fixtures.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no fixture folder '${name}'`);
  return found;
}

/** `TOOL_NO_DELETE` -> `tool-no-delete`: the folder that is the rule's own fixture. */
function folderOf(rule: string): string {
  return rule.toLowerCase().replace(/_/g, "-");
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** What a history needs: what to commit, what the working tree then holds, where the spec lives. */
interface History {
  /** tools.yaml as committed; undefined commits only a README (a ref without a spec). */
  readonly before: string | undefined;
  readonly after: string;
  readonly handlerFiles: readonly HandlerFileSpec[];
  /** The spec's path in the repository (default tools.yaml). */
  readonly specFile?: string;
}

const projects: SpecProject[] = [];
afterEach(() => {
  for (const project of projects.splice(0)) project.dispose();
});

/** A fresh repository whose one commit holds `before`; `after` and its handler files are uncommitted. */
function repositoryWith({ before, after, handlerFiles, specFile = "tools.yaml" }: History): { project: SpecProject; specPath: string } {
  const project = SpecProject.create("toolspec-breaking-");
  projects.push(project);
  git(project.root, "init", "-q");
  const committed = before === undefined ? "README.md" : specFile;
  project.write(committed, before ?? "No spec yet.\n");
  git(project.root, "add", committed);
  git(project.root, "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "commit", "-q", "-m", "before");
  project.write(specFile, after);
  const handlers = path.posix.join(path.posix.dirname(specFile), "src", "handlers");
  for (const { file, exportedClass } of handlerFiles) project.write(`${handlers}/${file}`, `export class ${exportedClass} {}\n`);
  return { project, specPath: project.resolve(specFile) };
}

async function breaking(project: SpecProject, specPath: string, ...argv: string[]) {
  const io = captureIO(project.root);
  const code = await runCli(["breaking", ...argv, "--spec", specPath], io);
  return { code, out: io.out(), err: io.err() };
}

/** Runs a fixture against HEAD with extra arguments. */
async function runFixture(name: string, ...argv: string[]) {
  const { project, specPath } = repositoryWith(fixture(name));
  return breaking(project, specPath, "--against", "HEAD", ...argv);
}

/** A usage error: exit 2, nothing on stdout, the message and the hint on stderr, no stack trace. */
function expectUsageError(result: { code: number; out: string; err: string }, message: RegExp) {
  expect(result.code, result.err).toBe(2);
  expect(result.out).toBe("");
  expect(result.err).toMatch(message);
  expect(result.err).toContain("Run 'toolspec breaking --help' for usage.");
  expect(result.err).not.toMatch(/^\s+at /m);
}

describe("the rule catalogue", () => {
  it("lists the rules tools.schema.json allows in breakingExceptions, each with a one-line purpose", () => {
    const schema = JSON.parse(readFileSync(META_SCHEMA, "utf8")) as { properties: { breakingExceptions: { items: { properties: { rule: { enum: string[] } } } } } };
    expect(breakingRules.map((rule) => rule.id)).toEqual(schema.properties.breakingExceptions.items.properties.rule.enum);
    for (const rule of breakingRules) expect(rule.purpose, rule.id).toMatch(/^[A-Z][^\n]+\.$/);
  });

  it("has one fixture folder per rule, expecting findings of that rule only", () => {
    for (const rule of breakingRules) {
      const own = fixture(folderOf(rule.id));
      expect(own.expected.length, rule.id).toBeGreaterThan(0);
      expect(new Set(own.expected.map((problem) => problem.rule)), rule.id).toEqual(new Set([rule.id]));
    }
  });

  it("is listed, with the approval order, in `breaking --help`; the main help lists the command", async () => {
    const io = captureIO(process.cwd());
    expect(await runCli(["breaking", "--help"], io)).toBe(0);
    expect(io.out()).toBe(commandHelp.breaking);
    for (const option of ["--against", "--except", "--error-format", "--spec"]) expect(io.out()).toContain(option);
    for (const rule of breakingRules) expect(io.out()).toMatch(new RegExp(`^  ${rule.id} +${rule.purpose.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m"));
    expect(io.out()).toContain(approvalOrderText);
    expect(mainHelp).toMatch(/^ {2}breaking +\S/m);
  });
});

describe("each fixture reports exactly its findings, located in the current tools.yaml", () => {
  it.each(fixtures.map((entry) => [entry.name, entry] as const))("%s", async (_name, entry) => {
    const { project, specPath } = repositoryWith(entry);
    const result = await breaking(project, specPath, "--against", "HEAD");
    const reported = reportedProblems(result.out);
    expect(reported.map(problemKey), result.out + result.err).toEqual(entry.expected.map(problemKey));
    expect(result.err).toBe("");
    const lines = result.out.trimEnd().split("\n");
    if (entry.expected.length === 0) {
      expect(result.code).toBe(0);
      expect(lines[0]).toMatch(/^no breaking changes against HEAD\b/);
    } else {
      expect(result.code).toBe(1);
      const count = entry.expected.length;
      expect(result.out).toContain(`\n${count} breaking change${count === 1 ? "" : "s"} against HEAD\n`);
      // Every line is a finding, the error count or the summary.
      expect(lines).toHaveLength(count + 2);
    }
  });
});

describe("messages", () => {
  it.each([
    { name: "tool-no-delete", rule: "TOOL_NO_DELETE", message: "tool 'read_note' (and its aliases 'open_note') was removed" },
    { name: "tool-no-delete", rule: "TOOL_NO_DELETE", message: "tool 'echo' dropped the alias 'say'" },
    { name: "tool-no-rename", rule: "TOOL_NO_RENAME", message: "tool READ_NOTE was renamed from 'read_note' to 'read_memo'" },
    { name: "key-no-change", rule: "KEY_NO_CHANGE", message: "tool 'read_note' changed its key from READ_NOTE to OPEN_NOTE: host code using ClineDefaultTool.READ_NOTE no longer compiles" },
    { name: "key-no-change", rule: "KEY_NO_CHANGE", message: "calls to 'shout' now run 'echo', whose key is ECHO, not SHOUT" },
    { name: "param-no-delete", rule: "PARAM_NO_DELETE", message: "tool 'read_note' no longer accepts 'notePath', the name variant 'native' gave param 'path'" },
    { name: "param-same-type", rule: "PARAM_SAME_TYPE", message: "param 'task_progress' of tool 'read_note' changed type from string to boolean" },
    { name: "param-no-new-required", rule: "PARAM_NO_NEW_REQUIRED", message: "tool 'read_note' has a new required param 'format'" },
    { name: "enum-value-no-delete", rule: "ENUM_VALUE_NO_DELETE", message: "param 'format' of tool 'read_note' no longer accepts 'markdown', 'html'" },
    { name: "enum-value-no-delete", rule: "ENUM_VALUE_NO_DELETE", message: "param 'sort' of tool 'read_note' was a free string and is now limited to 'newest', 'oldest'" },
    { name: "approval-no-loosen", rule: "APPROVAL_NO_LOOSEN", message: `tool 'write_note' moved from approval 'edit' to the less strict 'read' (${approvalOrderText})` },
    { name: "approval-no-loosen", rule: "APPROVAL_NO_LOOSEN", message: "tool 'browse' no longer asks for approval when 'action' is 'close'" },
    { name: "plan-mode-no-loosen", rule: "PLAN_MODE_NO_LOOSEN", message: "tool 'write_note' was blocked in plan mode and is now allowed" },
    { name: "path-check-no-remove", rule: "PATH_CHECK_NO_REMOVE", message: "param 'copy_to' of tool 'write_note' widened its restrictTo with drafts/**" },
  ])("$rule in $name: $message", async ({ name, rule, message }) => {
    const result = await runFixture(name);
    expect(result.out).toMatch(new RegExp(`^tools\\.yaml:\\d+:\\d+ ${rule} ${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "m"));
  });
});

describe("waivers", () => {
  it("a breakingExceptions entry waives its finding, and one that matched nothing gets a note", async () => {
    const result = await runFixture("exception-waives");
    expect(result.code, result.out).toBe(0);
    expect(result.out).toBe(
      "no breaking changes against HEAD (2 findings waived: 2 by breakingExceptions in tools.yaml)\n" +
        "note: the breakingExceptions entry for PLAN_MODE_NO_LOOSEN on 'echo' waived nothing against HEAD; remove it once that change has shipped\n",
    );
  });

  it.each([
    { name: "every finding of the rule", fixtureName: "approval-no-loosen", except: ["APPROVAL_NO_LOOSEN"], code: 0, summary: "no breaking changes against HEAD (4 findings waived: 4 by --except APPROVAL_NO_LOOSEN)" },
    { name: "only the rules that found something, by name", fixtureName: "tool-no-delete", except: ["TOOL_NO_DELETE", "PLAN_MODE_NO_LOOSEN"], code: 0, summary: "no breaking changes against HEAD (2 findings waived: 2 by --except TOOL_NO_DELETE)" },
    { name: "nothing when the rule finds nothing", fixtureName: "key-no-change", except: ["TOOL_NO_DELETE"], code: 1, summary: "2 breaking changes against HEAD" },
  ])("--except waives $name", async ({ fixtureName, except, code, summary }) => {
    const result = await runFixture(fixtureName, ...except.flatMap((rule) => ["--except", rule]));
    expect(result.code, result.out).toBe(code);
    expect(result.out.trimEnd().split("\n").at(-1)).toBe(summary);
  });

  it("--except wins over a breakingExceptions entry for the same finding, and that entry is not called unused", async () => {
    const result = await runFixture("exception-waives", "--except", "TOOL_NO_DELETE", "--except", "PLAN_MODE_NO_LOOSEN");
    expect(result.code).toBe(0);
    expect(result.out).toBe("no breaking changes against HEAD (2 findings waived: 2 by --except TOOL_NO_DELETE)\n");
  });
});

describe("what is compared", () => {
  it("a spec in a subfolder is read at the ref relative to its own folder", async () => {
    const entry = fixture("plan-mode-no-loosen");
    const { project, specPath } = repositoryWith({ ...entry, specFile: "agent/tools.yaml" });
    git(project.root, "tag", "v1");
    const result = await breaking(project, specPath, "--against", "v1");
    expect(result.code, result.out + result.err).toBe(1);
    expect(reportedProblems(result.out).map(problemKey)).toEqual(entry.expected.map(problemKey));
  });

  it("a ref without tools.yaml has nothing to compare: every tool is new, exit 0", async () => {
    const entry = fixture("tool-no-rename");
    const { project, specPath } = repositoryWith({ ...entry, before: undefined });
    const result = await breaking(project, specPath, "--against", "HEAD");
    expect(result.code, result.err).toBe(0);
    expect(result.out).toBe("no tools.yaml at 'HEAD': nothing to compare, every tool is new (1 tool)\n");
  });

  it("an older spec that does not load is one BASE_SPEC_INVALID problem in the ref's file", async () => {
    const entry = fixture("tool-no-rename");
    const { project, specPath } = repositoryWith({ ...entry, before: entry.before.replace("planMode: allowed", "planMode: sometimes") });
    const result = await breaking(project, specPath, "--against", "HEAD");
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^HEAD:tools\.yaml:10:15 BASE_SPEC_INVALID the spec at 'HEAD' does not load, .*FIELD_VALUE /m);
    expect(reportedProblems(result.out, "HEAD:tools.yaml")).toHaveLength(1);
  });

  it("a current spec with problems prints them and exits 1 (its handler files are checked)", async () => {
    const entry = fixture("tool-no-rename");
    const { project, specPath } = repositoryWith({ ...entry, handlerFiles: [] });
    const result = await breaking(project, specPath, "--against", "HEAD");
    expect(result.code).toBe(1);
    expect(reportedProblems(result.out).map((problem) => problem.rule)).toEqual(["HANDLER_FILE_MISSING"]);
    expect(result.out).toContain("has problems; fix them before comparing against 'HEAD'");
  });
});

describe("bad command lines exit 2", () => {
  it.each([
    { name: "no --against", argv: [], message: /^toolspec: --against <git-ref> is required/ },
    { name: "an unknown ref, named", argv: ["--against", "no-such-branch"], message: /^toolspec: unknown git ref 'no-such-branch'/ },
    { name: "a ref that looks like an option", argv: ["--against=--output=x"], message: /^toolspec: --against needs a git ref .*got '--output=x'/ },
    {
      name: "an unknown --except rule, listing the rules",
      argv: ["--against", "HEAD", "--except", "TOOL_NO_DELETE", "--except", "NO_SUCH_RULE"],
      message: new RegExp(`^toolspec: --except: unknown rule 'NO_SUCH_RULE'; the rules are ${breakingRules.map((rule) => rule.id).join(", ")}`),
    },
  ])("$name", async ({ argv, message }) => {
    const { project, specPath } = repositoryWith(fixture("key-no-change"));
    expectUsageError(await breaking(project, specPath, ...argv), message);
  });

  it("outside a git repository", async () => {
    const project = SpecProject.create("toolspec-breaking-nogit-");
    projects.push(project);
    const entry = fixture("key-no-change");
    project.write("tools.yaml", entry.after);
    project.setHandlerFiles(entry.handlerFiles);
    // Stop git's search for a repository at the temp dir, whatever encloses it.
    const previous = process.env.GIT_CEILING_DIRECTORIES;
    process.env.GIT_CEILING_DIRECTORIES = path.dirname(project.root);
    try {
      expectUsageError(await breaking(project, project.specPath, "--against", "HEAD"), /^toolspec: .* is not inside a git work tree, so there is no 'HEAD' to compare with/);
    } finally {
      if (previous === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
      else process.env.GIT_CEILING_DIRECTORIES = previous;
    }
  });
});

describe("error formats", () => {
  it("github-actions prints one ::error annotation per finding and nothing else on stdout", async () => {
    const entry = fixture("path-check-no-remove");
    const result = await runFixture(entry.name, "--error-format", "github-actions");
    expect(result.code).toBe(1);
    const lines = result.out.trimEnd().split("\n");
    expect(lines).toHaveLength(entry.expected.length);
    lines.forEach((line, index) => {
      const { line: row, column } = entry.expected[index]!;
      expect(line).toMatch(new RegExp(`^::error file=tools\\.yaml,line=${row},col=${column},title=PATH_CHECK_NO_REMOVE::param '`));
    });
    expect(result.err).toBe("3 breaking changes against HEAD\n");
  });

  it("json prints an array that parses, one entry per finding", async () => {
    const entry = fixture("param-same-type");
    const result = await runFixture(entry.name, "--error-format", "json");
    expect(result.code).toBe(1);
    const parsed = JSON.parse(result.out) as { file: string; line: number; column: number; rule: string; severity: string; message: string }[];
    expect(parsed.map((problem) => `${problem.rule} ${problem.line}:${problem.column}`)).toEqual(entry.expected.map(problemKey));
    for (const problem of parsed) {
      expect(problem.file).toBe("tools.yaml");
      expect(problem.severity).toBe("error");
      expect(problem.message).toMatch(/changed type from/);
    }
  });

  it("json with no findings is an empty array, the summary going to stderr", async () => {
    const result = await runFixture("rename-kept-as-alias", "--error-format", "json");
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toEqual([]);
    expect(result.err).toBe("no breaking changes against HEAD\n");
  });
});
