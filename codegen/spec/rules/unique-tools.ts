import type { Problem } from "../problem.js";
import { eachTool, eachToolName, type SemanticRule } from "./rule-context.js";

/** Keys and names (aliases included) must each be unique, or the enum and the lookup tables collide. */
export const uniqueTools: SemanticRule = ({ source, spec }) => {
  const problems: Problem[] = [];
  const keys = new Map<string, string>();
  const names = new Map<string, string>();
  for (const [tool, index] of eachTool(spec)) {
    if (typeof tool.key === "string") {
      const first = keys.get(tool.key);
      if (first !== undefined) {
        problems.push(source.problemAt("TOOL_KEY_DUPLICATE", ["tools", index, "key"], `key '${tool.key}' is already used by tool '${first}'`));
      } else keys.set(tool.key, String(tool.name));
    }
    for (const { name, path, isAlias } of eachToolName(tool, index)) {
      const role = isAlias ? `alias of tool '${String(tool.name)}'` : "name";
      const first = names.get(name);
      if (first !== undefined) {
        problems.push(source.problemAt("TOOL_NAME_DUPLICATE", path, `${role} '${name}' is already taken: it is the ${first}`));
      } else names.set(name, isAlias ? role : `name of tool '${name}'`);
    }
  }
  return problems;
};
