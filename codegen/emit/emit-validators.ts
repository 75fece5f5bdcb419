import AjvModule from "ajv";
import standaloneModule from "ajv/dist/standalone/index.js";
import type { ToolSpec } from "../spec/model.js";
import { pascalCase } from "./naming.js";
import { printLiteral, raw } from "./print-literal.js";
import type { TypeScriptFiles } from "./typescript-files.js";
import { toolValidationSchema } from "./validation-schema.js";

const Ajv = AjvModule.default;
const standaloneCode = standaloneModule.default;

/** The export name of a tool's compiled validator: read_file -> validateReadFile. */
export function validatorExportName(toolName: string): string {
  return `validate${pascalCase(toolName)}`;
}

/**
 * Compiles every tool's params schema to standalone JavaScript with ajv, so the agent validates calls
 * without compiling a schema (or loading ajv) at run time.
 */
export function compileStandaloneValidators(spec: ToolSpec): string {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    // Count string length with .length so the output needs no ajv runtime helper import.
    unicode: false,
    logger: false,
    code: { source: true, esm: true, lines: true, optimize: true },
  });
  const exports: Record<string, string> = {};
  for (const tool of spec.tools) {
    ajv.addSchema(toolValidationSchema(tool));
    exports[validatorExportName(tool.name)] = tool.name;
  }
  const code = standaloneCode(ajv, exports);
  if (/\brequire\(/.test(code)) throw new Error("ajv standalone output needs a runtime helper; a param schema uses an unsupported keyword");
  // Drop the strict-mode prologue (ES modules are strict) and ajv's eval-debugging sourceURL comments.
  return code.replace(/^"use strict";\s*/, "").replace(/\/\*# sourceURL="[^"]*" \*\/;?\n?/g, "");
}

/** src/generated/validators/*: the compiled validators and the typed tool -> validator table. */
export function emitValidators(spec: ToolSpec, files: TypeScriptFiles, directory: string): void {
  const { StructureKind, VariableDeclarationKind } = files.kinds;
  files.add(`${directory}/validators/compiled-validators.ts`, [
    "// @ts-nocheck: ajv's standalone output is untyped JavaScript; validators/index.ts gives it types.",
    compileStandaloneValidators(spec),
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
