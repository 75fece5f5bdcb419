import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { filesUnder } from "../file-reads.js";
import { projectRelative } from "../project-paths.js";

/** The directory of the running generator's code: codegen/ from source, dist/codegen/ when compiled. */
const generatorCodeDirectory = path.resolve(fileURLToPath(new URL("../", import.meta.url)));

const CODE_FILE = /\.(?:[cm]?js|[cm]?ts|json)$/;
const DECLARATION_FILE = /\.d\.[cm]?ts$/;
/** `import ... from "./x.js"` and `export ... from "./x.js"`; group 1 marks a type-only one (erased at run time). */
const STATIC_IMPORT = /^[ \t]*(?:import|export)[ \t]+(type[ \t]+)?[^;]*?\bfrom[ \t]*["'](\.{1,2}\/[^"'\n]+)["']/gm;
/** `import("./x.js")` and `import "./x.js"`. */
const DYNAMIC_OR_BARE_IMPORT = /\bimport[ \t]*\(?[ \t]*["'](\.{1,2}\/[^"'\n]+)["']/g;

/** The modules generate and check run; what they import from outside codegen is generator code too. */
const ENTRY_POINTS = ["commands/generate-command.js", "commands/check-command.js"];

/** One code file of the generator, named relative to the generator's directory, with its content. */
export interface GeneratorCodeFile {
  readonly name: string;
  readonly content: Buffer;
}

/** Whether a file name is generator code (declaration files describe code; they are not code). */
function isCodeFile(name: string): boolean {
  return CODE_FILE.test(name) && !DECLARATION_FILE.test(name);
}

/** The relative specifiers a module loads at run time. */
function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) if (match[1] === undefined) specifiers.push(match[2]!);
  for (const match of source.matchAll(DYNAMIC_OR_BARE_IMPORT)) specifiers.push(match[1]!);
  return specifiers;
}

/**
 * A relative specifier applied to an absolute directory. Plain string work on purpose: this runs a few
 * hundred times when the generator's code is hashed, where node:path's (not yet optimised) normalisation
 * costs milliseconds.
 */
function applySpecifier(directory: string, specifier: string): string {
  const parts = directory.split(path.sep);
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== "." && segment !== "") parts.push(segment);
  }
  return parts.join(path.sep);
}

/** The directory part of an absolute path. */
function directoryOf(file: string): string {
  return file.slice(0, file.lastIndexOf(path.sep));
}

/**
 * Every code file the generator consists of, sorted by name: everything in its own directory, plus the
 * files outside it that generate and check import, followed transitively (toolspec's runtime helpers some
 * rules use). A change to any of them can change what generate writes or what check reports.
 *
 * `beforeRead` is called with each file's path before the file is read, with each of the generator's
 * directories before it is listed, and with each directory outside it before a file there is looked for
 * (a compiled `x.js` added next to a source `x.ts` would change what an import names), so a caller can
 * take stock of them first.
 */
export function generatorCodeFiles(directory: string = generatorCodeDirectory, beforeRead: (file: string) => void = () => undefined): GeneratorCodeFile[] {
  const own = new Map<string, Buffer>();
  // Symbolic links are not followed; `beforeRead` sees each directory before it is listed.
  for (const file of filesUnder(directory, beforeRead).filter(isCodeFile)) {
    beforeRead(file);
    own.set(file, readFileSync(file));
  }
  const ownPrefix = `${directory}${path.sep}`;
  const outside = new Map<string, Buffer>();

  /** The file a relative import names: as written, or its .ts source when running from source. */
  const resolveImport = (fromDirectory: string, specifier: string): string | undefined => {
    const target = applySpecifier(fromDirectory, specifier);
    if (!target.startsWith(ownPrefix)) beforeRead(directoryOf(target));
    const source = target.replace(/\.([cm]?)js$/, ".$1ts");
    // Files of the generator's own directory are known already, which spares most existence checks.
    for (const candidate of source === target ? [target] : [target, source]) {
      if (own.has(candidate) || existsSync(candidate)) return candidate;
    }
    return undefined;
  };

  const visited = new Set<string>();
  const queue = ENTRY_POINTS.map((entry) => resolveImport(directory, `./${entry}`)).filter((file) => file !== undefined);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (visited.has(file)) continue;
    visited.add(file);
    let content = own.get(file);
    if (content === undefined) {
      beforeRead(file);
      content = readFileSync(file);
      outside.set(file, content);
    }
    if (file.endsWith(".json")) continue;
    // Specifiers are ASCII; latin1 decodes fastest.
    for (const specifier of runtimeImports(content.toString("latin1"))) {
      const target = resolveImport(directoryOf(file), specifier);
      if (target !== undefined && isCodeFile(target) && !visited.has(target)) queue.push(target);
    }
  }

  return [...own, ...outside]
    .map(([file, content]) => ({ name: projectRelative(directory, file), content }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
