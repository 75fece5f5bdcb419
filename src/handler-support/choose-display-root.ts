import type { TaskConfig } from "../contracts/task-config.js";
import { relativePathWithin } from "../workspace/relative-path-within.js";

/** Where a directory tool's result paths are shown relative to, and the note the result then needs. */
export interface DisplayRoot {
  /** An absolute, real directory. */
  readonly root: string;
  /** The directory's own path relative to `root` ("" when they are the same), in POSIX form. */
  readonly directoryPath: string;
  /** A line telling the model what the paths are relative to, when that is not the workspace root. */
  readonly note: string | undefined;
}

/**
 * For a directory a tool works in (its real path): the primary workspace root when the directory lies
 * inside it, so every path shown can be passed straight to another tool; otherwise the directory itself,
 * with a note naming it, since relative paths there would otherwise be read against the workspace root.
 */
export function chooseDisplayRoot(config: TaskConfig, realDirectory: string): DisplayRoot {
  const workspaceRoot = config.workspace.primaryRealRoot;
  const inside = relativePathWithin(workspaceRoot, realDirectory);
  if (inside !== undefined) return { root: workspaceRoot, directoryPath: inside, note: undefined };
  return { root: realDirectory, directoryPath: "", note: `(Paths below are relative to ${realDirectory}.)` };
}
