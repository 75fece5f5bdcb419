import type { NativeFormat, NativeToolSet } from "../../src/prompts/native-tool-types.js";
import type { ToolSpec } from "../spec/model.js";
import { camelCase } from "./naming.js";
import { toAnthropic, toGemini, toOpenAIChat, toOpenAIResponses, type NamedView } from "./native/to-provider-definitions.js";
import { printLiteral } from "./print-literal.js";
import type { TypeScriptFiles } from "./typescript-files.js";
import type { VariantTools } from "./variant-tools.js";
import { viewsOfVariant } from "./variant-views.js";

const converters: Record<NativeFormat, (view: NamedView) => unknown> = {
  anthropic: toAnthropic,
  openai: toOpenAIChat,
  "openai-responses": toOpenAIResponses,
  gemini: toGemini,
};

/** The export name of a native variant's definitions: native-next-gen -> nativeNextGenTools. */
export function nativeToolsExportName(variant: string): string {
  return `${camelCase(variant)}Tools`;
}

/** One variant's native definitions in every format, as data (placeholders not yet filled). */
export function nativeToolSet(spec: ToolSpec, variant: string): NativeToolSet {
  const views = viewsOfVariant(spec, variant).map(({ tool, view }) => ({ tool, view: { ...view, name: tool.name } }));
  return Object.fromEntries(
    (Object.keys(converters) as NativeFormat[]).map((format) => [
      format,
      views.map(({ tool, view }) => ({
        name: tool.name,
        requires: tool.requires,
        paramRequires: Object.fromEntries(view.params.filter((param) => param.requires.length > 0).map((param) => [param.modelName, param.requires])),
        definition: converters[format](view),
      })),
    ]),
  ) as unknown as NativeToolSet;
}

/** src/generated/native/<variant>.ts for each native variant: its tool definitions in every provider format. */
export function emitNativeTools(variantTools: readonly VariantTools[], files: TypeScriptFiles, directory: string): void {
  const { StructureKind, VariableDeclarationKind } = files.kinds;
  for (const tools of variantTools) {
    if (tools.toolCalling !== "native") continue;
    const { variant, toolSet: byFormat } = tools;
    files.add(`${directory}/native/${variant.name}.ts`, [
      files.importFrom("../../prompts/native-tool-types.js", ["NativeToolSet"], { typeOnly: true }),
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: [`The ${variant.name} variant's native tool definitions, per provider format; descriptions keep their {{placeholders}}.`],
        declarations: [{ name: nativeToolsExportName(variant.name), type: "NativeToolSet", initializer: printLiteral(byFormat) }],
      },
    ]);
  }
}
