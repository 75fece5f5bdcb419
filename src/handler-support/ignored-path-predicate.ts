import type { ClineIgnoreController } from "../permissions/ClineIgnoreController.js";

/**
 * The `isIgnored` callback the workspace engines take, answering from .clineignore for an absolute path;
 * undefined when there is no .clineignore, so the engines skip the per-path check altogether.
 */
export function ignoredPathPredicate(controller: ClineIgnoreController): ((absolutePath: string) => boolean) | undefined {
  if (!controller.hasRules) return undefined;
  return (absolutePath) => !controller.validateAccess(absolutePath);
}
