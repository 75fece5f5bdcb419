import type { ImportDeclarationStructure, OptionalKind, Project, SourceFile, StatementStructures, VariableStatementStructure } from "ts-morph";
import { headerComment, type GeneratedFile } from "./generated-file.js";
import { printImport, printVariableStatement } from "./print-statements.js";

type TsMorph = typeof import("ts-morph");

type Statement = string | StatementStructures;

/** Stands for a blank line in ts-morph's statement list (it drops empty strings next to raw text). */
const BLANK_LINE_MARKER = "// toolspec: blank line";

/**
 * Builds the generated TypeScript files. Declarations with shape (enums, interfaces, type aliases) are
 * printed by ts-morph from structures, all files in one in-memory project; data tables (`const`
 * statements whose initializers printLiteral already laid out) are printed as written, and files made of
 * nothing else never go through ts-morph, which would only re-parse megabytes of literals.
 */
export class TypeScriptFiles {
  private readonly project: Project;
  private readonly sourceFiles: SourceFile[] = [];
  private readonly textFiles: GeneratedFile[] = [];
  /** ts-morph's structure enums, for emitters that build structures. */
  readonly kinds: Pick<TsMorph, "StructureKind" | "VariableDeclarationKind">;

  constructor(private readonly tsMorph: TsMorph) {
    this.kinds = { StructureKind: tsMorph.StructureKind, VariableDeclarationKind: tsMorph.VariableDeclarationKind };
    this.project = new tsMorph.Project({
      useInMemoryFileSystem: true,
      skipAddingFilesFromTsConfig: true,
      skipFileDependencyResolution: true,
      compilerOptions: { noLib: true, noResolve: true },
      manipulationSettings: { indentationText: tsMorph.IndentationText.TwoSpaces, quoteKind: tsMorph.QuoteKind.Double },
    });
  }

  /** An import statement structure. */
  importFrom(moduleSpecifier: string, names: readonly string[], options: { typeOnly?: boolean } = {}): ImportDeclarationStructure {
    return {
      kind: this.tsMorph.StructureKind.ImportDeclaration,
      moduleSpecifier,
      isTypeOnly: options.typeOnly ?? false,
      namedImports: [...names],
    };
  }

  /** Adds one file made of whole statements, with one blank line between them (imports stay together). */
  add(filePath: string, statements: Statement[]): void {
    const { StructureKind } = this.tsMorph;
    const isImport = (statement: Statement) => typeof statement !== "string" && statement.kind === StructureKind.ImportDeclaration;
    const isVariable = (statement: Statement) => typeof statement !== "string" && statement.kind === StructureKind.VariableStatement;
    const needsTsMorph = statements.some((statement) => typeof statement !== "string" && !isImport(statement) && !isVariable(statement));
    const printed: Statement[] = [];
    statements.forEach((statement, index) => {
      if (index > 0 && !(isImport(statement) && isImport(statements[index - 1]!))) printed.push(needsTsMorph ? BLANK_LINE_MARKER : "");
      if (isVariable(statement)) printed.push(printVariableStatement(statement as OptionalKind<VariableStatementStructure>));
      else if (isImport(statement) && !needsTsMorph) printed.push(printImport(statement as OptionalKind<ImportDeclarationStructure>));
      else printed.push(statement);
    });
    if (needsTsMorph) {
      this.sourceFiles.push(this.project.createSourceFile(`/${filePath}`, { statements: printed }, { overwrite: true }));
    } else {
      this.textFiles.push({ path: filePath, content: withHeader(filePath, `${(printed as string[]).join("\n")}\n`) });
    }
  }

  /** Every file, each starting with the generated-code header. */
  render(): GeneratedFile[] {
    const printed = this.sourceFiles.map((file) => {
      const filePath = file.getFilePath().slice(1);
      return { path: filePath, content: withHeader(filePath, resolveBlankLineMarkers(file.getFullText())) };
    });
    return [...printed, ...this.textFiles];
  }
}

/** Turns each marker into exactly one blank line, absorbing the blank lines ts-morph put around it. */
function resolveBlankLineMarkers(text: string): string {
  const output: string[] = [];
  let afterMarker = false;
  for (const line of text.split("\n")) {
    if (line === BLANK_LINE_MARKER) {
      if (output[output.length - 1] !== "") output.push("");
      afterMarker = true;
    } else if (line === "" && afterMarker) {
      continue;
    } else {
      output.push(line);
      afterMarker = false;
    }
  }
  return output.join("\n");
}

function withHeader(filePath: string, text: string): string {
  return `${headerComment(filePath)}\n\n${text.trimStart()}`;
}
