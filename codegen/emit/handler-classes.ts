import type { ToolSpec } from "../spec/model.js";

/** The hand-written handler classes the spec plugs in, each once, in the order of first use. */
export function handlerClassNames(spec: ToolSpec): string[] {
  return [...new Set(spec.tools.flatMap((tool) => (tool.handler.kind === "none" ? [] : [tool.handler.className])))];
}
