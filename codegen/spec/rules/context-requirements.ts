import type { Problem } from "../problem.js";
import type { DocumentPath } from "../source-document.js";
import { eachInlineParam, eachSharedParam, eachTool, sectionKeys, type SemanticRule } from "./rule-context.js";

/** Every `requires` entry names a flag declared under `context`. */
export const contextRequirements: SemanticRule = ({ source, spec }) => {
  const declared = sectionKeys(spec.context);
  const problems: Problem[] = [];
  const check = (requires: unknown, path: DocumentPath) => {
    if (!Array.isArray(requires)) return;
    requires.forEach((requirement, index) => {
      if (typeof requirement !== "string") return;
      const flag = requirement.replace(/^!/, "");
      if (!declared.has(flag)) {
        const known = [...declared].join(", ") || "none declared";
        problems.push(source.problemAt("CONTEXT_FLAG_UNDECLARED", [...path, index], `context flag '${flag}' is not declared under 'context' (declared: ${known})`));
      }
    });
  };
  for (const [, param, path] of eachSharedParam(spec)) check(param.requires, [...path, "requires"]);
  for (const [tool, index] of eachTool(spec)) {
    check(tool.requires, ["tools", index, "requires"]);
    for (const [, param, path] of eachInlineParam(tool, index)) check(param.requires, [...path, "requires"]);
  }
  return problems;
};
