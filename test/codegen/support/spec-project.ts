// A throwaway toolspec project on disk (tools.yaml, src/handlers, src/generated), the directives the
// broken-spec fixtures carry in their leading comments, and an in-memory CommandIO for runCli.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CommandIO } from "../../../codegen/commands/command-io.js";

/** What a run printed. */
export interface CapturedIO extends CommandIO {
  readonly out: () => string;
  readonly err: () => string;
}

/** A CommandIO that keeps everything printed, rooted at `cwd`. */
export function captureIO(cwd: string): CapturedIO {
  let stdout = "";
  let stderr = "";
  return {
    cwd,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    out: () => stdout,
    err: () => stderr,
  };
}

/** One `RULE_ID LINE:COL` a fixture expects. */
export interface ExpectedProblem {
  readonly rule: string;
  readonly line: number;
  readonly column: number;
}

/** A handler file to create: src/handlers/<file> exporting one class. */
export interface HandlerFileSpec {
  readonly file: string;
  readonly exportedClass: string;
}

/** A broken-spec fixture: the spec text and what its header comments declare. */
export interface SpecFixture {
  readonly name: string;
  readonly text: string;
  readonly expected: readonly ExpectedProblem[];
  readonly handlerFiles: readonly HandlerFileSpec[];
}

const EXPECT = /^# expect: ([A-Z][A-Z0-9_]*) (\d+):(\d+)$/;
const HANDLER_FILE = /^# handler-file: ([A-Za-z0-9_]+\.ts) exports ([A-Za-z_][A-Za-z0-9_]*)$/;
const NO_HANDLER_FILES = "# handler-files: none";
/** `handler: ClassName` lines: by default each named class gets a file exporting it. */
const HANDLER_LINE = /^[ \t]*handler:[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*$/gm;

/**
 * Reads a fixture's header. Directives are comment lines before the first non-comment line:
 *   `# expect: RULE_ID LINE:COL` (at least one),
 *   `# handler-file: File.ts exports ClassName` (replaces the default handler files; repeatable),
 *   `# handler-files: none` (no handler files at all).
 * Without handler-file directives, every `handler: ClassName` in the spec gets src/handlers/ClassName.ts.
 * A malformed directive throws, so a typo cannot make a fixture silently test less.
 */
export function parseSpecFixture(name: string, text: string): SpecFixture {
  const expected: ExpectedProblem[] = [];
  const explicitFiles: HandlerFileSpec[] = [];
  let noHandlerFiles = false;
  for (const line of text.split("\n")) {
    if (!line.startsWith("#")) break;
    if (line.startsWith("# expect:")) {
      const match = EXPECT.exec(line);
      if (!match) throw new Error(`${name}: malformed expect line '${line}' (want '# expect: RULE_ID LINE:COL')`);
      expected.push({ rule: match[1]!, line: Number(match[2]), column: Number(match[3]) });
    } else if (line.startsWith("# handler-file:")) {
      const match = HANDLER_FILE.exec(line);
      if (!match) throw new Error(`${name}: malformed handler-file line '${line}' (want '# handler-file: File.ts exports ClassName')`);
      explicitFiles.push({ file: match[1]!, exportedClass: match[2]! });
    } else if (line.startsWith("# handler-files:")) {
      if (line !== NO_HANDLER_FILES) throw new Error(`${name}: the only handler-files directive is '${NO_HANDLER_FILES}'`);
      noHandlerFiles = true;
    }
  }
  if (expected.length === 0) throw new Error(`${name}: no '# expect: RULE_ID LINE:COL' line in the header`);
  if (noHandlerFiles && explicitFiles.length > 0) throw new Error(`${name}: '${NO_HANDLER_FILES}' contradicts its handler-file lines`);
  const derived = [...new Set([...text.matchAll(HANDLER_LINE)].map((match) => match[1]!))]
    .filter((className) => className !== "null")
    .map((className) => ({ file: `${className}.ts`, exportedClass: className }));
  const handlerFiles = noHandlerFiles ? [] : explicitFiles.length > 0 ? explicitFiles : derived;
  return { name, text, expected, handlerFiles };
}

/** Parses the `tools.yaml:LINE:COL RULE_ID` lines of a run's output. */
export function reportedProblems(output: string, file = "tools.yaml"): ExpectedProblem[] {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`^${escaped}:(\\d+):(\\d+) ([A-Z][A-Z0-9_]*) `, "gm");
  return [...output.matchAll(pattern)].map((match) => ({ rule: match[3]!, line: Number(match[1]), column: Number(match[2]) }));
}

/** `RULE_ID LINE:COL`, the form tests compare. */
export function problemKey(problem: ExpectedProblem): string {
  return `${problem.rule} ${problem.line}:${problem.column}`;
}

/** A temporary project directory. */
export class SpecProject {
  private constructor(readonly root: string) {}

  static create(prefix = "toolspec-codegen-"): SpecProject {
    return new SpecProject(mkdtempSync(path.join(os.tmpdir(), prefix)));
  }

  get specPath(): string {
    return path.join(this.root, "tools.yaml");
  }

  /** Absolute path of a project-relative path. */
  resolve(relativePath: string): string {
    return path.join(this.root, relativePath);
  }

  write(relativePath: string, content: string): void {
    const file = this.resolve(relativePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }

  read(relativePath: string): string {
    return readFileSync(this.resolve(relativePath), "utf8");
  }

  exists(relativePath: string): boolean {
    return existsSync(this.resolve(relativePath));
  }

  remove(relativePath: string): void {
    rmSync(this.resolve(relativePath), { recursive: true, force: true });
  }

  /** Replaces src/handlers with exactly these files, each exporting one tiny class. */
  setHandlerFiles(files: readonly HandlerFileSpec[]): void {
    this.remove("src/handlers");
    mkdirSync(this.resolve("src/handlers"), { recursive: true });
    for (const { file, exportedClass } of files) this.write(`src/handlers/${file}`, `export class ${exportedClass} {}\n`);
  }

  /** Every file under a project-relative directory with its content, keyed by forward-slash relative path. */
  snapshot(relativeDirectory: string): Record<string, string> {
    const directory = this.resolve(relativeDirectory);
    if (!existsSync(directory)) return {};
    const entries = readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const files: Record<string, string> = {};
    for (const entry of entries) {
      const absolute = path.join(entry.parentPath, entry.name);
      files[path.relative(this.root, absolute).split(path.sep).join("/")] = readFileSync(absolute, "utf8");
    }
    return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  }

  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
