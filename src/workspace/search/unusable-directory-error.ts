import type { StatFailure } from "../classify-stat-error.js";

/** Why a directory an engine was given cannot be worked in. */
export type DirectoryProblem = StatFailure | { readonly kind: "not-a-directory" };

const MARKER = "toolspec.UnusableDirectoryError";

/**
 * Thrown by the workspace engines (listing, search, outlines) when their directory is missing, is not a
 * directory or cannot be read; `problem` says which, so a tool can word its own advice.
 */
export class UnusableDirectoryError extends Error {
  private readonly marker = MARKER;

  constructor(
    readonly directory: string,
    readonly problem: DirectoryProblem,
  ) {
    super(describeProblem(directory, problem));
    this.name = "UnusableDirectoryError";
  }

  /** True for UnusableDirectoryErrors, even across copies of this module (the engines load in their own chunks). */
  static isInstance(error: unknown): error is UnusableDirectoryError {
    return typeof error === "object" && error !== null && (error as { marker?: unknown }).marker === MARKER;
  }
}

function describeProblem(directory: string, problem: DirectoryProblem): string {
  switch (problem.kind) {
    case "missing":
      return `Directory not found: ${directory}`;
    case "not-a-directory":
      return `Not a directory: ${directory}`;
    case "inaccessible":
      return `Cannot read directory ${directory}: ${problem.reason}`;
  }
}
