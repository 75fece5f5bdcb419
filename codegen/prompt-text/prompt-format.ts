import { nativeFormats, type NativeFormat } from "../../src/prompts/native-tool-types.js";
import { UsageError } from "../commands/command-io.js";
import type { ToolSpec, VariantDefinition } from "../spec/model.js";

/** How a model is shown its tools: XML sections in the system prompt, or a provider's native definitions. */
export type PromptFormat = "xml" | NativeFormat;

/** The formats a variant is offered in: xml for XML variants, every provider format for native ones. */
export function variantFormats(variant: VariantDefinition): readonly PromptFormat[] {
  return variant.toolCalling === "xml" ? ["xml"] : nativeFormats;
}

/** The format `toolspec prompt` prints when none is asked for. */
export function defaultFormat(variant: VariantDefinition): PromptFormat {
  return variant.toolCalling === "xml" ? "xml" : "anthropic";
}

/** The declared variant of that name; a UsageError lists the declared ones otherwise. */
export function findVariant(spec: ToolSpec, name: string): VariantDefinition {
  const variant = spec.variants.find((candidate) => candidate.name === name);
  if (variant === undefined) {
    throw new UsageError(`unknown variant '${name}' (declared: ${spec.variants.map((candidate) => candidate.name).join(", ")})`, "prompt");
  }
  return variant;
}

/** Checks a --format value against the variant's kind of tool calling. */
export function checkFormat(variant: VariantDefinition, format: string): PromptFormat {
  if (variant.toolCalling === "xml" && format !== "xml") {
    throw new UsageError(`variant '${variant.name}' calls tools with XML; its only format is xml`, "prompt");
  }
  if (variant.toolCalling === "native" && !nativeFormats.includes(format as NativeFormat)) {
    throw new UsageError(`variant '${variant.name}' uses native tool calling; --format must be one of ${nativeFormats.join(", ")}`, "prompt");
  }
  return format as PromptFormat;
}
