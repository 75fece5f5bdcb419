import type { Dirent } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { assertDirectory } from "./search/assert-directory.js";
import { readSortedEntries } from "./read-sorted-entries.js";
import { comparePaths } from "./search/compare-paths.js";
import { HEAVY_FOLDER_NAMES } from "./search/heavy-folders.js";
import { traceRealPath } from "./trace-real-path.js";

/** What to list and how much. */
export interface ListFilesOptions {
  /** Walk subdirectories too; heavy folders (HEAVY_FOLDER_NAMES) are listed but not entered. */
  recursive: boolean;
  /** Most entries to return; the listing stops there and says it was truncated. */
  maxEntries: number;
  /** The project's ignore rules: ignored files and folders are neither listed nor entered. */
  isIgnored?: (absolutePath: string) => boolean;
}

/** The entries of a directory, relative to it, with a trailing "/" on directories. */
export interface FileListing {
  /** Sorted so each directory comes right before its contents, names in code point order. */
  entries: string[];
  /** True when more entries exist than maxEntries allowed. */
  truncated: boolean;
  /** Whether subdirectories were walked. */
  recursive: boolean;
  /** Set when a recursive listing was asked for but only the top level was listed, and why. */
  recursionSkipped?: "filesystem root" | "home directory";
}

/**
 * Lists a directory, walking subdirectories breadth first when recursive so that a truncated listing
 * keeps the shallow entries, which give the best overview. Symlinks are listed (with "/" when they
 * point to a directory) but never followed, which rules out cycles. The filesystem root and the home
 * directory are only ever listed one level deep: a recursive walk there is slow and rarely meant.
 */
export async function listFiles(directory: string, options: ListFilesOptions): Promise<FileListing> {
  const { maxEntries, isIgnored } = options;
  if (!Number.isInteger(maxEntries) || maxEntries < 0) {
    throw new Error(`maxEntries must be a non-negative integer, got ${maxEntries}`);
  }
  const root = path.resolve(directory);
  await assertDirectory(root);
  const recursionSkipped = options.recursive ? await protectedDirectoryKind(root) : undefined;
  const recursive = options.recursive && recursionSkipped === undefined;

  const entries: string[] = [];
  let truncated = false;
  // Relative paths of directories still to read, each with a trailing "/" ("" is the root).
  const pending: string[] = [""];
  walk: for (let next = 0; next < pending.length; next++) {
    const relativeDirectory = pending[next]!;
    const children = await readDirectoryToList(path.join(root, relativeDirectory), relativeDirectory === "");
    for (const child of children) {
      const absolutePath = path.join(root, relativeDirectory, child.name);
      if (isIgnored?.(absolutePath)) continue;
      if (entries.length >= maxEntries) {
        truncated = true;
        break walk;
      }
      const relativePath = relativeDirectory + child.name;
      const isDirectory = await isDirectoryEntry(child, absolutePath);
      entries.push(isDirectory ? `${relativePath}/` : relativePath);
      if (recursive && child.isDirectory() && !HEAVY_FOLDER_NAMES.has(child.name)) pending.push(`${relativePath}/`);
    }
  }

  entries.sort(comparePaths);
  return recursionSkipped === undefined ? { entries, truncated, recursive } : { entries, truncated, recursive, recursionSkipped };
}

async function protectedDirectoryKind(root: string): Promise<FileListing["recursionSkipped"]> {
  if (path.parse(root).root === root) return "filesystem root";
  // node:os loads only for recursive listings, not at the agent's start-up.
  const { homedir } = await import("node:os");
  if (root === realHomeDirectory(homedir())) return "home directory";
  return undefined;
}

let cachedHome: { readonly home: string; readonly realPath: string } | undefined;

// The listed directory arrives as a real path, so a home reached through a symlink must be compared
// by its real path too; the trace is cached because the home directory practically never changes.
function realHomeDirectory(home: string): string {
  if (cachedHome?.home !== home) cachedHome = { home, realPath: traceRealPath(path.resolve(home)).realPath };
  return cachedHome.realPath;
}

async function readDirectoryToList(absoluteDirectory: string, isTopLevel: boolean): Promise<Dirent[]> {
  try {
    return await readSortedEntries(absoluteDirectory);
  } catch (error) {
    // The top level was checked to be a readable directory, so this is unexpected there; deeper down,
    // an unreadable folder should not cost the model the rest of the listing.
    if (isTopLevel) throw new Error(`Cannot read directory ${absoluteDirectory}: ${(error as Error).message}`);
    return [];
  }
}

async function isDirectoryEntry(child: Dirent, absolutePath: string): Promise<boolean> {
  if (!child.isSymbolicLink()) return child.isDirectory();
  try {
    return (await stat(absolutePath)).isDirectory();
  } catch {
    return false; // A dangling link is shown as a file.
  }
}
