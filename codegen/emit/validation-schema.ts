import type { ParamDefinition, ToolDefinition } from "../spec/model.js";

/** A JSON schema as plain data. */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** Some non-whitespace character: a required string that is blank counts as missing. */
export const NOT_BLANK_PATTERN = "\\S";

/** The schema one canonical param value must satisfy. */
function paramValidationSchema(param: ParamDefinition): JsonSchema {
  switch (param.type) {
    case "string":
      return {
        type: "string",
        ...(param.enum ? { enum: param.enum } : {}),
        ...(param.required && !param.allowEmpty && !param.enum ? { pattern: NOT_BLANK_PATTERN } : {}),
      };
    case "integer":
      return {
        type: "integer",
        ...(param.minimum !== undefined ? { minimum: param.minimum } : {}),
        ...(param.maximum !== undefined ? { maximum: param.maximum } : {}),
      };
    case "boolean":
      return { type: "boolean" };
    case "array":
      return { type: "array", items: { type: param.items?.type ?? "string", ...(param.items?.enum ? { enum: param.items.enum } : {}) } };
  }
}

/**
 * The schema the runtime validates a tool's params against, after normalisation (aliases mapped,
 * strict-mode nulls dropped, XML strings coerced). Stricter than what providers see: blank required
 * strings and unknown params are errors.
 */
export function toolValidationSchema(tool: ToolDefinition): JsonSchema {
  return {
    $id: tool.name,
    type: "object",
    properties: Object.fromEntries(tool.params.map((param) => [param.name, paramValidationSchema(param)])),
    required: tool.params.filter((param) => param.required).map((param) => param.name),
    additionalProperties: false,
  };
}
