import { stat } from "node:fs/promises";

/** Throws an Error the model can act on unless `directory` exists and is a directory. */
export async function assertDirectory(directory: string): Promise<void> {
  let isDirectory: boolean;
  try {
    isDirectory = (await stat(directory)).isDirectory();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") throw new Error(`Directory not found: ${directory}`);
    if (code === "EACCES" || code === "EPERM") throw new Error(`Permission denied reading directory: ${directory}`);
    throw new Error(`Cannot read directory ${directory}: ${(error as Error).message}`);
  }
  if (!isDirectory) throw new Error(`Not a directory: ${directory}`);
}
