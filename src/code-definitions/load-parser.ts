import { createRequire } from "node:module";
import path from "node:path";
import type { Parser } from "@vscode/tree-sitter-wasm";
import type { SourceLanguage } from "./source-languages.js";

type TreeSitter = typeof import("@vscode/tree-sitter-wasm");

const GRAMMAR_FILE: Readonly<Record<SourceLanguage, string>> = {
  typescript: "tree-sitter-typescript.wasm",
  tsx: "tree-sitter-tsx.wasm",
  javascript: "tree-sitter-javascript.wasm",
  python: "tree-sitter-python.wasm",
};

let runtime: Promise<TreeSitter> | undefined;
const parsers = new Map<SourceLanguage, Promise<Parser>>();

/**
 * A tree-sitter parser for `language`. The WebAssembly runtime and each grammar are loaded on first use
 * only, so they cost nothing until a definition listing runs, and are then kept for the process.
 */
export function loadParser(language: SourceLanguage): Promise<Parser> {
  let parser = parsers.get(language);
  if (parser === undefined) {
    parser = createParser(language);
    parsers.set(language, parser);
    // A failed load is not cached, so a later call can try again.
    parser.catch(() => parsers.delete(language));
  }
  return parser;
}

async function createParser(language: SourceLanguage): Promise<Parser> {
  try {
    const treeSitter = await loadRuntime();
    const grammarDirectory = path.dirname(createRequire(import.meta.url).resolve("@vscode/tree-sitter-wasm"));
    const grammar = await treeSitter.Language.load(path.join(grammarDirectory, GRAMMAR_FILE[language]));
    return new treeSitter.Parser().setLanguage(grammar);
  } catch (error) {
    throw new Error(`Could not load the ${language} parser: ${(error as Error).message}`);
  }
}

function loadRuntime(): Promise<TreeSitter> {
  if (runtime === undefined) {
    runtime = (async () => {
      // The package is CommonJS, so its exports arrive on the default export.
      const loaded = (await import("@vscode/tree-sitter-wasm")).default;
      await loaded.Parser.init();
      return loaded;
    })();
    runtime.catch(() => {
      runtime = undefined;
    });
  }
  return runtime;
}
