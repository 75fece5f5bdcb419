import { statSync, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { classifyStatError } from "../workspace/classify-stat-error.js";

/** What is at a path, following symlinks, as far as a file tool cares. */
export type FilePathStatus =
  | { readonly kind: "file"; readonly size: number }
  | { readonly kind: "missing" }
  | { readonly kind: "directory" }
  /** A FIFO, socket or device: opening it could block or read forever. */
  | { readonly kind: "special"; readonly what: string }
  | { readonly kind: "inaccessible"; readonly reason: string };

/** Looks at a path without opening it; never throws. */
export async function inspectFilePath(absolutePath: string): Promise<FilePathStatus> {
  try {
    return classifyStats(await stat(absolutePath));
  } catch (error) {
    return classifyStatError(error);
  }
}

/**
 * The same look, taken synchronously: one stat call instead of a thread-pool round trip, for a path the
 * permission check has just resolved (so its directories are fresh in the kernel's cache); never throws.
 */
export function inspectFilePathNow(absolutePath: string): FilePathStatus {
  try {
    const stats = statSync(absolutePath, { throwIfNoEntry: false });
    return stats === undefined ? { kind: "missing" } : classifyStats(stats);
  } catch (error) {
    return classifyStatError(error);
  }
}

function classifyStats(stats: Stats): FilePathStatus {
  if (stats.isFile()) return { kind: "file", size: stats.size };
  if (stats.isDirectory()) return { kind: "directory" };
  return { kind: "special", what: describeSpecialFile(stats) };
}

function describeSpecialFile(stats: Stats): string {
  if (stats.isFIFO()) return "a named pipe";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  return "not a regular file";
}
