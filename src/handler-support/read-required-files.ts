import { open } from "node:fs/promises";
import type { TaskConfig } from "../contracts/task-config.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { detectBinaryContent } from "./file-binary-detection.js";
import { inspectFilePath } from "./file-path-status.js";

/** At most this many files are read back, so a long list cannot flood the fresh context. */
const MAXIMUM_REQUIRED_FILES = 10;

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
  if (!config.callbacks.isClassAutoApproved("read", ["local"])) {
    return { path, reason: "reading it needs the user's approval" };
  }
  const status = await inspectFilePath(resolved.realPath);
  if (status.kind === "missing") return { path, reason: "it does not exist" };
  if (status.kind === "inaccessible") return { path, reason: `it could not be read (${status.reason})` };
  if (status.kind !== "file") return { path, reason: "not a file" };
  const limit = config.limits.readFileMaxBytes;
  let bytes: Buffer;
  try {
    bytes = await readFirstBytes(resolved.realPath, Math.min(status.size, limit));
  } catch (error) {
    return { path, reason: `it could not be read (${describeThrownError(error)})` };
  }
  if (detectBinaryContent(bytes) !== undefined) return { path, reason: "a binary file" };
  const truncated = status.size > limit;
  return { path: resolved.relativePath, content: decodeFirstBytes(bytes, truncated), truncated };
}

async function readFirstBytes(absolutePath: string, count: number): Promise<Buffer> {
  const handle = await open(absolutePath, "r");
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// A cut at the byte limit can fall inside a multi-byte character; decoding in streaming mode leaves out its
// first bytes instead of showing them as U+FFFD. ignoreBOM keeps a byte order mark, as toString does.
function decodeFirstBytes(bytes: Buffer, truncated: boolean): string {
  return truncated ? new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes, { stream: true }) : bytes.toString("utf8");
}
