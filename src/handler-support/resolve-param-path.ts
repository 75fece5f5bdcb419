import type { TaskConfig } from "../contracts/task-config.js";
import type { ToolUse } from "../contracts/tool-use.js";
import type { ResolvedWorkspacePath } from "../workspace/resolved-workspace-path.js";

/** Where a path param points: the resolution the executor checked for this call, or a fresh one when there is none. */
export function resolveParamPath(config: TaskConfig, block: Pick<ToolUse, "resolvedPaths">, param: string, input: string): ResolvedWorkspacePath {
  const checked = block.resolvedPaths?.[param];
  // Only the very text that was checked is reused, so a block whose params were rewritten on the way is resolved anew.
  return checked !== undefined && checked.input === input ? checked : config.workspace.resolve(input);
}
