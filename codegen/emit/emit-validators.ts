import type { ToolSpec } from "../spec/model.js";
import { indentJavaScript } from "./indent-javascript.js";
import { pascalCase } from "./naming.js";
import { printLiteral, raw } from "./print-literal.js";
import type { TypeScriptFiles } from "./typescript-files.js";
import type { ValidatorSource } from "./compile-validators.js";
import { toolValidationSchema } from "./validation-schema.js";

/** The export name of a tool's compiled validator: read_file -> validateReadFile. */
export function validatorExportName(toolName: string): string {
  return `validate${pascalCase(toolName)}`;
}

/** src/generated/validators/*: the compiled validators and the typed tool -> validator table. */
export function emitValidators(spec: ToolSpec, files: TypeScriptFiles, directory: string, compiledCode: string): void {
  const { StructureKind, VariableDeclarationKind } = files.kinds;
  files.add(`${directory}/validators/compiled-validators.ts`, [
    "// @ts-nocheck: ajv's standalone output is untyped JavaScript; validators/index.ts gives it types.",
    indentJavaScript(compiledCode),
  ]);
  const table = Object.fromEntries(spec.tools.map((tool) => [`[ClineDefaultTool.${tool.key}]`, raw(`compiled.${validatorExportName(tool.name)}`)]));
  files.add(`${directory}/validators/index.ts`, [
    files.importFrom("../../validation/compiled-validator.js", ["CompiledValidator"], { typeOnly: true }),
    files.importFrom("../tool-names.js", ["ClineDefaultTool"]),
    files.importFrom("./compiled-validators.js", ["compiled"], { namespace: true }),
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["The precompiled params validator of every tool."],
      declarations: [{ name: "paramValidators", type: "Readonly<Record<ClineDefaultTool, CompiledValidator>>", initializer: printLiteral(table) }],
    },
  ]);
}

/** What the validators are compiled from: each tool's validation schema and its export name. */
export function validatorSources(spec: ToolSpec): ValidatorSource[] {
  return spec.tools.map((tool) => ({ exportName: validatorExportName(tool.name), schema: toolValidationSchema(tool) }));
}
