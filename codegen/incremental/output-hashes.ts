import { readFileSync } from "node:fs";
import path from "node:path";
import { listFilesUnder } from "../generate/write-generated-files.js";
import type { ProjectPaths } from "../project-paths.js";
import { contentHash } from "./content-hash.js";

/** Project-relative path of every generated file on disk, with the hash of its content. */
export type OutputHashes = Readonly<Record<string, string>>;

/**
 * Hashes what is on disk where the generator writes: every file under the generated directory (extra
 * files included, since check reports them) and the docs file when it exists.
 */
export async function hashOutputs(paths: ProjectPaths): Promise<OutputHashes> {
  const relative = (file: string) => path.relative(paths.root, file).split(path.sep).join("/");
  const files = await listFilesUnder(paths.root, relative(paths.generatedDirectory));
  const hashes: Record<string, string> = {};
  for (const file of [...files, relative(paths.docsFile)]) {
    try {
      hashes[file] = contentHash(readFileSync(path.join(paths.root, file)));
    } catch (error) {
      // A docs file that is not there is simply not an output on disk; any other failure is real.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return hashes;
}

/** Whether two sets of output hashes name the same files with the same contents. */
export function sameOutputs(left: OutputHashes, right: OutputHashes): boolean {
  const leftNames = Object.keys(left);
  if (leftNames.length !== Object.keys(right).length) return false;
  return leftNames.every((name) => Object.hasOwn(right, name) && right[name] === left[name]);
}
