import type { ParamMetadata, ToolMetadata } from "../contracts/tool-metadata.js";

const INTEGER_TEXT = /^\s*[-+]?\d+\s*$/;

/** Turns a value into the declared type where the intent is unambiguous; anything else is left for the validator to report. */
function coerce(value: unknown, param: ParamMetadata): unknown {
  switch (param.type) {
    case "integer":
      return typeof value === "string" && INTEGER_TEXT.test(value) ? Number(value) : value;
    case "boolean":
      if (typeof value !== "string") return value;
      if (/^\s*true\s*$/i.test(value)) return true;
      if (/^\s*false\s*$/i.test(value)) return false;
      return value;
    case "array": {
      if (typeof value !== "string" || !value.trimStart().startsWith("[")) return value;
      try {
        const parsed: unknown = JSON.parse(value);
        return Array.isArray(parsed) ? parsed : value;
      } catch {
        return value;
      }
    }
    case "string":
      // Native calls sometimes send JSON values where the spec has a string (MCP arguments as an object).
      if (typeof value === "number" || typeof value === "boolean") return String(value);
      if (typeof value === "object" && value !== null) return JSON.stringify(value);
      return value;
  }
}

/**
 * Brings a call's params into the canonical shape the validator and the handler expect:
 * - names a variant uses (absolutePath) become the canonical name (path), unless that is present too;
 * - null values are dropped: OpenAI strict mode sends null for every optional param it leaves out;
 * - XML calls carry every value as text: "12" becomes 12, "true" becomes true, "[...]" a list.
 * Unknown params are kept, so the validator can name them. Never throws, never mutates its input.
 */
export function normalizeToolInput(tool: ToolMetadata, params: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const normalized: Record<string, unknown> = {};
  for (const [rawName, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const canonical = tool.paramAliases[rawName];
    const name = canonical !== undefined && !(canonical in params && params[canonical] != null) ? canonical : rawName;
    const param = tool.params[name];
    normalized[name] = param === undefined ? value : coerce(value, param);
  }
  return normalized;
}
