import type { ResolvedWorkspacePath } from "../workspace/resolved-workspace-path.js";

/** Whether .clineignore lets the agent touch a path, with what the decision was based on. */
export interface ClineIgnoreDecision {
  /** False when the path, its real target or a symlink on the way matches .clineignore. */
  allowed: boolean;
  /** The path as resolved against the workspace; `insideWorkspace` is false for external paths, which are always allowed here. */
  resolved: ResolvedWorkspacePath;
  /** Set exactly when the path is blocked, e.g. "matches pattern 'secrets/**' in .clineignore". */
  reason?: string;
}
