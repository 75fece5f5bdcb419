import { fillPlaceholders } from "./fill-placeholders.js";
import { meetsRequirements } from "./meets-requirements.js";
import type { NativeFormat, NativeToolDefinitionByFormat, NativeToolEntry, NativeToolSet } from "./native-tool-types.js";

type MutableSchema = { properties?: Record<string, unknown>; required?: string[] };

/** Where each format keeps the params object. */
function paramsObject(format: NativeFormat, definition: Record<string, unknown>): MutableSchema | undefined {
  switch (format) {
    case "anthropic":
      return definition.input_schema as MutableSchema;
    case "openai":
      return (definition.function as Record<string, unknown>).parameters as MutableSchema;
    case "openai-responses":
    case "gemini":
      return definition.parameters as MutableSchema | undefined;
  }
}

/** A deep copy with {{placeholders}} filled in every string. */
function fillDeep(value: unknown, placeholders: object): unknown {
  if (typeof value === "string") return fillPlaceholders(value, placeholders);
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, placeholders));
  if (value !== null && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) copy[key] = fillDeep(entry, placeholders);
    return copy;
  }
  return value;
}

/** Builds one definition for the host: placeholders filled, params whose requirements fail removed. */
function materialise<Format extends NativeFormat>(
  format: Format,
  entry: NativeToolEntry<NativeToolDefinitionByFormat[Format]>,
  placeholders: object,
  context: object,
): NativeToolDefinitionByFormat[Format] {
  const definition = fillDeep(entry.definition, placeholders) as Record<string, unknown>;
  const schema = paramsObject(format, definition);
  for (const [param, requires] of Object.entries(entry.paramRequires)) {
    if (meetsRequirements(requires, context) || schema === undefined) continue;
    delete schema.properties?.[param];
    if (schema.required) schema.required = schema.required.filter((name) => name !== param);
  }
  // Gemini rejects an OBJECT schema without properties: leave the params out instead.
  if (format === "gemini" && schema?.properties && Object.keys(schema.properties).length === 0) delete definition.parameters;
  return definition as NativeToolDefinitionByFormat[Format];
}

/** A variant's native tool definitions in one format, for the given host values. */
export function selectNativeTools<Format extends NativeFormat>(
  toolSet: NativeToolSet,
  format: Format,
  placeholders: object,
  context: object,
): NativeToolDefinitionByFormat[Format][] {
  const entries = toolSet[format] as readonly NativeToolEntry<NativeToolDefinitionByFormat[Format]>[];
  return entries.filter((entry) => meetsRequirements(entry.requires, context)).map((entry) => materialise(format, entry, placeholders, context));
}
