import type { Dirent } from "node:fs";
import path from "node:path";
import { readSortedEntries } from "../read-sorted-entries.js";
import { HEAVY_FOLDER_NAMES } from "./heavy-folders.js";
import type { FilePattern } from "./file-pattern.js";

/** What the walk leaves out, beyond symlinks and heavy folders. */
export interface SearchableFileFilter {
  readonly filePattern: FilePattern | undefined;
  readonly isIgnored: ((absolutePath: string) => boolean) | undefined;
  /** Told about each path the ignore rules excluded, so ripgrep can be told to skip it too. */
  readonly onIgnored?: (relativePath: string, isDirectory: boolean) => void;
}

/**
 * The regular files under `root` that a search reads, as posix paths relative to it, in the order of a
 * depth-first walk visiting names in code point order (ripgrep's `--sort path`). Like ripgrep without
 * --follow, symlinks are skipped; heavy folders below the root are not entered; unreadable folders are
 * passed over.
 */
export async function collectSearchableFiles(root: string, filter: SearchableFileFilter): Promise<string[]> {
  const files: string[] = [];
  await visitDirectory(root, "", filter, files);
  return files;
}

async function visitDirectory(root: string, relativeDirectory: string, filter: SearchableFileFilter, files: string[]): Promise<void> {
  let children: Dirent[];
  try {
    children = await readSortedEntries(path.join(root, relativeDirectory));
  } catch {
    return;
  }
  for (const child of children) {
    const relativePath = relativeDirectory === "" ? child.name : `${relativeDirectory}/${child.name}`;
    if (child.isDirectory()) {
      if (HEAVY_FOLDER_NAMES.has(child.name) || filter.filePattern?.excludesDirectory(relativePath)) continue;
      if (isIgnored(root, relativePath, true, filter)) continue;
      await visitDirectory(root, relativePath, filter, files);
    } else if (child.isFile()) {
      // The pattern is checked first: it is cheap, and ignore rules only matter for files a search reads.
      if (filter.filePattern !== undefined && !filter.filePattern.includesFile(relativePath)) continue;
      if (isIgnored(root, relativePath, false, filter)) continue;
      files.push(relativePath);
    }
  }
}

function isIgnored(root: string, relativePath: string, isDirectory: boolean, filter: SearchableFileFilter): boolean {
  if (filter.isIgnored?.(path.join(root, relativePath)) !== true) return false;
  filter.onIgnored?.(relativePath, isDirectory);
  return true;
}
