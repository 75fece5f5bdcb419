import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { traceRealPath } from "./trace-real-path.js";

// A sibling temporary file renamed over the target means readers see the old or the new content,
// never a mix, even if the process dies half-way. Symbolic links are written through (the link
// stays a link); the permission mode is kept, ownership and extra hard links are not.
/** Replaces the content of `filePath` atomically, creating missing parent directories. */
export async function writeFileAtomically(filePath: string, content: string | Uint8Array): Promise<void> {
  const target = resolveWriteTarget(filePath);
  await mkdir(path.dirname(target), { recursive: true });
  const mode = await existingFileMode(target);
  const temporaryPath = siblingTemporaryPath(target, "tmp");
  await writeTemporaryFile(temporaryPath, content, mode);
  try {
    await rename(temporaryPath, target);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
}

// The same resolution the path checks use, so a write lands where the workspace check said it would.
/** The path a write to `filePath` should replace: every symbolic link followed (even a dangling one), else `filePath`. */
export function resolveWriteTarget(filePath: string): string {
  return traceRealPath(path.resolve(filePath)).realPath;
}

/** A fresh hidden path next to `filePath`, e.g. `.name.1234.9f3a0c1b2d4e.tmp`, so a rename onto `filePath` stays on one file system. */
export function siblingTemporaryPath(filePath: string, suffix: "tmp" | "bak"): string {
  // Unique enough for a temp name next to the file (the pid separates processes); no crypto module needed.
  const random = Math.floor(Math.random() * 0xffffffffffff).toString(16).padStart(12, "0");
  return path.join(path.dirname(filePath), `.${path.basename(filePath)}.${process.pid}.${random}.${suffix}`);
}

/** The permission bits of the file at `filePath`, or undefined when nothing is there yet. */
export async function existingFileMode(filePath: string): Promise<number | undefined> {
  try {
    return (await stat(filePath)).mode & 0o7777;
  } catch (error) {
    if (isMissingPathError(error)) return undefined;
    throw error;
  }
}

/** Writes and flushes the new file `temporaryPath` so a later rename publishes complete content; removes it on failure. */
export async function writeTemporaryFile(temporaryPath: string, content: string | Uint8Array, mode: number | undefined): Promise<void> {
  try {
    // "wx" refuses to reuse a path another writer picked by chance.
    const handle = await open(temporaryPath, "wx");
    try {
      await handle.writeFile(content, "utf8");
      // The creation mode is filtered by the umask, so set the wanted bits explicitly.
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
}

function isMissingPathError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
