import type { Problem } from "../problem.js";
import { eachTool, type SemanticRule } from "./rule-context.js";

/** Each kind of dynamic name is served by one tool, or the runtime could not tell where to route a call. */
export const dynamicNames: SemanticRule = ({ source, spec }) => {
  const problems: Problem[] = [];
  const owners = new Map<string, string>();
  for (const [tool, index] of eachTool(spec)) {
    if (typeof tool.dynamicNames !== "string") continue;
    const owner = owners.get(tool.dynamicNames);
    if (owner !== undefined) {
      problems.push(source.problemAt("DYNAMIC_NAMES_DUPLICATE", ["tools", index, "dynamicNames"], `dynamicNames '${tool.dynamicNames}' is already served by tool '${owner}'; only one tool can serve each kind`));
    } else owners.set(tool.dynamicNames, String(tool.name));
    if (tool.handler === null) {
      problems.push(source.problemAt("DYNAMIC_NAMES_WITHOUT_HANDLER", ["tools", index, "dynamicNames"], `tool '${String(tool.name)}' serves dynamic names but has no handler`));
    }
  }
  return problems;
};
