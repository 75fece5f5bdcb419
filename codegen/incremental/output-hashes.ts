import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ProjectPaths } from "../project-paths.js";
import type { BeforeRead } from "./input-fingerprint.js";

/** Project-relative path of every generated file on disk, with the hash of its content. */
export type OutputHashes = Readonly<Record<string, string>>;

/** The forward-slash form of a relative path. */
function forwardSlashes(relative: string): string {
  return path.sep === "/" ? relative : relative.split(path.sep).join("/");
}

/**
 * Every regular file under a directory, at any depth (what check compares, extra files included), as
 * absolute paths; none when the directory is missing. Symbolic links are not followed. `beforeRead` sees
 * each directory before it is listed.
 */
function filesUnder(root: string, beforeRead: BeforeRead): string[] {
  const files: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const directory = pending.shift()!;
    beforeRead(directory);
    let entries;
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch (error) {
      if (directory === root && (error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    for (const entry of entries) {
      const entryPath = `${directory}${path.sep}${entry.name}`;
      if (entry.isDirectory()) pending.push(entryPath);
      else if (entry.isFile()) files.push(entryPath);
    }
  }
  return files;
}

/**
 * Hashes what is on disk where the generator writes: every file under the generated directory (extra
 * files included, since check reports them) and the docs file when it exists. `beforeRead` sees every
 * file and directory first.
 */
export async function hashOutputs(paths: ProjectPaths, beforeRead: BeforeRead = () => undefined): Promise<OutputHashes> {
  const prefix = `${paths.root}${path.sep}`;
  const relative = (file: string) => forwardSlashes(file.startsWith(prefix) ? file.slice(prefix.length) : path.relative(paths.root, file));
  const hashes: Record<string, string> = {};
  for (const file of [...filesUnder(paths.generatedDirectory, beforeRead).sort(), paths.docsFile]) {
    beforeRead(file);
    try {
      hashes[relative(file)] = createHash("sha256").update(readFileSync(file)).digest("hex");
    } catch (error) {
      // A docs file that is not there is simply not an output on disk; any other failure is real.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return hashes;
}
