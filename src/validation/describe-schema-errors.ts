import type { ToolMetadata } from "../contracts/tool-metadata.js";
import { closestNames } from "../util/closest-names.js";
import type { SchemaError } from "./compiled-validator.js";

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return value.length > 40 ? `the string "${value.slice(0, 40)}…"` : `the string ${JSON.stringify(value)}`;
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

const typeWords: Record<string, string> = { string: "a string", integer: "an integer", boolean: "true or false", array: "a list", object: "an object", number: "a number" };

function valueAt(params: unknown, segments: readonly string[]): unknown {
  let value = params;
  for (const segment of segments) value = (value as Record<string, unknown> | undefined)?.[segment];
  return value;
}

/** One sentence per schema error, naming the param, what was expected and what came. */
export function describeSchemaError(error: SchemaError, params: unknown, tool: ToolMetadata): string {
  const segments = error.instancePath.split("/").slice(1).map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  const [param, itemIndex] = segments;
  const subject = param === undefined ? "The parameters" : itemIndex === undefined ? `Parameter '${param}'` : `Item ${Number(itemIndex) + 1} of parameter '${param}'`;
  const value = valueAt(params, segments);
  switch (error.keyword) {
    case "required":
      return `Missing required parameter '${String(error.params.missingProperty)}'.`;
    case "additionalProperties": {
      const unknown = String(error.params.additionalProperty);
      const suggestion = closestNames(unknown, Object.keys(tool.params), 1)[0];
      return `Unknown parameter '${unknown}'${suggestion ? ` (did you mean '${suggestion}'?)` : ""}.`;
    }
    case "pattern":
      return `${subject} must not be empty.`;
    case "type":
      return `${subject} must be ${typeWords[String(error.params.type)] ?? String(error.params.type)}, got ${describeValue(value)}.`;
    case "enum":
      return `${subject} must be one of ${(error.params.allowedValues as unknown[]).map((allowed) => JSON.stringify(allowed)).join(", ")}; got ${describeValue(value)}.`;
    case "minimum":
      return `${subject} must be at least ${String(error.params.limit)}, got ${String(value)}.`;
    case "maximum":
      return `${subject} must be at most ${String(error.params.limit)}, got ${String(value)}.`;
    default:
      return `${subject} ${error.message ?? "is invalid"}.`;
  }
}
