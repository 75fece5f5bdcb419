import { rm } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomically } from "../../src/workspace/write-file-atomically.js";
import type { GeneratedFile } from "../emit/generated-file.js";
import { filesUnder, readIfPresent } from "../file-reads.js";
import { projectRelative } from "../project-paths.js";

/** What a write pass changed. */
export interface WriteReport {
  readonly written: readonly string[];
  readonly removed: readonly string[];
  readonly unchanged: number;
}

/** Every file under the project-relative `directory`, as sorted project-relative forward-slash paths. */
export function listFilesUnder(root: string, directory: string): string[] {
  return filesUnder(path.join(root, directory))
    .map((file) => projectRelative(root, file))
    .sort();
}

/**
 * Writes only the files whose content changed and removes files in the generated directory that the
 * generator no longer produces. Unchanged files keep their timestamps, so watchers and builds stay quiet.
 */
export async function writeGeneratedFiles(root: string, files: readonly GeneratedFile[], generatedDirectory: string): Promise<WriteReport> {
  const written: string[] = [];
  let unchanged = 0;
  for (const file of files) {
    const target = path.join(root, file.path);
    if (readIfPresent(target)?.toString("utf8") === file.content) {
      unchanged++;
      continue;
    }
    await writeFileAtomically(target, file.content);
    written.push(file.path);
  }
  const produced = new Set(files.map((file) => file.path));
  const removed: string[] = [];
  for (const existing of listFilesUnder(root, generatedDirectory)) {
    if (produced.has(existing)) continue;
    await rm(path.join(root, existing), { force: true });
    removed.push(existing);
  }
  return { written, removed, unchanged };
}
