import fs from "node:fs";
import path from "node:path";
import ignore from "ignore";
import type { WorkspacePaths } from "../workspace/WorkspacePaths.js";

/** The rules file, looked for at the primary workspace root only. */
export const rulesFileName = ".clineignore";

/** The mark of the rule that protects .clineignore itself, so reasons can tell it from the user's patterns. */
export const rulesFileProtectionMark = "built-in protection of .clineignore";

/** One consistent reading of .clineignore and the files it includes. */
export interface LoadedClineIgnoreRules {
  /** Whether anything sits at `<primaryRoot>/.clineignore`. */
  present: boolean;
  /** The patterns in file order, each marked with the file it came from, followed by the self-protection rule. */
  matcher: ignore.Ignore;
  /** The real path of .clineignore, so that reaching it through another symlink is refused too. */
  rulesFileRealPath: string;
  /** Why the rules could not be read although the file is there; the controller then blocks the whole workspace. */
  loadProblem: string | undefined;
}

interface WatchedFile {
  readonly takeStamp: () => string;
  readonly stamp: string;
}

const includeDirective = /^!include(?:\s+|$)/;

/** Reads .clineignore and its includes, and reads them again whenever one of them changes on disk. */
export class ClineIgnoreRules {
  readonly #workspace: WorkspacePaths;
  #loaded: LoadedClineIgnoreRules | undefined;
  #watched: readonly WatchedFile[] = [];

  /** Rules for the primary root of `workspace`; nothing is read until first asked. */
  constructor(workspace: WorkspacePaths) {
    this.#workspace = workspace;
  }

  /** The rules as they stand on disk now; one lstat per watched file (two for a symlink) decides whether the cached reading is still good. */
  current(): LoadedClineIgnoreRules {
    // Polling stats instead of watching keeps no handle open, so the process can always exit.
    if (this.#loaded === undefined || this.#watched.some((file) => file.takeStamp() !== file.stamp)) {
      const { rules, watched } = this.#load();
      this.#loaded = rules;
      this.#watched = watched;
    }
    return this.#loaded;
  }

  #load(): { rules: LoadedClineIgnoreRules; watched: readonly WatchedFile[] } {
    const watched: WatchedFile[] = [];
    const watch = (takeStamp: () => string): void => {
      // The stamp is taken before reading, so an edit racing with the read is seen as a change next time.
      watched.push({ takeStamp, stamp: takeStamp() });
    };
    const rulesFilePath = path.join(this.#workspace.primaryRoot, rulesFileName);
    watch(() => stampFile(rulesFilePath));

    const matcher = ignore();
    const rulesFileRealPath = this.#workspace.resolve(rulesFileName).realPath;
    const reading = readRulesFile(rulesFilePath);
    if (reading.kind === "missing") {
      return { rules: { present: false, matcher, rulesFileRealPath, loadProblem: undefined }, watched };
    }
    if (reading.kind === "unreadable") {
      matcher.add({ pattern: `/${rulesFileName}`, mark: rulesFileProtectionMark });
      const loadProblem = `.clineignore could not be read (${reading.problem})`;
      return { rules: { present: true, matcher, rulesFileRealPath, loadProblem }, watched };
    }

    const includes = addPatternLines(matcher, reading.text, rulesFileName);
    for (const include of includes) {
      watch(() => this.#stampInclude(include));
      const resolved = this.#workspace.resolve(include);
      // Rules from outside the workspace are refused: the workspace owner should be the only one shaping them.
      if (!resolved.insideWorkspace || resolved.realPath === rulesFileRealPath) {
        continue;
      }
      const included = readRulesFile(resolved.realPath);
      if (included.kind === "text") {
        // Includes go one level deep: an included file's own !include lines are dropped, which also rules out cycles.
        addPatternLines(matcher, included.text, `${include} (included by .clineignore)`);
      }
    }
    // Added last so that no negation in the user's files can re-include the rules file.
    matcher.add({ pattern: `/${rulesFileName}`, mark: rulesFileProtectionMark });
    return { rules: { present: true, matcher, rulesFileRealPath, loadProblem: undefined }, watched };
  }

  #stampInclude(include: string): string {
    // The resolution is part of the stamp, so re-pointing a symlinked include also counts as a change.
    const resolved = this.#workspace.resolve(include);
    return `${resolved.realPath}|${resolved.insideWorkspace}|${stampFile(resolved.realPath)}`;
  }
}

type RulesFileReading = { kind: "missing" } | { kind: "unreadable"; problem: string } | { kind: "text"; text: string };

function readRulesFile(filePath: string): RulesFileReading {
  try {
    if (fs.lstatSync(filePath, { throwIfNoEntry: false }) === undefined) {
      return { kind: "missing" };
    }
    if (!fs.statSync(filePath).isFile()) {
      return { kind: "unreadable", problem: "not a regular file" };
    }
    return { kind: "text", text: fs.readFileSync(filePath, "utf8") };
  } catch (error) {
    return { kind: "unreadable", problem: errorCode(error) };
  }
}

/** Adds every pattern line to the matcher and returns the paths named by `!include` lines, in order. */
function addPatternLines(matcher: ignore.Ignore, text: string, source: string): string[] {
  const includes: string[] = [];
  for (const line of text.replace(/^\uFEFF/, "").split(/\r?\n/)) {
    const trimmed = line.trim();
    if (includeDirective.test(trimmed)) {
      const include = trimmed.replace(includeDirective, "");
      if (include !== "") {
        includes.push(include);
      }
      continue;
    }
    try {
      matcher.add({ pattern: line, mark: source });
    } catch {
      // A pattern the library cannot compile is skipped rather than taking every other rule down with it.
    }
  }
  return includes;
}

/** A fingerprint that changes whenever the file is created, deleted, replaced, re-pointed or written. */
function stampFile(filePath: string): string {
  try {
    const link = fs.lstatSync(filePath, { bigint: true, throwIfNoEntry: false });
    if (link === undefined) {
      return "missing";
    }
    // Only a symlink has a target of its own to watch; for anything else the one lstat already saw it all.
    const target = link.isSymbolicLink() ? fs.statSync(filePath, { bigint: true, throwIfNoEntry: false }) : link;
    const describe = (stats: fs.BigIntStats | undefined): string =>
      stats === undefined ? "missing" : [stats.ino, stats.size, stats.mtimeNs, stats.ctimeNs].join(":");
    return `${describe(link)}>${describe(target)}`;
  } catch (error) {
    return `unreadable:${errorCode(error)}`;
  }
}

function errorCode(error: unknown): string {
  if (error instanceof Error) {
    return (error as NodeJS.ErrnoException).code ?? error.message;
  }
  return String(error);
}
