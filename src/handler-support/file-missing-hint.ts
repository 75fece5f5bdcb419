import { readdir } from "node:fs/promises";
import path from "node:path";
import type { TaskConfig } from "../contracts/task-config.js";
import { closestNames } from "../util/closest-names.js";

/**
 * A sentence helping the model find the file it meant when `inputPath` does not exist: the closest
 * names in the same directory (only those .clineignore allows), or that the directory is missing too.
 * Empty when there is nothing useful to say.
 */
export async function describeMissingFileHint(config: TaskConfig, inputPath: string, absolutePath: string): Promise<string> {
  const directory = path.dirname(absolutePath);
  const writtenDirectory = path.dirname(inputPath);
  let names: string[];
  try {
    names = (await readdir(directory, { withFileTypes: true })).filter((entry) => !entry.isDirectory()).map((entry) => entry.name);
  } catch (error) {
    // Only ENOENT means the directory is missing: EACCES, or ENOTDIR for a path through a file, would make that claim false.
    const directoryIsMissing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return directoryIsMissing && writtenDirectory !== "." ? ` The directory '${writtenDirectory}' does not exist either.` : "";
  }
  // Suggestions are written like the input, so the model can paste one straight back.
  const suggestions = closestNames(path.basename(absolutePath), names, 3)
    .map((name) => (writtenDirectory === "." && !inputPath.startsWith("./") ? name : `${writtenDirectory}/${name}`))
    .filter((candidate) => config.services.clineIgnoreController.validateAccess(candidate));
  if (suggestions.length === 0) return "";
  return ` Did you mean ${suggestions.map((candidate) => `'${candidate}'`).join(" or ")}?`;
}
