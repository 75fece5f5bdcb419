import type { ToolSpec } from "../spec/model.js";
import { nativeToolsExportName } from "./emit-native-tools.js";
import { xmlToolsExportName } from "./emit-xml-prompts.js";
import { printLiteral, raw } from "./print-literal.js";
import type { TypeScriptFiles } from "./typescript-files.js";

/**
 * src/generated/variants.ts: every variant with its tool-calling style and a loader for its prompt sections
 * or native definitions. The loaders import on demand, so an agent pays only for the variant it uses.
 */
export function emitVariantRegistry(spec: ToolSpec, files: TypeScriptFiles, directory: string): void {
  const { StructureKind, VariableDeclarationKind } = files.kinds;
  const registry = Object.fromEntries(
    spec.variants.map((variant) => [
      variant.name,
      variant.toolCalling === "xml"
        ? {
            toolCalling: "xml",
            description: variant.description,
            loadXmlTools: raw(`async () => (await import("./prompts/${variant.name}.js")).${xmlToolsExportName(variant.name)}`),
          }
        : {
            toolCalling: "native",
            description: variant.description,
            loadNativeTools: raw(`async () => (await import("./native/${variant.name}.js")).${nativeToolsExportName(variant.name)}`),
          },
    ]),
  );
  files.add(`${directory}/variants.ts`, [
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
