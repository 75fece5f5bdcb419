import { buildModel } from "../spec/build-model.js";
import { checkMetaSchema } from "../spec/check-meta-schema.js";
import { semanticRules } from "../spec/load-spec.js";
import type { ToolSpec } from "../spec/model.js";
import { sortProblems, type Problem } from "../spec/problem.js";
import type { RawSpec } from "../spec/raw-spec.js";
import { isRecord } from "../spec/rules/rule-context.js";
import { SourceDocument } from "../spec/source-document.js";

/** The older spec, loaded; or the one problem that says it cannot be compared. */
export type BaseSpecResult = { readonly ok: true; readonly spec: ToolSpec } | { readonly ok: false; readonly problem: Problem };

/**
 * Loads the spec of an older version like the loader does (YAML, meta-schema, every semantic rule) but
 * without the handler-file checks: its handler classes may have been deleted since, and only its
 * declarations are compared. `file` names it in problems, e.g. `origin/main:tools.yaml`.
 */
export function loadBaseSpec(text: string, file: string, ref: string, metaSchemaPath: string): BaseSpecResult {
  const problems = baseSpecProblems(text, file, metaSchemaPath);
  if (problems.errors.length > 0) return { ok: false, problem: baseSpecInvalid(problems.errors, file, ref) };
  return { ok: true, spec: buildModel(problems.data as RawSpec) };
}

function baseSpecProblems(text: string, file: string, metaSchemaPath: string): { errors: Problem[]; data: unknown } {
  const { source, problems: syntaxProblems } = SourceDocument.parse(file, text);
  if (syntaxProblems.length > 0) return { errors: syntaxProblems, data: undefined };
  const data = source.toData();
  if (!isRecord(data)) return { errors: [source.problemAt("FIELD_TYPE", [], `${file} is not a mapping with 'version' and 'tools'`)], data };
  const problems = checkMetaSchema(source, data, metaSchemaPath);
  for (const rule of semanticRules) problems.push(...rule({ source, spec: data as Partial<RawSpec> }));
  return { errors: problems.filter((problem) => problem.severity === "error"), data };
}

/** One BASE_SPEC_INVALID problem at the older file's first problem, naming it and how many there are. */
function baseSpecInvalid(errors: readonly Problem[], file: string, ref: string): Problem {
  const sorted = sortProblems(errors);
  const first = sorted[0]!;
  const more = sorted.length > 1 ? ` (and ${sorted.length - 1} more)` : "";
  return {
    rule: "BASE_SPEC_INVALID",
    message: `the spec at '${ref}' does not load, so there is nothing trustworthy to compare against: ${first.rule} ${first.message}${more}; compare against another ref`,
    file,
    position: first.position,
    severity: "error",
  };
}
