import { describeThrownError } from "../util/describe-thrown-error.js";

/** What a failed stat says about a path: nothing is there, or something is that cannot be looked at, and why. */
export type StatFailure = { readonly kind: "missing" } | { readonly kind: "inaccessible"; readonly reason: string };

/** Sorts the error of a stat (or lstat) call; the reason is worded for a tool result. */
export function classifyStatError(error: unknown): StatFailure {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  // ENOTDIR: a parent is a file, so nothing can be at this path either.
  if (code === "ENOENT" || code === "ENOTDIR") return { kind: "missing" };
  if (code === "ELOOP") return { kind: "inaccessible", reason: "it is a symbolic link that loops back on itself" };
  if (code === "EACCES" || code === "EPERM") return { kind: "inaccessible", reason: "permission denied" };
  return { kind: "inaccessible", reason: describeThrownError(error) };
}
