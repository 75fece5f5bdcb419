import type { ImportDeclarationStructure, OptionalKind, VariableStatementStructure } from "ts-morph";

/** A `/** ... *\/` block for doc strings, one line when it fits on one. */
function printDocs(docs: VariableStatementStructure["docs"]): string {
  const texts = (docs ?? []).map((doc) => (typeof doc === "string" ? doc : String((doc as { description?: unknown }).description ?? "")));
  if (texts.length === 0) return "";
  const text = texts.join("\n");
  return text.includes("\n") ? `/**\n${text.split("\n").map((line) => ` * ${line}`.trimEnd()).join("\n")}\n */\n` : `/** ${text} */\n`;
}

/**
 * A `const` statement printed as written: data tables are laid out by printLiteral already, and printing
 * them directly keeps ts-morph from re-indenting (and re-parsing) megabytes of literal text.
 */
export function printVariableStatement(statement: OptionalKind<VariableStatementStructure>): string {
  const declarations = statement.declarations.map((declaration) => {
    const type = typeof declaration.type === "string" ? `: ${declaration.type}` : "";
    const initializer = typeof declaration.initializer === "string" ? ` = ${declaration.initializer}` : "";
    return `${declaration.name}${type}${initializer}`;
  });
  const keyword = statement.declarationKind ?? "const";
  return `${printDocs(statement.docs)}${statement.isExported ? "export " : ""}${keyword} ${declarations.join(", ")};`;
}

/** An import statement, the way ts-morph would print it. */
export function printImport(statement: OptionalKind<ImportDeclarationStructure>): string {
  const typeOnly = statement.isTypeOnly ? "type " : "";
  const names = (Array.isArray(statement.namedImports) ? statement.namedImports : []).map((name) => (typeof name === "string" ? name : (name as { name: string }).name));
  return `import ${typeOnly}{ ${names.join(", ")} } from "${statement.moduleSpecifier}";`;
}
