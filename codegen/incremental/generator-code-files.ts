import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

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
 * hundred times on the cached path, where node:path's (not yet optimised) normalisation costs milliseconds.
 */
function applySpecifier(directory: string, specifier: string): string {
  const parts = directory.split(path.sep);
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== "." && segment !== "") parts.push(segment);
  }
  return parts.join(path.sep);
}

/**
 * The file a relative import names: as written, or its .ts source when running from source. Files of
 * the generator's own directory are known already, which spares most existence checks.
 */
function resolveImport(fromDirectory: string, specifier: string, known: ReadonlyMap<string, Buffer>): string | undefined {
  const target = applySpecifier(fromDirectory, specifier);
  const source = target.replace(/\.([cm]?)js$/, ".$1ts");
  for (const candidate of source === target ? [target] : [target, source]) {
    if (known.has(candidate) || existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The files outside the generator directory that the entry points import, followed transitively. */
function importedFromOutside(ownFiles: ReadonlyMap<string, Buffer>): Map<string, Buffer> {
  const outside = new Map<string, Buffer>();
  const visited = new Set<string>();
  const queue = ENTRY_POINTS.map((entry) => resolveImport(generatorCodeDirectory, `./${entry}`, ownFiles)).filter((file) => file !== undefined);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (visited.has(file)) continue;
    visited.add(file);
    let content = ownFiles.get(file);
    if (content === undefined) {
      content = readFileSync(file);
      outside.set(file, content);
    }
    if (file.endsWith(".json")) continue;
    // Specifiers are ASCII; latin1 decodes fastest.
    for (const specifier of runtimeImports(content.toString("latin1"))) {
      const target = resolveImport(file.slice(0, file.lastIndexOf(path.sep)), specifier, ownFiles);
      if (target !== undefined && isCodeFile(target) && !visited.has(target)) queue.push(target);
    }
  }
  return outside;
}

/**
 * Every code file the generator consists of: everything in its own directory, plus the files outside it
 * that generate and check import (toolspec's runtime helpers some rules use). A change to any of them can
 * change what generate writes or what check reports.
 */
export function generatorCodeFiles(): GeneratorCodeFile[] {
  const own = new Map<string, Buffer>();
  for (const entry of readdirSync(generatorCodeDirectory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !isCodeFile(entry.name)) continue;
    const file = `${entry.parentPath.endsWith(path.sep) ? entry.parentPath.slice(0, -1) : entry.parentPath}${path.sep}${entry.name}`;
    own.set(file, readFileSync(file));
  }
  const named = (file: string) =>
    (file.startsWith(`${generatorCodeDirectory}${path.sep}`) ? file.slice(generatorCodeDirectory.length + 1) : path.relative(generatorCodeDirectory, file)).split(path.sep).join("/");
  return [...own, ...importedFromOutside(own)]
    .map(([file, content]) => ({ name: named(file), content }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
