import type { ParamMetadata, ToolMetadata } from "../contracts/tool-metadata.js";

/** `integer ≥ 1`, `"launch" | "click"`, `string[]`: a param's type as the model should read it. */
export function describeParamType(param: ParamMetadata): string {
  if (param.enum) return param.enum.map((value) => JSON.stringify(value)).join(" | ");
  let text: string = param.type;
  if (param.type === "array") text = `${param.items?.enum ? `(${param.items.enum.map((value) => JSON.stringify(value)).join(" | ")})` : (param.items?.type ?? "string")}[]`;
  if (param.minimum !== undefined) text += ` ≥ ${param.minimum}`;
  if (param.maximum !== undefined) text += ` ≤ ${param.maximum}`;
  return text;
}

/** The params a tool expects, one clause each, so a model can fix its call in one go. */
export function describeExpectedParams(tool: ToolMetadata): string {
  const entries = Object.entries(tool.params);
  if (entries.length === 0) return `${tool.name} takes no parameters.`;
  const clauses = entries.map(([name, param]) => `${name} (${describeParamType(param)}${param.required ? ", required" : ""})`);
  return `${tool.name} expects: ${clauses.join(", ")}.`;
}
