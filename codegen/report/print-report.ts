import { formatProblem, type Problem } from "../spec/problem.js";
import type { ErrorFormat } from "./error-format.js";
import { plural } from "./plural.js";

/** A problem that may carry a unified diff (drift). */
type ReportedProblem = Problem & { readonly diff?: string };

/** GitHub's workflow-command escaping: data and property values each have their own set. */
function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

function countLine(problems: readonly ReportedProblem[]): string {
  const errors = problems.filter((problem) => problem.severity === "error").length;
  const warnings = problems.length - errors;
  return [errors ? plural(errors, "error") : "", warnings ? plural(warnings, "warning") : ""].filter(Boolean).join(", ");
}

/**
 * Prints every problem of a run in the chosen format: `file:line:col RULE message` lines (with diffs and a
 * count) for people, one JSON array for programs, or `::error file=...::` annotations for GitHub Actions.
 */
export function printReport(problems: readonly ReportedProblem[], format: ErrorFormat, print: (text: string) => void): void {
  switch (format) {
    case "json":
      print(
        `${JSON.stringify(
          problems.map((problem) => ({
            file: problem.file,
            line: problem.position.line,
            column: problem.position.column,
            rule: problem.rule,
            severity: problem.severity,
            message: problem.message,
            ...(problem.diff ? { diff: problem.diff } : {}),
          })),
          null,
          2,
        )}\n`,
      );
      return;
    case "github-actions":
      for (const problem of problems) {
        const level = problem.severity === "warning" ? "warning" : "error";
        const properties = `file=${escapeProperty(problem.file)},line=${problem.position.line},col=${problem.position.column},title=${escapeProperty(problem.rule)}`;
        print(`::${level} ${properties}::${escapeData(problem.message)}\n`);
      }
      return;
    case "text":
      for (const problem of problems) print(`${formatProblem(problem)}\n`);
      for (const problem of problems) if (problem.diff) print(problem.diff.endsWith("\n") ? problem.diff : `${problem.diff}\n`);
      if (problems.length > 0) print(`${countLine(problems)}\n`);
  }
}
