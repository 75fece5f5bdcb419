import type { Dirent } from "node:fs";
import { readdir } from "node:fs/promises";
import { compareNames } from "./search/compare-paths.js";

// Every listing and walk visits names in code point order, so results do not depend on the file system's order.
/** The entries of a directory, sorted by name in code point order; throws when it cannot be read. */
export async function readSortedEntries(absoluteDirectory: string): Promise<Dirent[]> {
  const entries = await readdir(absoluteDirectory, { withFileTypes: true });
  return entries.sort((left, right) => compareNames(left.name, right.name));
}
