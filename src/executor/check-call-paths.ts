import ignore, { type Ignore } from "ignore";
import type { ParamMetadata, ToolMetadata } from "../contracts/tool-metadata.js";
import type { ApprovalScope } from "../contracts/approval-settings.js";
import type { ClineIgnoreController } from "../permissions/ClineIgnoreController.js";
import type { ResolvedWorkspacePath } from "../workspace/resolved-workspace-path.js";
import { ignoredPathMessage, restrictedPathMessage } from "./executor-messages.js";

/** One path a call touches, resolved and classified. */
export interface CallPath {
  /** The param it came from, or "" for a path the handler found inside a param's text. */
  readonly param: string;
  readonly resolved: ResolvedWorkspacePath;
  readonly scope: ApprovalScope;
}

/** Every path passed, or the first one that may not be touched. */
export type CallPathsCheck = { readonly ok: true; readonly paths: readonly CallPath[] } | { readonly ok: false; readonly message: string };

const restrictionMatchers = new Map<readonly string[], Ignore>();

function matcherFor(patterns: readonly string[]): Ignore {
  let matcher = restrictionMatchers.get(patterns);
  if (matcher === undefined) {
    matcher = ignore().add([...patterns]);
    restrictionMatchers.set(patterns, matcher);
  }
  return matcher;
}

function checkOne(tool: ToolMetadata, param: string, metadata: ParamMetadata | undefined, input: string, controller: ClineIgnoreController): CallPath | string {
  const decision = controller.check(input);
  if (!decision.allowed) return ignoredPathMessage(tool.name, input, decision.reason);
  const resolved = decision.resolved;
  const restrictions = metadata?.pathRestrictedTo ?? [];
  if (restrictions.length > 0) {
    const relative = resolved.relativePath;
    if (!resolved.insideWorkspace || relative === "" || !matcherFor(restrictions).ignores(relative)) {
      return restrictedPathMessage(tool.name, param, input, restrictions);
    }
  }
  return { param, resolved, scope: resolved.insideWorkspace ? "local" : "external" };
}

/**
 * Checks every `path: true` param and every path the handler declares against .clineignore (on the real
 * path, so `..` detours and symlinks are caught), the params also against their `restrictTo`, then
 * classifies each as local or external.
 */
export function checkCallPaths(
  tool: ToolMetadata,
  params: Readonly<Record<string, unknown>>,
  declaredPaths: readonly string[],
  controller: ClineIgnoreController,
): CallPathsCheck {
  const paths: CallPath[] = [];
  const candidates: [string, string][] = [];
  for (const param of tool.pathParams) {
    const value = params[param];
    if (typeof value === "string") candidates.push([param, value]);
  }
  for (const path of declaredPaths) candidates.push(["", path]);
  for (const [param, input] of candidates) {
    const checked = checkOne(tool, param, param === "" ? undefined : tool.params[param], input, controller);
    if (typeof checked === "string") return { ok: false, message: checked };
    paths.push(checked);
  }
  return { ok: true, paths };
}
