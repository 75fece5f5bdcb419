import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { loadTsMorph } from "../libraries.js";
import { isHandlerFile } from "./handler-file-name.js";

/** A handler file and the class names it exports by name. */
export interface HandlerFile {
  readonly file: string;
  /** The source as read, so later checks (the scaffold marker) need not read the file again. */
  readonly text: string;
  readonly exportedClasses: readonly string[];
  /** Line and column of each exported class, for coverage problems. */
  readonly positions: ReadonlyMap<string, { line: number; column: number }>;
}

/**
 * Reads the exported classes of every handler file with the TypeScript parser ts-morph bundles, syntax only:
 * no project, no type checking and no import resolution, so a broken project elsewhere does not stop the
 * check and 25 files parse in a few milliseconds.
 */
export async function readHandlerClasses(handlersDirectory: string): Promise<Map<string, HandlerFile>> {
  const files = existsSync(handlersDirectory) ? readdirSync(handlersDirectory).filter(isHandlerFile).sort() : [];
  const result = new Map<string, HandlerFile>();
  if (files.length === 0) return result;

  const { ts } = loadTsMorph();
  for (const name of files) {
    const text = readFileSync(path.join(handlersDirectory, name), "utf8");
    const sourceFile = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const position = (node: import("ts-morph").ts.Node) => {
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      return { line: line + 1, column: character + 1 };
    };
    const positions = new Map<string, { line: number; column: number }>();
    const localClasses = new Set<string>();
    for (const statement of sourceFile.statements) {
      if (ts.isClassDeclaration(statement) && statement.name !== undefined) {
        localClasses.add(statement.name.text);
        const modifiers = ts.getModifiers(statement) ?? [];
        const exported = modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
        const isDefault = modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
        if (exported && !isDefault) positions.set(statement.name.text, position(statement.name));
      }
    }
    // `export { LocalClass as PublicName }` also exports a class under a name.
    for (const statement of sourceFile.statements) {
      if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier !== undefined || statement.exportClause === undefined) continue;
      if (!ts.isNamedExports(statement.exportClause)) continue;
      for (const specifier of statement.exportClause.elements) {
        const local = (specifier.propertyName ?? specifier.name).text;
        if (localClasses.has(local)) positions.set(specifier.name.text, position(specifier));
      }
    }
    result.set(name.replace(/\.ts$/, ""), { file: name, text, exportedClasses: [...positions.keys()], positions });
  }
  return result;
}
