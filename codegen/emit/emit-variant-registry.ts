import type { ToolSpec } from "../spec/model.js";
import { nativeToolsExportName } from "./emit-native-tools.js";
import { xmlToolsExportName } from "./emit-xml-prompts.js";
import { printLiteral, raw } from "./print-literal.js";
import type { TypeScriptFiles } from "./typescript-files.js";

/** src/generated/variants.ts: every variant with its tool-calling style and its prompt or native definitions. */
export function emitVariantRegistry(spec: ToolSpec, files: TypeScriptFiles, directory: string): void {
  const { StructureKind, VariableDeclarationKind } = files.kinds;
  const registry = Object.fromEntries(
    spec.variants.map((variant) => [
      variant.name,
      variant.toolCalling === "xml"
        ? { toolCalling: "xml", description: variant.description, xmlTools: raw(xmlToolsExportName(variant.name)) }
        : { toolCalling: "native", description: variant.description, nativeTools: raw(nativeToolsExportName(variant.name)) },
    ]),
  );
  files.add(`${directory}/variants.ts`, [
    ...spec.variants.map((variant) =>
      variant.toolCalling === "xml"
        ? files.importFrom(`./prompts/${variant.name}.js`, [xmlToolsExportName(variant.name)])
        : files.importFrom(`./native/${variant.name}.js`, [nativeToolsExportName(variant.name)]),
    ),
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Every model-family variant declared in tools.yaml."],
      declarations: [{ name: "variantRegistry", initializer: `${printLiteral(registry)} as const` }],
    },
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: "VariantName",
      docs: ["The name of a declared variant."],
      type: "keyof typeof variantRegistry",
    },
  ]);
}
