// The shapes of the native tool definitions toolspec generates, one per provider format.
// Declared as mutable type aliases (not interfaces) so they stay assignable to the SDKs' types, which take
// mutable arrays and index signatures; hosts get fresh copies, never the generated constants themselves.
// test/types/native-definitions.test-d.ts proves they match @anthropic-ai/sdk, openai and @google/genai.

/** The provider formats native definitions are generated in. */
export type NativeFormat = "anthropic" | "openai" | "openai-responses" | "gemini";

/** Every native format, for CLIs and loops. */
export const nativeFormats: readonly NativeFormat[] = ["anthropic", "openai", "openai-responses", "gemini"];

/** A JSON-schema property as Anthropic and OpenAI read it. */
export type JsonSchemaProperty = {
  type: string | string[];
  description?: string;
  enum?: (string | null)[];
  items?: JsonSchemaProperty;
  minimum?: number;
  maximum?: number;
};

/** The object schema of a tool's params. */
export type JsonSchemaObject = {
  type: "object";
  properties: { [param: string]: JsonSchemaProperty };
  required: string[];
  additionalProperties?: false;
};

/** Anthropic Messages API tool (`tools[]`). */
export type AnthropicToolDefinition = {
  name: string;
  description: string;
  input_schema: JsonSchemaObject;
};

/** OpenAI Chat Completions function tool, valid under strict mode. */
export type OpenAIChatToolDefinition = {
  type: "function";
  function: {
    name: string;
    description: string;
    strict: boolean;
    parameters: JsonSchemaObject;
  };
};

/** OpenAI Responses API function tool, valid under strict mode. */
export type OpenAIResponsesToolDefinition = {
  type: "function";
  name: string;
  description: string;
  strict: boolean;
  parameters: JsonSchemaObject;
};

/** Gemini's OpenAPI-subset type names. */
export type GeminiType = "STRING" | "INTEGER" | "NUMBER" | "BOOLEAN" | "ARRAY" | "OBJECT";

/** A Gemini schema node. */
export type GeminiSchema = {
  type: GeminiType;
  description?: string;
  format?: string;
  enum?: string[];
  items?: GeminiSchema;
  minimum?: number;
  maximum?: number;
  properties?: { [param: string]: GeminiSchema };
  required?: string[];
};

/** Gemini function declaration; `parameters` is absent for tools without params (Gemini rejects empty objects). */
export type GeminiFunctionDeclaration = {
  name: string;
  description: string;
  parameters?: GeminiSchema;
};

/** The definition type of each format. */
export type NativeToolDefinitionByFormat = {
  readonly anthropic: AnthropicToolDefinition;
  readonly openai: OpenAIChatToolDefinition;
  readonly "openai-responses": OpenAIResponsesToolDefinition;
  readonly gemini: GeminiFunctionDeclaration;
};

/** One generated native definition with what decides whether, and with which params, it is offered. */
export type NativeToolEntry<Definition> = {
  readonly name: string;
  /** Context requirements of the tool. */
  readonly requires: readonly string[];
  /** Context requirements of individual params, by the name the model sees. */
  readonly paramRequires: { readonly [param: string]: readonly string[] };
  /** The definition, with {{placeholders}} still in its descriptions. */
  readonly definition: Definition;
};

/** A variant's native definitions in every format. */
export type NativeToolSet = { readonly [Format in NativeFormat]: readonly NativeToolEntry<NativeToolDefinitionByFormat[Format]>[] };
