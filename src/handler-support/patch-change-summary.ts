import type { PatchOperation } from "../editing/patch/parse-patch.js";
import type { PlannedChange } from "../editing/patch/plan-patch.js";
import { describeByteSize } from "./file-byte-size.js";
import { countLines, describeLineCount } from "./file-line-count.js";
import type { PatchTargetState } from "./patch-target-files.js";

/** One line per applied change: what happened to which file, with line counts. */
export function describePatchChanges(
  changes: readonly PlannedChange[],
  operations: readonly PatchOperation[],
  states: ReadonlyMap<string, PatchTargetState>,
): string[] {
  return changes.map((change) => {
    const newLines = describeLineCount(countLines(change.content ?? ""));
    switch (change.kind) {
      case "add":
        return `- added ${change.path} (${newLines})`;
      case "delete": {
        const state = states.get(change.path);
        const was = state?.kind === "text" ? describeLineCount(countLines(state.text)) : state?.kind === "binary" ? `binary, ${describeByteSize(state.size)}` : "";
        return `- deleted ${change.path}${was === "" ? "" : ` (was ${was})`}`;
      }
      case "update":
        return `- updated ${change.path} (${describeHunkLines(change.path, operations)}, now ${newLines})`;
      case "move":
        return `- moved ${change.path} to ${change.newPath ?? "?"} (${describeHunkLines(change.path, operations)}, now ${newLines})`;
    }
  });
}

/** `+3 -1 lines` from the hunks of the Update section of `path`, or `content unchanged` without any. */
function describeHunkLines(path: string, operations: readonly PatchOperation[]): string {
  const operation = operations.find((candidate) => candidate.kind === "update" && candidate.path === path);
  const lines = operation?.kind === "update" ? operation.hunks.flatMap((hunk) => hunk.lines) : [];
  const added = lines.filter((line) => line.kind === "add").length;
  const removed = lines.filter((line) => line.kind === "remove").length;
  return added === 0 && removed === 0 ? "content unchanged" : `+${added} -${removed} lines`;
}
