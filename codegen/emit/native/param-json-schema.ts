import type { JsonSchemaProperty } from "../../../src/prompts/native-tool-types.js";
import type { VariantParamDefinition } from "../../spec/model.js";

/** A param as a plain JSON-schema property (the Anthropic form, and the base of the others). */
export function paramJsonSchema(param: VariantParamDefinition): JsonSchemaProperty {
  return {
    type: param.type,
    description: param.description,
    ...(param.enum ? { enum: [...param.enum] } : {}),
    ...(param.items ? { items: { type: param.items.type, ...(param.items.enum ? { enum: [...param.items.enum] } : {}) } } : {}),
    ...(param.minimum !== undefined ? { minimum: param.minimum } : {}),
    ...(param.maximum !== undefined ? { maximum: param.maximum } : {}),
  };
}

/**
 * The OpenAI strict-mode form: strict mode wants every property listed as required, so an optional
 * param becomes required-but-nullable (`["string", "null"]`, and null among enum values). The
 * runtime's input normaliser drops those nulls again before a handler sees the params.
 */
export function strictParamJsonSchema(param: VariantParamDefinition): JsonSchemaProperty {
  const base = paramJsonSchema(param);
  if (param.required) return base;
  return {
    ...base,
    type: [param.type, "null"],
    ...(param.enum ? { enum: [...param.enum, null] } : {}),
  };
}
