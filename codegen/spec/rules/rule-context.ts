import type { Problem } from "../problem.js";
import type { RawParam, RawSpec, RawTool } from "../raw-spec.js";
import type { DocumentPath, SourceDocument } from "../source-document.js";

/** What every semantic rule gets: the parsed spec and a way to locate problems. */
export interface RuleContext {
  readonly source: SourceDocument;
  /** The data, already checked against the meta-schema; rules still guard shapes so they can run on broken specs. */
  readonly spec: Partial<RawSpec>;
}

/** A semantic rule: returns every problem it finds, never throws. */
export type SemanticRule = (context: RuleContext) => Problem[];

/** The tool entries that are mappings, with their index in `tools`. */
export function* eachTool(spec: Partial<RawSpec>): Generator<[RawTool, number]> {
  const tools = Array.isArray(spec.tools) ? spec.tools : [];
  for (let index = 0; index < tools.length; index++) {
    const tool = tools[index];
    if (isRecord(tool)) yield [tool as RawTool, index];
  }
}

/** A tool's name, then each alias, that is a string, with its document path. */
export function* eachToolName(tool: RawTool, toolIndex: number): Generator<{ name: string; path: DocumentPath; isAlias: boolean }> {
  if (typeof tool.name === "string") yield { name: tool.name, path: ["tools", toolIndex, "name"], isAlias: false };
  const aliases: unknown[] = Array.isArray(tool.aliases) ? tool.aliases : [];
  for (const [aliasIndex, alias] of aliases.entries()) {
    if (typeof alias === "string") yield { name: alias, path: ["tools", toolIndex, "aliases", aliasIndex], isAlias: true };
  }
}

/** The params a tool declares inline (not `shared`), with their document path. */
export function* eachInlineParam(tool: RawTool, toolIndex: number): Generator<[string, RawParam, DocumentPath]> {
  if (!isRecord(tool.params)) return;
  for (const [name, param] of Object.entries(tool.params)) {
    if (isRecord(param)) yield [name, param as RawParam, ["tools", toolIndex, "params", name]];
  }
}

/** The shared params, with their document path. */
export function* eachSharedParam(spec: Partial<RawSpec>): Generator<[string, RawParam, DocumentPath]> {
  if (!isRecord(spec.sharedParams)) return;
  for (const [name, param] of Object.entries(spec.sharedParams)) {
    if (isRecord(param)) yield [name, param as RawParam, ["sharedParams", name]];
  }
}

/** Names of the params a tool has (inline and shared). */
export function paramNames(tool: RawTool): string[] {
  return isRecord(tool.params) ? Object.keys(tool.params) : [];
}

/** Keys of an optional mapping section such as `variants` or `context`. */
export function sectionKeys(section: unknown): Set<string> {
  return new Set(isRecord(section) ? Object.keys(section) : []);
}

/** A plain mapping (not a list, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "(declared: a, b)" or "(none are declared)", for messages about undeclared names. */
export function declaredList(names: Iterable<string>): string {
  const list = [...names];
  return list.length > 0 ? `(declared: ${list.join(", ")})` : "(none are declared)";
}
