import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Synchronous on purpose: the cache hashes a few hundred small files, where promise round trips cost more
// than the reads; generate, check and new read the same way so there is one version of each.

/** A file's bytes, or undefined when it does not exist. */
export function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * Every regular file under a directory, at any depth, as absolute paths in listing order (breadth first);
 * none when the directory is missing. Symbolic links are not followed. `beforeList` sees each directory
 * before it is listed.
 */
export function filesUnder(root: string, beforeList: (directory: string) => void = () => undefined): string[] {
  const files: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const directory = pending.shift()!;
    beforeList(directory);
    let entries;
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch (error) {
      if (directory === root && (error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    for (const entry of entries) {
      // Plain concatenation: path.join's normalisation is measurable at this count, and the parts are clean.
      const entryPath = `${directory}${path.sep}${entry.name}`;
      if (entry.isDirectory()) pending.push(entryPath);
      else if (entry.isFile()) files.push(entryPath);
    }
  }
  return files;
}
