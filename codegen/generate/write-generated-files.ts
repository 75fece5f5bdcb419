import { randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.js";

/** What a write pass changed. */
export interface WriteReport {
  readonly written: readonly string[];
  readonly removed: readonly string[];
  readonly unchanged: number;
}

/** Reads a file, or undefined when it does not exist. */
export async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Every file under a directory, as project-relative forward-slash paths. */
export async function listFilesUnder(root: string, directory: string): Promise<string[]> {
  const absolute = path.join(root, directory);
  let entries: string[];
  try {
    entries = (await readdir(absolute, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries.map((file) => path.relative(root, file).split(path.sep).join("/")).sort();
}

/** Writes through a temp file and a rename, so a reader never sees a half-written file. */
async function writeAtomically(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
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
    if ((await readIfPresent(target)) === file.content) {
      unchanged++;
      continue;
    }
    await writeAtomically(target, file.content);
    written.push(file.path);
  }
  const produced = new Set(files.map((file) => file.path));
  const removed: string[] = [];
  for (const existing of await listFilesUnder(root, generatedDirectory)) {
    if (produced.has(existing)) continue;
    await rm(path.join(root, existing), { force: true });
    removed.push(existing);
  }
  return { written, removed, unchanged };
}
