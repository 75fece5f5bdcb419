import type { Patch } from "./patch-types.js";

// Add targets and Move destinations are included so the caller checks them against ignore and permission rules too.
/** Every path the patch touches, as written and without repeats, including Add targets and Move destinations. */
export function listPatchPaths(patch: Patch): string[] {
  const paths = new Set<string>();
  for (const operation of patch.operations) {
    paths.add(operation.path);
    if (operation.kind === "update" && operation.moveTo !== undefined) paths.add(operation.moveTo);
  }
  return [...paths];
}
