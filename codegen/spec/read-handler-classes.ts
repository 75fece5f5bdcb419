import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** A handler file and the class names it exports by name. */
export interface HandlerFile {
  readonly file: string;
  readonly exportedClasses: readonly string[];
  /** Line and column of each exported class, for coverage problems. */
  readonly positions: ReadonlyMap<string, { line: number; column: number }>;
}

/**
 * Reads the exported classes of every handler file with ts-morph, syntax only: no type checking and no
 * import resolution, so a broken project elsewhere does not stop the check and the read stays fast.
 */
export async function readHandlerClasses(handlersDirectory: string): Promise<Map<string, HandlerFile>> {
  const files = existsSync(handlersDirectory)
    ? readdirSync(handlersDirectory)
        .filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts") && !name.endsWith(".test.ts"))
        .sort()
    : [];
  const result = new Map<string, HandlerFile>();
  if (files.length === 0) return result;

  const { Project } = await import("ts-morph");
  const project = new Project({
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
    compilerOptions: { noResolve: true, noLib: true },
  });
  for (const name of files) {
    const sourceFile = project.addSourceFileAtPath(path.join(handlersDirectory, name));
    const positions = new Map<string, { line: number; column: number }>();
    for (const declaration of sourceFile.getClasses()) {
      const className = declaration.getName();
      if (className === undefined || !declaration.hasExportKeyword() || declaration.isDefaultExport()) continue;
      const { line, column } = sourceFile.getLineAndColumnAtPos(declaration.getNameNode()?.getStart() ?? declaration.getStart());
      positions.set(className, { line, column });
    }
    // `export { LocalClass as PublicName }` also exports a class under a name.
    const localClasses = new Map(sourceFile.getClasses().map((declaration) => [declaration.getName(), declaration]));
    for (const exportDeclaration of sourceFile.getExportDeclarations()) {
      if (exportDeclaration.getModuleSpecifier() !== undefined) continue;
      for (const specifier of exportDeclaration.getNamedExports()) {
        const local = localClasses.get(specifier.getName());
        if (local === undefined) continue;
        const exported = specifier.getAliasNode()?.getText() ?? specifier.getName();
        const { line, column } = sourceFile.getLineAndColumnAtPos(specifier.getStart());
        positions.set(exported, { line, column });
      }
    }
    result.set(name.replace(/\.ts$/, ""), { file: name, exportedClasses: [...positions.keys()], positions });
  }
  return result;
}
