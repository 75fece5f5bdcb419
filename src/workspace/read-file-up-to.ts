import { readFile, stat } from "node:fs/promises";

/** The bytes of a file, or undefined when it is larger than `maxBytes`; read errors are thrown. */
export async function readFileUpTo(absolutePath: string, maxBytes: number): Promise<Buffer | undefined> {
  // Checking the size first keeps a huge file from ever being loaded.
  if ((await stat(absolutePath)).size > maxBytes) return undefined;
  return readFile(absolutePath);
}
