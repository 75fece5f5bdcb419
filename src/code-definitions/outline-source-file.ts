import type { Node } from "@vscode/tree-sitter-wasm";
import { readFileUpTo } from "../workspace/read-file-up-to.js";
import type { CodeDefinition } from "./code-definition.js";
import { loadParser } from "./load-parser.js";
import { pythonDefinitions } from "./python-definitions.js";
import type { SourceLanguage } from "./source-languages.js";
import { typescriptDefinitions } from "./typescript-definitions.js";

/** Files larger than this are not parsed: they are usually generated, and would slow the listing down. */
const MAX_OUTLINED_FILE_BYTES = 1024 * 1024;

/** The definitions found in one file, or why none could be looked for. */
export type FileOutline =
  | { readonly outcome: "parsed"; readonly definitions: readonly CodeDefinition[]; readonly hasSyntaxErrors: boolean }
  | { readonly outcome: "skipped"; readonly reason: string };

const EXTRACTORS: Readonly<Record<SourceLanguage, (root: Node) => CodeDefinition[]>> = {
  typescript: typescriptDefinitions,
  tsx: typescriptDefinitions,
  javascript: typescriptDefinitions,
  python: pythonDefinitions,
};

/**
 * Parses one source file and lists its top-level definitions. A file with syntax errors still lists
 * what the parser recovered, flagged as such; a file that cannot be read or is too large is reported,
 * not thrown. Only a parser that cannot be loaded at all throws, since then no file can be outlined.
 */
export async function outlineSourceFile(absolutePath: string, language: SourceLanguage): Promise<FileOutline> {
  let text: string;
  try {
    const bytes = await readFileUpTo(absolutePath, MAX_OUTLINED_FILE_BYTES);
    if (bytes === undefined) return { outcome: "skipped", reason: `larger than ${MAX_OUTLINED_FILE_BYTES / 1024 / 1024} MiB` };
    text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  } catch (error) {
    return { outcome: "skipped", reason: `could not be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
  const parser = await loadParser(language);
  const tree = parser.parse(text);
  if (tree === null) return { outcome: "skipped", reason: "the parser gave up on it" };
  try {
    return { outcome: "parsed", definitions: EXTRACTORS[language](tree.rootNode), hasSyntaxErrors: tree.rootNode.hasError };
  } finally {
    // Trees live in WebAssembly memory, which the garbage collector does not reclaim.
    tree.delete();
  }
}
