import type { DriftedFile } from "../generate/find-drift.js";
import type { Problem } from "../spec/problem.js";

const driftRules: Record<DriftedFile["state"], string> = { stale: "GENERATED_STALE", missing: "GENERATED_MISSING", extra: "GENERATED_EXTRA" };
const driftMessages: Record<DriftedFile["state"], string> = {
  stale: "this generated file differs from what tools.yaml produces; run `toolspec generate` (never edit generated files by hand)",
  missing: "this generated file is missing; run `toolspec generate`",
  extra: "this file is no longer generated from tools.yaml; run `toolspec generate` to remove it",
};

/** A drifted generated file as a problem located at its first line, with its diff attached. */
export interface DriftProblem extends Problem {
  readonly diff: string;
}

/** Drift expressed as problems, so every error format reports it like any other problem. */
export function driftProblems(drifted: readonly DriftedFile[]): DriftProblem[] {
  return drifted.map((file) => ({
    rule: driftRules[file.state],
    message: driftMessages[file.state],
    file: file.path,
    position: { line: 1, column: 1 },
    severity: "error",
    diff: file.diff,
  }));
}
