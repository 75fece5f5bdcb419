import { createHash } from "node:crypto";
import { filesUnder, readIfPresent } from "../file-reads.js";
import { projectRelative, type ProjectPaths } from "../project-paths.js";
import type { BeforeRead } from "./input-fingerprint.js";

/** Project-relative path of every generated file on disk, with the hash of its content. */
export type OutputHashes = Readonly<Record<string, string>>;

/**
 * Hashes what is on disk where the generator writes: every file under the generated directory (extra
 * files included, since check reports them) and the docs file when it exists. `beforeRead` sees every
 * file and directory first.
 */
export async function hashOutputs(paths: ProjectPaths, beforeRead: BeforeRead = () => undefined): Promise<OutputHashes> {
  const hashes: Record<string, string> = {};
  for (const file of [...filesUnder(paths.generatedDirectory, beforeRead).sort(), paths.docsFile]) {
    beforeRead(file);
    const content = readIfPresent(file);
    // A docs file that is not there is simply not an output on disk.
    if (content !== undefined) hashes[projectRelative(paths.root, file)] = createHash("sha256").update(content).digest("hex");
  }
  return hashes;
}
