import type { ImportDeclarationStructure, Project, SourceFile, StatementStructures } from "ts-morph";
import { headerComment, type GeneratedFile } from "./generated-file.js";

type TsMorph = typeof import("ts-morph");

/** Builds TypeScript files from ts-morph structures in memory, all in one project, and formats them. */
export class TypeScriptFiles {
  private readonly project: Project;
  private readonly files: SourceFile[] = [];
  /** ts-morph's structure enums, for emitters that build structures. */
  readonly kinds: Pick<TsMorph, "StructureKind" | "VariableDeclarationKind">;

  constructor(private readonly tsMorph: TsMorph) {
    this.kinds = { StructureKind: tsMorph.StructureKind, VariableDeclarationKind: tsMorph.VariableDeclarationKind };
    this.project = new tsMorph.Project({
      useInMemoryFileSystem: true,
      skipAddingFilesFromTsConfig: true,
      skipFileDependencyResolution: true,
      compilerOptions: { noLib: true, noResolve: true },
    });
  }

  /** An import statement structure. */
  importFrom(moduleSpecifier: string, names: readonly string[], options: { typeOnly?: boolean; namespace?: boolean } = {}): ImportDeclarationStructure {
    return {
      kind: this.tsMorph.StructureKind.ImportDeclaration,
      moduleSpecifier,
      isTypeOnly: options.typeOnly ?? false,
      ...(options.namespace ? { namespaceImport: names[0] } : { namedImports: [...names] }),
    };
  }

  /** Adds one file made of whole statements; a single call per file keeps ts-morph from re-parsing. */
  add(filePath: string, statements: (string | StatementStructures)[]): void {
    this.files.push(this.project.createSourceFile(`/${filePath}`, { statements }, { overwrite: true }));
  }

  /**
   * One blank line before each top-level statement (imports stay together), as a person would lay it out.
   * Statement positions come from the syntax tree, so text inside template literals is never touched.
   */
  private separateTopLevelStatements(file: SourceFile): string {
    const lines = file.getFullText().split("\n");
    const blankBefore = new Set<number>();
    let previousWasImport = false;
    file.getStatements().forEach((statement, index) => {
      const isImport = this.tsMorph.Node.isImportDeclaration(statement);
      if (index > 0 && !(isImport && previousWasImport)) blankBefore.add(statement.getStartLineNumber(true) - 1);
      previousWasImport = isImport;
    });
    const output: string[] = [];
    lines.forEach((line, index) => {
      if (blankBefore.has(index) && output.length > 0 && output[output.length - 1] !== "") output.push("");
      output.push(line);
    });
    return output.join("\n");
  }

  /** The formatted files, each starting with the generated-code header. */
  render(): GeneratedFile[] {
    const { IndentStyle, SemicolonPreference } = this.tsMorph.ts;
    return this.files.map((file) => {
      file.formatText({
        indentSize: 2,
        tabSize: 2,
        convertTabsToSpaces: true,
        indentStyle: IndentStyle.Smart,
        semicolons: SemicolonPreference.Insert,
        insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true,
        ensureNewLineAtEndOfFile: true,
      });
      const filePath = file.getFilePath().slice(1);
      return { path: filePath, content: `${headerComment(filePath)}\n\n${this.separateTopLevelStatements(file).trimStart()}` };
    });
  }
}
