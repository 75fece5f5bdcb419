// Compile-time proof that toolspec's native definitions are what the official SDKs accept.
// `npm test` type-checks this file; any mismatch with the SDK types fails to compile.
import type Anthropic from "@anthropic-ai/sdk";
import type { FunctionDeclaration, Schema, Type } from "@google/genai";
import type OpenAI from "openai";
import { getNativeTools } from "../../src/prompts/tools-prompt.js";
import type {
  AnthropicToolDefinition,
  GeminiFunctionDeclaration,
  OpenAIChatToolDefinition,
  OpenAIResponsesToolDefinition,
} from "../../src/prompts/native-tool-types.js";

/** Asserts at compile time that Actual can be passed where Expected is required. */
type Assignable<Expected, Actual extends Expected> = Actual;

export type AnthropicFits = Assignable<Anthropic.Messages.Tool, AnthropicToolDefinition>;
export type OpenAIChatFits = Assignable<OpenAI.Chat.Completions.ChatCompletionFunctionTool, OpenAIChatToolDefinition>;
export type OpenAIChatUnionFits = Assignable<OpenAI.Chat.Completions.ChatCompletionTool, OpenAIChatToolDefinition>;
export type OpenAIResponsesFits = Assignable<OpenAI.Responses.FunctionTool, OpenAIResponsesToolDefinition>;
export type OpenAIResponsesUnionFits = Assignable<OpenAI.Responses.Tool, OpenAIResponsesToolDefinition>;

// @google/genai types `type` as a string enum, which literal JSON can never be; compare against the same
// schema with the enum replaced by its string values, recursively.
type WithTypeNames<S> = Omit<S, "type" | "items" | "properties" | "anyOf"> & {
  type?: `${Type}`;
  items?: WithTypeNames<Schema>;
  properties?: Record<string, WithTypeNames<Schema>>;
};
type GeminiDeclarationWithTypeNames = Omit<FunctionDeclaration, "parameters" | "response"> & { parameters?: WithTypeNames<Schema> };
export type GeminiFits = Assignable<GeminiDeclarationWithTypeNames, GeminiFunctionDeclaration>;

// What the runtime returns is passed to the SDKs as is.
export const anthropicTools: Anthropic.Messages.Tool[] = await getNativeTools("native-next-gen", "anthropic");
export const openAITools: OpenAI.Chat.Completions.ChatCompletionTool[] = await getNativeTools("native-next-gen", "openai");
export const responsesTools: OpenAI.Responses.Tool[] = await getNativeTools("native-gpt-5", "openai-responses");
export const geminiTools: GeminiDeclarationWithTypeNames[] = await getNativeTools("native-gpt-5", "gemini");
