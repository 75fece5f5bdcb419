import { stat } from "node:fs/promises";
import { classifyStatError } from "../classify-stat-error.js";
import { UnusableDirectoryError } from "./unusable-directory-error.js";

// The engines' one look at their directory: the tools rely on it too (they translate the error) rather
// than checking first, so each call stats the directory once.
/** Throws an UnusableDirectoryError unless `directory` exists and is a directory. */
export async function assertDirectory(directory: string): Promise<void> {
  let isDirectory: boolean;
  try {
    isDirectory = (await stat(directory)).isDirectory();
  } catch (error) {
    throw new UnusableDirectoryError(directory, classifyStatError(error));
  }
  if (!isDirectory) throw new UnusableDirectoryError(directory, { kind: "not-a-directory" });
}
