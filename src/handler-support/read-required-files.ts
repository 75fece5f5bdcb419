import { open, stat } from "node:fs/promises";
import type { TaskConfig } from "../contracts/task-config.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "./describe-thrown-error.js";

/** At most this many files are read back, so a long list cannot flood the fresh context. */
export const MAXIMUM_REQUIRED_FILES = 10;

/** A required file read back into the result. */
export interface RequiredFileContent {
  readonly path: string;
  readonly content: string;
  readonly truncated: boolean;
}

/** A required file left out, and why. */
export interface SkippedRequiredFile {
  readonly path: string;
  readonly reason: string;
}

/** What reading the required files produced. */
export interface RequiredFilesReading {
  readonly read: readonly RequiredFileContent[];
  readonly skipped: readonly SkippedRequiredFile[];
}

/**
 * Reads the listed files that .clineignore allows, that lie inside the workspace and whose reading is
 * auto-approved; everything else is skipped with a reason, since nobody approved reading it.
 */
export async function readRequiredFiles(config: TaskConfig, paths: readonly string[]): Promise<RequiredFilesReading> {
  const read: RequiredFileContent[] = [];
  const skipped: SkippedRequiredFile[] = [];
  for (const [index, path] of paths.entries()) {
    if (index >= MAXIMUM_REQUIRED_FILES) {
      skipped.push({ path, reason: `only the first ${MAXIMUM_REQUIRED_FILES} listed files are read back` });
      continue;
    }
    const outcome = await readOne(config, path);
    if ("reason" in outcome) skipped.push(outcome);
    else read.push(outcome);
  }
  return { read, skipped };
}

async function readOne(config: TaskConfig, path: string): Promise<RequiredFileContent | SkippedRequiredFile> {
  const decision = config.services.clineIgnoreController.check(path);
  if (!decision.allowed) return { path, reason: `blocked by .clineignore${decision.reason ? ` (${decision.reason})` : ""}` };
  const { resolved } = decision;
  if (!resolved.insideWorkspace) return { path, reason: "outside the workspace" };
  if (!config.callbacks.shouldAutoApproveToolWithPath(ClineDefaultTool.FILE_READ, resolved.realPath)) {
    return { path, reason: "reading it needs the user's approval" };
  }
  try {
    const stats = await stat(resolved.realPath);
    if (!stats.isFile()) return { path, reason: "not a file" };
    const limit = config.limits.readFileMaxBytes;
    const handle = await open(resolved.realPath, "r");
    try {
      const buffer = Buffer.alloc(Math.min(stats.size, limit));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      const bytes = buffer.subarray(0, bytesRead);
      if (bytes.includes(0)) return { path, reason: "a binary file" };
      return { path: resolved.relativePath, content: bytes.toString("utf8"), truncated: stats.size > limit };
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = error instanceof Error && "code" in error ? error.code : undefined;
    return { path, reason: code === "ENOENT" ? "it does not exist" : `it could not be read (${describeThrownError(error)})` };
  }
}
