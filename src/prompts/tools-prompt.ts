import { defaultPromptContext, defaultPromptPlaceholders, type PromptContext, type PromptPlaceholders } from "../generated/prompt-values.js";
import { variantRegistry, type VariantName } from "../generated/variants.js";
import type { NativeFormat, NativeToolDefinitionByFormat, NativeToolSet } from "./native-tool-types.js";
import { renderXmlTools } from "./render-xml-tools.js";
import { selectNativeTools } from "./select-native-tools.js";
import type { XmlToolSection } from "./xml-tool-section.js";

/** Host values for prompts; anything left out takes the default declared in tools.yaml. */
export interface PromptOptions {
  readonly placeholders?: Partial<PromptPlaceholders>;
  readonly context?: Partial<PromptContext>;
}

/** A variant's tools, loaded: render them as often as needed, synchronously. */
export type VariantTools =
  | { readonly variant: VariantName; readonly toolCalling: "xml"; readonly sections: readonly XmlToolSection<PromptPlaceholders, PromptContext>[] }
  | { readonly variant: VariantName; readonly toolCalling: "native"; readonly toolSet: NativeToolSet };

const loaded = new Map<string, Promise<VariantTools>>();

/**
 * Loads one variant's prompt sections or native definitions (each variant is its own module, imported on
 * first use and kept). Hosts that render often load once and use renderVariantPrompt / selectVariantTools.
 */
export function loadVariantTools(variant: VariantName): Promise<VariantTools> {
  let loading = loaded.get(variant);
  if (loading === undefined) {
    const entry = (variantRegistry as Record<string, (typeof variantRegistry)[VariantName] | undefined>)[variant];
    if (entry === undefined) return Promise.reject(new Error(`Unknown variant '${variant}'. Declared variants: ${Object.keys(variantRegistry).join(", ")}.`));
    loading =
      entry.toolCalling === "xml"
        ? entry.loadXmlTools().then((sections) => ({ variant, toolCalling: "xml" as const, sections }))
        : entry.loadNativeTools().then((toolSet) => ({ variant, toolCalling: "native" as const, toolSet }));
    loaded.set(variant, loading);
  }
  return loading;
}

/** The tool descriptions of a loaded XML variant's system prompt, placeholders filled and context applied. */
export function renderVariantPrompt(tools: VariantTools, options: PromptOptions = {}): string {
  if (tools.toolCalling !== "xml") throw new Error(`Variant '${tools.variant}' uses native tool calling; use getNativeTools.`);
  return renderXmlTools(tools.sections, { ...defaultPromptPlaceholders, ...options.placeholders }, { ...defaultPromptContext, ...options.context });
}

/** A loaded native variant's tool definitions in one provider format. */
export function selectVariantTools<Format extends NativeFormat>(tools: VariantTools, format: Format, options: PromptOptions = {}): NativeToolDefinitionByFormat[Format][] {
  if (tools.toolCalling !== "native") throw new Error(`Variant '${tools.variant}' calls tools with XML; use renderToolsPrompt.`);
  return selectNativeTools(tools.toolSet, format, { ...defaultPromptPlaceholders, ...options.placeholders }, { ...defaultPromptContext, ...options.context });
}

/** The tool descriptions of an XML variant's system prompt, placeholders filled and context applied. */
export async function renderToolsPrompt(variant: VariantName, options: PromptOptions = {}): Promise<string> {
  return renderVariantPrompt(await loadVariantTools(variant), options);
}

/** The native tool definitions of a native variant in one provider format. */
export async function getNativeTools<Format extends NativeFormat>(variant: VariantName, format: Format, options: PromptOptions = {}): Promise<NativeToolDefinitionByFormat[Format][]> {
  return selectVariantTools(await loadVariantTools(variant), format, options);
}
