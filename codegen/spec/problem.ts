/** A source position, 1-based. */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

/** How bad a problem is: errors fail the run, warnings are printed only. */
export type ProblemSeverity = "error" | "warning";

/** One located problem in tools.yaml (or in a file it points to). */
export interface Problem {
  readonly rule: string;
  readonly message: string;
  /** The file the position refers to, relative to the project root. */
  readonly file: string;
  readonly position: SourcePosition;
  readonly severity: ProblemSeverity;
}

/** `tools.yaml:12:5 RULE_ID message`, the buf-style line every problem prints as. */
export function formatProblem(problem: Problem): string {
  const severity = problem.severity === "warning" ? "warning: " : "";
  return `${problem.file}:${problem.position.line}:${problem.position.column} ${problem.rule} ${severity}${problem.message}`;
}

/** Orders problems by file, then position, so output is stable whatever order the rules ran in. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.position.line - b.position.line ||
      a.position.column - b.position.column ||
      a.rule.localeCompare(b.rule),
  );
}
