import { defaultPromptContext, defaultPromptPlaceholders, type PromptContext, type PromptPlaceholders } from "../generated/prompt-values.js";
import { variantRegistry, type VariantName } from "../generated/variants.js";
import type { NativeFormat, NativeToolDefinitionByFormat } from "./native-tool-types.js";
import { renderXmlTools } from "./render-xml-tools.js";
import { selectNativeTools } from "./select-native-tools.js";

/** Host values for prompts; anything left out takes the default declared in tools.yaml. */
export interface PromptOptions {
  readonly placeholders?: Partial<PromptPlaceholders>;
  readonly context?: Partial<PromptContext>;
}

function variantEntry(variant: string) {
  const entry = (variantRegistry as Record<string, (typeof variantRegistry)[VariantName] | undefined>)[variant];
  if (entry === undefined) throw new Error(`Unknown variant '${variant}'. Declared variants: ${Object.keys(variantRegistry).join(", ")}.`);
  return entry;
}

/** The tool descriptions of an XML variant's system prompt, placeholders filled and context applied. */
export function renderToolsPrompt(variant: VariantName, options: PromptOptions = {}): string {
  const entry = variantEntry(variant);
  if (entry.toolCalling !== "xml") throw new Error(`Variant '${variant}' uses native tool calling; use getNativeTools.`);
  return renderXmlTools(entry.xmlTools, { ...defaultPromptPlaceholders, ...options.placeholders }, { ...defaultPromptContext, ...options.context });
}

/** The native tool definitions of a native variant in one provider format. */
export function getNativeTools<Format extends NativeFormat>(variant: VariantName, format: Format, options: PromptOptions = {}): NativeToolDefinitionByFormat[Format][] {
  const entry = variantEntry(variant);
  if (entry.toolCalling !== "native") throw new Error(`Variant '${variant}' calls tools with XML; use renderToolsPrompt.`);
  return selectNativeTools(entry.nativeTools, format, { ...defaultPromptPlaceholders, ...options.placeholders }, { ...defaultPromptContext, ...options.context });
}
