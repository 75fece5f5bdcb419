import type { Problem } from "../problem.js";
import type { DocumentPath } from "../source-document.js";
import { declaredList, eachInlineParam, eachSharedParam, eachTool, sectionKeys, type SemanticRule } from "./rule-context.js";

const REQUIREMENT = /^!?[a-zA-Z][a-zA-Z0-9]*$/;

/** Every `requires` entry names a flag declared under `context`. */
export const contextRequirements: SemanticRule = ({ source, spec }) => {
  const declared = sectionKeys(spec.context);
  const problems: Problem[] = [];
  const check = (requires: unknown, path: DocumentPath) => {
    if (!Array.isArray(requires)) return;
    requires.forEach((requirement, index) => {
      // Malformed entries are the meta-schema's to report (FIELD_FORMAT); only well-formed names are looked up.
      if (typeof requirement !== "string" || !REQUIREMENT.test(requirement)) return;
      const flag = requirement.replace(/^!/, "");
      if (!declared.has(flag)) {
        problems.push(source.problemAt("CONTEXT_FLAG_UNDECLARED", [...path, index], `context flag '${flag}' is not declared under 'context' ${declaredList(declared)}`));
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
