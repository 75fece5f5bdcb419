import { dynamicCallParams } from "../../../src/coordinator/dynamic-tool-names.js";
import type { Problem } from "../problem.js";
import { eachTool, type SemanticRule } from "./rule-context.js";

/**
 * Each kind of dynamic name is served by one tool, or the runtime could not tell where to route a call; and
 * that tool declares the params the runtime fills when it maps a dynamic name onto it.
 */
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
    const filled = Object.values(dynamicCallParams[tool.dynamicNames as keyof typeof dynamicCallParams] ?? {});
    const missing = filled.filter((param) => tool.params?.[param] === undefined);
    if (missing.length > 0) {
      const list = missing.map((param) => `'${param}'`).join(", ");
      problems.push(source.problemAt("DYNAMIC_NAMES_PARAM_MISSING", ["tools", index, "dynamicNames"], `tool '${String(tool.name)}' serves '${tool.dynamicNames}' names, so it must declare the param(s) the runtime fills for them: ${list}`));
    }
  }
  return problems;
};
