import type { Problem } from "../problem.js";
import { eachTool, type SemanticRule } from "./rule-context.js";

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
    const claimed: [string, (string | number)[]][] = [];
    if (typeof tool.name === "string") claimed.push([tool.name, ["tools", index, "name"]]);
    (Array.isArray(tool.aliases) ? tool.aliases : []).forEach((alias, aliasIndex) => {
      if (typeof alias === "string") claimed.push([alias, ["tools", index, "aliases", aliasIndex]]);
    });
    for (const [name, path] of claimed) {
      const first = names.get(name);
      if (first !== undefined) {
        problems.push(source.problemAt("TOOL_NAME_DUPLICATE", path, `name '${name}' is already used by ${first}`));
      } else names.set(name, `tool '${String(tool.name)}'`);
    }
  }
  return problems;
};
