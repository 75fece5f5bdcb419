import { readFile } from "node:fs/promises";
import { buildModel } from "./build-model.js";
import { checkHandlerFiles } from "./check-handler-files.js";
import { checkMetaSchema } from "./check-meta-schema.js";
import type { ToolSpec } from "./model.js";
import { sortProblems, type Problem } from "./problem.js";
import type { RawSpec } from "./raw-spec.js";
import { readHandlerClasses, type HandlerFile } from "./read-handler-classes.js";
import { approvalCondition } from "./rules/approval-condition.js";
import { budgetNames } from "./rules/budget-names.js";
import { contextRequirements } from "./rules/context-requirements.js";
import { dynamicNames } from "./rules/dynamic-names.js";
import { handlerBinding } from "./rules/handler-binding.js";
import { paramShapes } from "./rules/param-shapes.js";
import { placeholders } from "./rules/placeholders.js";
import { isRecord, type SemanticRule } from "./rules/rule-context.js";
import { toolNames } from "./rules/tool-names.js";
import { uniqueTools } from "./rules/unique-tools.js";
import { variantNames } from "./rules/variant-names.js";
import { variantOverrides } from "./rules/variant-overrides.js";
import { SourceDocument } from "./source-document.js";

/** Every semantic rule, run in this order on every load. */
export const semanticRules: readonly SemanticRule[] = [
  uniqueTools,
  toolNames,
  handlerBinding,
  placeholders,
  contextRequirements,
  paramShapes,
  variantOverrides,
  approvalCondition,
  dynamicNames,
  variantNames,
  budgetNames,
];

/** Where the loader finds its inputs. */
export interface LoadSpecOptions {
  /** Absolute path of tools.yaml. */
  readonly specPath: string;
  /** How problems name the spec file (relative to the project root). */
  readonly specDisplayName: string;
  readonly metaSchemaPath: string;
  readonly handlersDirectory: string;
  /** The project root, for naming files in problems. */
  readonly projectRoot: string;
}

/** The outcome of loading tools.yaml. */
export type LoadSpecResult =
  | {
      readonly ok: true;
      readonly spec: ToolSpec;
      readonly raw: RawSpec;
      /** tools.yaml as parsed, so later steps can locate their problems without reading it again. */
      readonly source: SourceDocument;
      readonly handlerFiles: ReadonlyMap<string, HandlerFile>;
    }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/** Parses, validates and resolves tools.yaml, collecting every problem before giving up. */
export async function loadSpec(options: LoadSpecOptions): Promise<LoadSpecResult> {
  let text: string;
  try {
    text = await readFile(options.specPath, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "file not found" : (error as Error).message;
    return { ok: false, problems: [{ rule: "SPEC_UNREADABLE", message: `cannot read ${options.specPath}: ${reason}`, file: options.specDisplayName, position: { line: 1, column: 1 }, severity: "error" }] };
  }
  return loadSpecText(text, options);
}

/** What the declaration rules found: every problem, and the data when it could be read as a mapping. */
export interface CheckedDeclarations {
  readonly source: SourceDocument;
  /** The spec's data, present when it is a mapping (even one with problems). */
  readonly data: Partial<RawSpec> | undefined;
  readonly problems: Problem[];
}

/**
 * Parses the text and applies the meta-schema and every semantic rule, but not the handler-file checks:
 * `toolspec breaking` loads older versions whose handler classes may be gone.
 */
export function checkDeclarations(text: string, file: string, metaSchemaPath: string): CheckedDeclarations {
  const { source, problems: syntaxProblems } = SourceDocument.parse(file, text);
  // Broken YAML has no trustworthy data to check further.
  if (syntaxProblems.length > 0) return { source, data: undefined, problems: syntaxProblems };
  const data = source.toData();
  if (data === null || data === undefined) {
    return { source, data: undefined, problems: [source.problemAt("FIELD_MISSING", [], `${file} is empty; it needs at least 'version: 1' and a 'tools' list`)] };
  }
  const problems = checkMetaSchema(source, data, metaSchemaPath);
  if (!isRecord(data)) return { source, data: undefined, problems };
  for (const rule of semanticRules) problems.push(...rule({ source, spec: data as Partial<RawSpec> }));
  return { source, data: data as Partial<RawSpec>, problems };
}

/** Whether any problem is an error (warnings do not stop a run). */
export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((problem) => problem.severity === "error");
}

/** Same as loadSpec, on text already read. */
export async function loadSpecText(text: string, options: LoadSpecOptions): Promise<LoadSpecResult> {
  const { source, data, problems } = checkDeclarations(text, options.specDisplayName, options.metaSchemaPath);
  if (data === undefined) return { ok: false, problems: sortProblems(problems) };
  // Handler files are checked even when the declarations have problems: every problem in one run.
  const handlerFiles = await readHandlerClasses(options.handlersDirectory);
  problems.push(...checkHandlerFiles(source, data, handlerFiles, options.handlersDirectory, options.projectRoot));
  if (hasErrors(problems)) return { ok: false, problems: sortProblems(problems) };
  const raw = data as RawSpec;
  return { ok: true, spec: buildModel(raw), raw, source, handlerFiles };
}
