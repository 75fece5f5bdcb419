import { readFile } from "node:fs/promises";
import type { TaskConfig } from "../contracts/task-config.js";
import type { Patch, PatchOperation } from "../editing/patch/parse-patch.js";
import { patchPathKey } from "../editing/patch/patch-path-key.js";
import { listPatchPaths } from "../editing/patch/patch-paths.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { decodeEditableText } from "./file-editable-text.js";
import { inspectFilePath } from "./file-path-status.js";

/** What one path a patch names holds right now. */
export type PatchTargetState =
  | { readonly kind: "missing" }
  | { readonly kind: "text"; readonly text: string }
  /** A regular file that is not editable text: it may be deleted or counted as existing, never updated. */
  | { readonly kind: "binary"; readonly reason: string; readonly size: number }
  /** A directory, a special file or an unreadable path: no operation may touch it. */
  | { readonly kind: "unusable"; readonly reason: string };

/** The current state of every path a patch names, and what makes some operations impossible. */
export interface PatchTargets {
  /** Keyed by the path as written in the patch. */
  readonly states: ReadonlyMap<string, PatchTargetState>;
  /** Messages naming the path and the cause, in patch order. */
  readonly problems: readonly string[];
  /** Operations none of whose paths has a problem, for planning. */
  readonly plannable: PatchOperation[];
  /** Absolute path of each path as written, for the file changes. */
  readonly absolutePaths: ReadonlyMap<string, string>;
}

// Read before planning because planPatch reads synchronously; reading through the workspace keeps
// relative paths relative to the primary root. Paths outside the workspace get here only after the
// executor checked them against .clineignore and the user (or the settings) approved the call.
/** Resolves and reads every path the patch touches, and checks each operation can act on what is there. */
export async function readPatchTargets(config: TaskConfig, patch: Patch): Promise<PatchTargets> {
  const states = new Map<string, PatchTargetState>();
  const absolutePaths = new Map<string, string>();
  const problems: string[] = [];
  const writtenByAbsolute = new Map<string, string>();
  for (const written of listPatchPaths(patch)) {
    const absolutePath = config.workspace.resolve(written).absolutePath;
    absolutePaths.set(written, absolutePath);
    states.set(written, await readTarget(absolutePath));
    // Two spellings planPatch cannot tell apart (`a.ts` and its absolute path) would edit one file twice.
    const earlier = writtenByAbsolute.get(absolutePath);
    if (earlier !== undefined && patchPathKey(earlier) !== patchPathKey(written)) {
      problems.push(`${written}: names the same file as ${earlier}; combine the changes into one section`);
    }
    writtenByAbsolute.set(absolutePath, written);
  }
  const plannable: PatchOperation[] = [];
  for (const operation of patch.operations) {
    const found = operationProblems(operation, states);
    problems.push(...found);
    if (found.length === 0) plannable.push(operation);
  }
  return { states, problems, plannable, absolutePaths };
}

/** The content planPatch sees: text, a placeholder for an existing binary file, or undefined when missing. */
export function plannedContentOf(state: PatchTargetState | undefined): string | undefined {
  if (state === undefined || state.kind === "missing" || state.kind === "unusable") return undefined;
  return state.kind === "text" ? state.text : "";
}

function operationProblems(operation: PatchOperation, states: ReadonlyMap<string, PatchTargetState>): string[] {
  const problems: string[] = [];
  for (const written of listPatchPaths({ operations: [operation] })) {
    const state = states.get(written);
    if (state?.kind === "unusable") problems.push(`${written}: ${state.reason}`);
  }
  const source = states.get(operation.path);
  if (operation.kind === "update" && source?.kind === "binary") {
    problems.push(`${operation.path}: cannot update this file because ${source.reason}; apply_patch only edits text files`);
  }
  return problems;
}

async function readTarget(absolutePath: string): Promise<PatchTargetState> {
  const status = await inspectFilePath(absolutePath);
  switch (status.kind) {
    case "missing":
      return { kind: "missing" };
    case "directory":
      return { kind: "unusable", reason: "is a directory, not a file" };
    case "special":
      return { kind: "unusable", reason: `is ${status.what}, not a regular file` };
    case "inaccessible":
      return { kind: "unusable", reason: `cannot be accessed (${status.reason})` };
    case "file":
      break;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(absolutePath);
  } catch (error) {
    return { kind: "unusable", reason: `cannot be read (${describeThrownError(error)})` };
  }
  const decoded = decodeEditableText(bytes);
  return decoded.ok ? { kind: "text", text: decoded.text } : { kind: "binary", reason: decoded.reason, size: bytes.length };
}
