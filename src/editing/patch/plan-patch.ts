import { applyHunks } from "./apply-hunks.js";
import { patchPathKey } from "./patch-path-key.js";
import type { Patch, PlannedChange } from "./patch-types.js";

/** Re-exported so callers can import the patch types next to the function. */
export type { PlannedChange } from "./patch-types.js";

// Every problem is reported at once (adding an existing file, updating, deleting or moving a
// missing one, moving onto an existing file, touching one path twice, hunks that cannot be
// located) so the model can fix the whole patch in one retry.
/** Computes the new content of every file a patch touches, reading through `readFile` and writing nothing. */
export function planPatch(patch: Patch, readFile: (path: string) => string | undefined): { ok: true; changes: PlannedChange[] } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const changes: PlannedChange[] = [];
  const firstUse = new Map<string, string>();
  // A second use of a path is reported once; checking it further would only repeat the problem.
  const claim = (path: string, use: string): boolean => {
    const key = patchPathKey(path);
    const earlier = firstUse.get(key);
    if (earlier === undefined) {
      firstUse.set(key, use);
      return true;
    }
    errors.push(`${path}: the patch touches this file twice (${earlier}, then ${use}); combine the changes into one section`);
    return false;
  };

  for (const operation of patch.operations) {
    switch (operation.kind) {
      case "add": {
        if (!claim(operation.path, "Add File")) break;
        if (readFile(operation.path) !== undefined) {
          errors.push(`${operation.path}: cannot add this file because it already exists; use '*** Update File:' to change it`);
        } else {
          changes.push({ kind: "add", path: operation.path, content: operation.content });
        }
        break;
      }
      case "delete": {
        if (!claim(operation.path, "Delete File")) break;
        if (readFile(operation.path) === undefined) {
          errors.push(`${operation.path}: cannot delete this file because it does not exist`);
        } else {
          changes.push({ kind: "delete", path: operation.path });
        }
        break;
      }
      case "update": {
        if (!claim(operation.path, "Update File")) break;
        // Moving a file onto its own path is just an update.
        const newPath = operation.moveTo !== undefined && patchPathKey(operation.moveTo) !== patchPathKey(operation.path) ? operation.moveTo : undefined;
        let destinationFree = true;
        if (newPath !== undefined) {
          if (!claim(newPath, "Move to")) break;
          if (readFile(newPath) !== undefined) {
            destinationFree = false;
            errors.push(`${operation.path}: cannot move this file to ${newPath} because that file already exists`);
          }
        }
        const original = readFile(operation.path);
        if (original === undefined) {
          errors.push(`${operation.path}: cannot update this file because it does not exist; use '*** Add File:' to create it`);
          break;
        }
        const result = applyHunks(original, operation.hunks, operation.path);
        if (!result.ok) {
          errors.push(...result.errors);
        } else if (destinationFree) {
          changes.push(
            newPath === undefined
              ? { kind: "update", path: operation.path, content: result.content }
              : { kind: "move", path: operation.path, newPath, content: result.content },
          );
        }
        break;
      }
    }
  }
  return errors.length === 0 ? { ok: true, changes } : { ok: false, errors };
}
