import type { ToolSpec } from "../spec/model.js";
import type { ValidatorSource } from "./compile-validators.js";
import { indentJavaScript } from "./indent-javascript.js";
import { pascalCase } from "./naming.js";
import { printLiteral } from "./print-literal.js";
import type { TypeScriptFiles } from "./typescript-files.js";
import { toolValidationSchema } from "./validation-schema.js";

/** Tools per validator module: large registries load only the groups of the tools actually called. */
export const VALIDATOR_GROUP_SIZE = 64;

/** The export name of a tool's compiled validator: read_file -> validateReadFile. */
export function validatorExportName(toolName: string): string {
  return `validate${pascalCase(toolName)}`;
}

/** The file name of a validator group module (1-based). */
export function validatorGroupFile(index: number): string {
  return `validators-group-${index + 1}.cjs`;
}

/** What the validators are compiled from, in groups: each tool's validation schema and its export name. */
export function validatorSourceGroups(spec: ToolSpec): ValidatorSource[][] {
  const groups: ValidatorSource[][] = [];
  spec.tools.forEach((tool, index) => {
    const source = { exportName: validatorExportName(tool.name), schema: toolValidationSchema(tool) };
    if (index % VALIDATOR_GROUP_SIZE === 0) groups.push([source]);
    else groups[groups.length - 1]!.push(source);
  });
  return groups;
}

/**
 * src/generated/validators/: the compiled validator groups (CommonJS, so they load synchronously on first
 * use) and index.ts, which knows where each tool's validator lives and loads its group.
 */
export function emitValidators(spec: ToolSpec, files: TypeScriptFiles, directory: string, compiledGroups: readonly string[]): void {
  const { StructureKind, VariableDeclarationKind } = files.kinds;
  compiledGroups.forEach((code, index) => files.add(`${directory}/validators/${validatorGroupFile(index)}`, [indentJavaScript(code)]));
  const locations = Object.fromEntries(
    spec.tools.map((tool, index) => [`[ClineDefaultTool.${tool.key}]`, [`./${validatorGroupFile(Math.floor(index / VALIDATOR_GROUP_SIZE))}`, validatorExportName(tool.name)]]),
  );
  files.add(`${directory}/validators/index.ts`, [
    files.importFrom("node:module", ["createRequire"]),
    files.importFrom("../../validation/compiled-validator.js", ["CompiledValidator"], { typeOnly: true }),
    files.importFrom("../tool-names.js", ["ClineDefaultTool"]),
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Loads a validator group: synchronously, so validating stays a plain function call."],
      declarations: [{ name: "loadGroup", initializer: "createRequire(import.meta.url)" }],
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Where each tool's precompiled params validator lives: its group module and export."],
      declarations: [
        {
          name: "paramValidatorLocations",
          type: "Readonly<Record<ClineDefaultTool, readonly [module: string, exportName: string]>>",
          initializer: printLiteral(locations),
        },
      ],
    },
    {
      kind: StructureKind.Function,
      isExported: true,
      name: "loadParamValidator",
      docs: ["The precompiled params validator of a tool; its group module loads the first time."],
      parameters: [{ name: "tool", type: "ClineDefaultTool" }],
      returnType: "CompiledValidator",
      statements: ["const [module, exportName] = paramValidatorLocations[tool];", "return (loadGroup(module) as Record<string, CompiledValidator>)[exportName]!;"],
    },
  ]);
}
