import type { NativeToolSet } from "../../src/prompts/native-tool-types.js";
import type { ToolSpec, VariantDefinition } from "../spec/model.js";
import { nativeToolSet } from "./emit-native-tools.js";
import { xmlSectionSources, type RenderTool, type XmlSectionSource } from "./emit-xml-prompts.js";

/**
 * What one variant offers the model: its XML sections as source code, or its native definitions. Built
 * once per variant and shared by the emitters that write it and the token counts that measure it.
 */
export type VariantTools =
  | { readonly variant: VariantDefinition; readonly toolCalling: "xml"; readonly sections: readonly XmlSectionSource[] }
  | { readonly variant: VariantDefinition; readonly toolCalling: "native"; readonly toolSet: NativeToolSet };

/** One variant's tools, built from the spec. */
export function buildVariantTools(spec: ToolSpec, variant: VariantDefinition, renderTool: RenderTool): VariantTools {
  return variant.toolCalling === "native"
    ? { variant, toolCalling: "native", toolSet: nativeToolSet(spec, variant.name) }
    : { variant, toolCalling: "xml", sections: xmlSectionSources(spec, variant.name, renderTool) };
}
