import type {
  AnthropicToolDefinition,
  GeminiFunctionDeclaration,
  GeminiSchema,
  GeminiType,
  JsonSchemaObject,
  OpenAIChatToolDefinition,
  OpenAIResponsesToolDefinition,
} from "../../../src/prompts/native-tool-types.js";
import type { ToolVariantView, VariantParamDefinition } from "../../spec/model.js";
import { paramJsonSchema, strictParamJsonSchema } from "./param-json-schema.js";

/** A tool as one variant offers it, with its name. */
export type NamedView = ToolVariantView & { readonly name: string };

/** Anthropic: the params as a JSON-schema object in input_schema. */
export function toAnthropic(view: NamedView): AnthropicToolDefinition {
  return {
    name: view.name,
    description: view.description,
    input_schema: {
      type: "object",
      properties: Object.fromEntries(view.params.map((param) => [param.modelName, paramJsonSchema(param)])),
      required: view.params.filter((param) => param.required).map((param) => param.modelName),
    },
  };
}

/** The strict-mode params object: every property required, optional ones nullable, no extra properties. */
function strictParameters(view: NamedView): JsonSchemaObject {
  return {
    type: "object",
    properties: Object.fromEntries(view.params.map((param) => [param.modelName, strictParamJsonSchema(param)])),
    required: view.params.map((param) => param.modelName),
    additionalProperties: false,
  };
}

/** OpenAI Chat Completions function tool in strict mode. */
export function toOpenAIChat(view: NamedView): OpenAIChatToolDefinition {
  return { type: "function", function: { name: view.name, description: view.description, strict: true, parameters: strictParameters(view) } };
}

/** OpenAI Responses function tool in strict mode. */
export function toOpenAIResponses(view: NamedView): OpenAIResponsesToolDefinition {
  return { type: "function", name: view.name, description: view.description, strict: true, parameters: strictParameters(view) };
}

const GEMINI_TYPES: Record<VariantParamDefinition["type"], GeminiType> = {
  string: "STRING",
  integer: "INTEGER",
  boolean: "BOOLEAN",
  array: "ARRAY",
};

function geminiParam(param: VariantParamDefinition): GeminiSchema {
  const items = param.items;
  return {
    type: GEMINI_TYPES[param.type],
    description: param.description,
    ...(param.enum ? { format: "enum", enum: [...param.enum] } : {}),
    // Gemini rejects arrays without items; the spec guarantees every array declares them.
    ...(items ? { items: { type: GEMINI_TYPES[items.type], ...(items.enum ? { format: "enum", enum: [...items.enum] } : {}) } } : {}),
    ...(param.minimum !== undefined ? { minimum: param.minimum } : {}),
    ...(param.maximum !== undefined ? { maximum: param.maximum } : {}),
  };
}

/** Gemini function declaration in its OpenAPI subset: upper-case types, string enums, no $schema, no empty objects. */
export function toGemini(view: NamedView): GeminiFunctionDeclaration {
  if (view.params.length === 0) return { name: view.name, description: view.description };
  return {
    name: view.name,
    description: view.description,
    parameters: {
      type: "OBJECT",
      properties: Object.fromEntries(view.params.map((param) => [param.modelName, geminiParam(param)])),
      required: view.params.filter((param) => param.required).map((param) => param.modelName),
    },
  };
}
