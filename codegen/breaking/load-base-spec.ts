import { buildModel } from "../spec/build-model.js";
import { checkDeclarations } from "../spec/load-spec.js";
import type { ToolSpec } from "../spec/model.js";
import { sortProblems, type Problem } from "../spec/problem.js";
import type { RawSpec } from "../spec/raw-spec.js";

/** The older spec, loaded; or the one problem that says it cannot be compared. */
export type BaseSpecResult = { readonly ok: true; readonly spec: ToolSpec } | { readonly ok: false; readonly problem: Problem };

/**
 * Loads the spec of an older version like the loader does (YAML, meta-schema, every semantic rule) but
 * without the handler-file checks: its handler classes may have been deleted since, and only its
 * declarations are compared. `file` names it in problems, e.g. `origin/main:tools.yaml`.
 */
export function loadBaseSpec(text: string, file: string, ref: string, metaSchemaPath: string): BaseSpecResult {
  const { data, problems } = checkDeclarations(text, file, metaSchemaPath);
  const errors = problems.filter((problem) => problem.severity === "error");
  if (data === undefined || errors.length > 0) return { ok: false, problem: baseSpecInvalid(errors, file, ref) };
  return { ok: true, spec: buildModel(data as RawSpec) };
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
