// The shapes of the native tool definitions toolspec generates, one per provider format.
// Declared as type aliases (not interfaces) so they stay assignable to the SDKs' index-signature types;
// test/types/native-definitions.test-d.ts proves they match @anthropic-ai/sdk, openai and @google/genai.

/** The provider formats native definitions are generated in. */
export type NativeFormat = "anthropic" | "openai" | "openai-responses" | "gemini";

/** Every native format, for CLIs and loops. */
export const nativeFormats: readonly NativeFormat[] = ["anthropic", "openai", "openai-responses", "gemini"];

/** A JSON-schema property as Anthropic and OpenAI read it. */
export type JsonSchemaProperty = {
  readonly type: string | readonly string[];
  readonly description?: string;
  readonly enum?: readonly (string | null)[];
  readonly items?: JsonSchemaProperty;
  readonly minimum?: number;
  readonly maximum?: number;
};

/** The object schema of a tool's params. */
export type JsonSchemaObject = {
  readonly type: "object";
  readonly properties: { readonly [param: string]: JsonSchemaProperty };
  readonly required: readonly string[];
  readonly additionalProperties?: false;
};

/** Anthropic Messages API tool (`tools[]`). */
export type AnthropicToolDefinition = {
  readonly name: string;
  readonly description: string;
  readonly input_schema: JsonSchemaObject;
};

/** OpenAI Chat Completions function tool, valid under strict mode. */
export type OpenAIChatToolDefinition = {
  readonly type: "function";
  readonly function: {
    readonly name: string;
    readonly description: string;
    readonly strict: boolean;
    readonly parameters: JsonSchemaObject;
  };
};

/** OpenAI Responses API function tool, valid under strict mode. */
export type OpenAIResponsesToolDefinition = {
  readonly type: "function";
  readonly name: string;
  readonly description: string;
  readonly strict: boolean;
  readonly parameters: JsonSchemaObject;
};

/** Gemini's OpenAPI-subset type names. */
export type GeminiType = "STRING" | "INTEGER" | "NUMBER" | "BOOLEAN" | "ARRAY" | "OBJECT";

/** A Gemini schema node. */
export type GeminiSchema = {
  readonly type: GeminiType;
  readonly description?: string;
  readonly format?: string;
  readonly enum?: readonly string[];
  readonly items?: GeminiSchema;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly properties?: { readonly [param: string]: GeminiSchema };
  readonly required?: readonly string[];
};

/** Gemini function declaration; `parameters` is absent for tools without params (Gemini rejects empty objects). */
export type GeminiFunctionDeclaration = {
  readonly name: string;
  readonly description: string;
  readonly parameters?: GeminiSchema;
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
