// The rules each provider enforces on tool definitions, checked on every generated definition.
import { describe, expect, it } from "vitest";
import { variantRegistry } from "../../src/generated/variants.js";
import { getNativeTools } from "../../src/prompts/tools-prompt.js";
import type { GeminiSchema, JsonSchemaObject, JsonSchemaProperty } from "../../src/prompts/native-tool-types.js";

const PROVIDER_SAFE_NAME = /^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$/;
const everything = { yolo: true, browser: true, mcpHub: true, focusChain: true, webTools: true, cli: false, skills: true, subagents: true };
const nativeVariants = Object.entries(variantRegistry)
  .filter(([, entry]) => entry.toolCalling === "native")
  .map(([name]) => name as "native-next-gen" | "native-gpt-5");

/** Every keyword path in a schema, for "never appears anywhere" rules. */
function keywords(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, entry]) => [`${prefix}${key}`, ...keywords(entry, `${prefix}${key}.`)]);
}

function checkStrictProperty(property: JsonSchemaProperty, required: boolean, where: string): void {
  if (!required) {
    expect(property.type, `${where}: optional params are nullable`).toEqual(expect.arrayContaining(["null"]));
    if (property.enum) expect(property.enum, `${where}: a nullable enum lists null`).toContain(null);
  }
  if (property.items) expect(Array.isArray(property.items.type) ? property.items.type : [property.items.type]).not.toContain("object");
}

/** Checks a strict-mode params object; `trulyRequired` are the params the tool really requires (from the Anthropic form). */
function checkStrictObject(parameters: JsonSchemaObject, trulyRequired: readonly string[], where: string): void {
  expect(parameters.type).toBe("object");
  expect(parameters.additionalProperties, `${where}: additionalProperties false`).toBe(false);
  expect([...parameters.required].sort(), `${where}: every property is required`).toEqual(Object.keys(parameters.properties).sort());
  for (const [name, property] of Object.entries(parameters.properties)) {
    const required = trulyRequired.includes(name);
    checkStrictProperty(property, required, `${where}.${name}`);
    if (required) expect(property.type, `${where}.${name}: required params are not nullable`).not.toEqual(expect.arrayContaining(["null"]));
  }
  const forbidden = keywords(parameters).filter((key) => /(^|\.)(allOf|anyOf|oneOf|not|if|then|else|\$ref|\$schema|uniqueItems|minItems|maxItems|patternProperties)$/.test(key));
  expect(forbidden, `${where}: keywords strict mode rejects`).toEqual([]);
}

/** The params each tool really requires, read from its plain (Anthropic) JSON schema. */
async function requiredByTool(variant: (typeof nativeVariants)[number], context: object): Promise<Map<string, readonly string[]>> {
  return new Map((await getNativeTools(variant, "anthropic", { context })).map((tool) => [tool.name, tool.input_schema.required]));
}

function checkGeminiSchema(schema: GeminiSchema, where: string): void {
  expect(["STRING", "INTEGER", "NUMBER", "BOOLEAN", "ARRAY", "OBJECT"], where).toContain(schema.type);
  if (schema.type === "ARRAY") expect(schema.items, `${where}: arrays always have items`).toBeDefined();
  if (schema.enum) {
    expect(schema.enum.every((value) => typeof value === "string"), `${where}: string enums only`).toBe(true);
    expect(schema.type).toBe("STRING");
  }
  if (schema.type === "OBJECT") expect(Object.keys(schema.properties ?? {}).length, `${where}: no empty objects`).toBeGreaterThan(0);
  for (const [name, property] of Object.entries(schema.properties ?? {})) checkGeminiSchema(property, `${where}.${name}`);
  if (schema.items) checkGeminiSchema(schema.items, `${where}[]`);
}

describe.each(nativeVariants)("%s", (variant) => {
  it.each([{ name: "default context", context: {} }, { name: "every flag on", context: everything }])("OpenAI Chat definitions are valid in strict mode ($name)", async ({ context }) => {
    const required = await requiredByTool(variant, context);
    for (const tool of await getNativeTools(variant, "openai", { context })) {
      expect(tool.function.name).toMatch(PROVIDER_SAFE_NAME);
      expect(tool.function.strict).toBe(true);
      checkStrictObject(tool.function.parameters, required.get(tool.function.name)!, tool.function.name);
    }
  });

  it("OpenAI Responses definitions are valid in strict mode", async () => {
    const required = await requiredByTool(variant, everything);
    for (const tool of await getNativeTools(variant, "openai-responses", { context: everything })) {
      expect(tool.strict).toBe(true);
      checkStrictObject(tool.parameters, required.get(tool.name)!, tool.name);
    }
  });

  it("Gemini declarations stay inside its OpenAPI subset", async () => {
    for (const tool of await getNativeTools(variant, "gemini", { context: everything })) {
      expect(tool.name).toMatch(PROVIDER_SAFE_NAME);
      expect(keywords(tool).filter((key) => /(^|\.)(\$schema|additionalProperties|\$ref)$/.test(key)), tool.name).toEqual([]);
      if (tool.parameters) checkGeminiSchema(tool.parameters, tool.name);
    }
  });

  it("Anthropic input schemas list only declared params as required", async () => {
    for (const tool of await getNativeTools(variant, "anthropic", { context: everything })) {
      expect(tool.input_schema.type).toBe("object");
      for (const name of tool.input_schema.required) expect(Object.keys(tool.input_schema.properties)).toContain(name);
    }
  });

  it("every format offers the same tools in the same order", async () => {
    const names = async (format: "anthropic" | "openai-responses" | "gemini") => (await getNativeTools(variant, format, { context: everything })).map((tool) => tool.name);
    const chat = (await getNativeTools(variant, "openai", { context: everything })).map((tool) => tool.function.name);
    expect(await names("anthropic")).toEqual(chat);
    expect(await names("openai-responses")).toEqual(chat);
    expect(await names("gemini")).toEqual(chat);
  });
});
