import path from "node:path";

/** A language whose definitions can be listed; each has a tree-sitter grammar. */
export type SourceLanguage = "typescript" | "tsx" | "javascript" | "python";

/** The file extensions whose definitions can be listed, and the language each is parsed as (JSX is part of the JavaScript grammar). */
export const SOURCE_LANGUAGE_BY_EXTENSION: Readonly<Record<string, SourceLanguage>> = Object.freeze({
  ".ts": "typescript",
  ".mts": "typescript",
  ".cts": "typescript",
  ".tsx": "tsx",
  ".js": "javascript",
  ".jsx": "javascript",
  ".mjs": "javascript",
  ".cjs": "javascript",
  ".py": "python",
  ".pyi": "python",
});

/** The language a file is parsed as, judged by its extension, or undefined when it is not supported. */
export function sourceLanguageOf(fileName: string): SourceLanguage | undefined {
  const extension = path.extname(fileName).toLowerCase();
  return Object.hasOwn(SOURCE_LANGUAGE_BY_EXTENSION, extension) ? SOURCE_LANGUAGE_BY_EXTENSION[extension] : undefined;
}
