import path from "node:path";
import { assertDirectory } from "../workspace/search/assert-directory.js";
import { readSortedEntries } from "../workspace/read-sorted-entries.js";
import { displayPath } from "../workspace/search/display-path.js";
import { formatFileOutline } from "./format-file-outline.js";
import { outlineSourceFile } from "./outline-source-file.js";
import { sourceLanguageOf } from "./source-languages.js";

/** Files outlined per call unless the caller says otherwise. */
const DEFAULT_MAX_OUTLINED_FILES = 50;

/** Which files to outline and how to show their paths. */
export interface ListCodeDefinitionsOptions {
  /** The project's ignore rules: ignored files are neither read nor listed. */
  isIgnored?: (absolutePath: string) => boolean;
  /** Most source files to parse, the first ones in name order; defaults to DEFAULT_MAX_OUTLINED_FILES. */
  maxFiles?: number;
  /** Absolute directory that file paths are shown relative to; defaults to `directory`. */
  displayRoot?: string;
}

/**
 * Lists the top-level definitions of the source files directly in `directory` (not its subdirectories),
 * parsing each with tree-sitter, as text the model reads; see SOURCE_LANGUAGE_BY_EXTENSION for the
 * languages. Files without definitions are left out, files that could not be parsed are named with the
 * reason. Symlinks are not followed. Throws when the directory is missing or a parser cannot be loaded.
 */
export async function listCodeDefinitions(directory: string, options: ListCodeDefinitionsOptions = {}): Promise<string> {
  const root = path.resolve(directory);
  await assertDirectory(root);
  const displayRoot = path.resolve(options.displayRoot ?? root);
  const maxFiles = options.maxFiles ?? DEFAULT_MAX_OUTLINED_FILES;

  const sourceFiles = (await readSortedEntries(root))
    .filter((entry) => entry.isFile() && sourceLanguageOf(entry.name) !== undefined)
    .filter((entry) => options.isIgnored?.(path.join(root, entry.name)) !== true)
    .map((entry) => entry.name);

  const sections: string[] = [];
  for (const name of sourceFiles.slice(0, maxFiles)) {
    const absolutePath = path.join(root, name);
    const outline = await outlineSourceFile(absolutePath, sourceLanguageOf(name)!);
    const section = formatFileOutline(displayPath(displayRoot, absolutePath), outline);
    if (section !== undefined) sections.push(section);
  }

  const skipped = sourceFiles.length - maxFiles;
  const note =
    skipped > 0
      ? `(Only the first ${maxFiles} of ${sourceFiles.length} source files were outlined; the other ${skipped} were not outlined.)`
      : undefined;
  const body = sections.length > 0 ? sections.join("\n\n") : `No source code definitions found in ${shownDirectory(directory, root, options.displayRoot)}.`;
  return note === undefined ? body : `${body}\n\n${note}`;
}

function shownDirectory(directory: string, root: string, displayRoot: string | undefined): string {
  if (displayRoot === undefined) return directory;
  const shown = displayPath(path.resolve(displayRoot), root);
  return shown === "." ? "this directory" : shown;
}
