import type { Problem } from "../problem.js";
import type { DocumentPath } from "../source-document.js";
import { declaredList, eachInlineParam, eachSharedParam, eachTool, isRecord, sectionKeys, type SemanticRule } from "./rule-context.js";

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}|\{\{/g;
const PLACEHOLDER_NAME = /^[a-zA-Z][a-zA-Z0-9]*$/;

/** The placeholder names used in a description (`{{cwd}}` -> `cwd`). */
export function placeholdersIn(text: string): { names: string[]; malformed: string[] } {
  const names: string[] = [];
  const malformed: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const inner = match[1];
    if (inner !== undefined && PLACEHOLDER_NAME.test(inner) && match[0] === `{{${inner}}}`) names.push(inner);
    else malformed.push(match[0]);
  }
  return { names, malformed };
}

/** Every description (tool, param, shared param, override) with its document path. */
function* eachDescription(spec: Parameters<SemanticRule>[0]["spec"]): Generator<[string, DocumentPath]> {
  for (const [, param, path] of eachSharedParam(spec)) {
    if (typeof param.description === "string") yield [param.description, [...path, "description"]];
  }
  for (const [tool, index] of eachTool(spec)) {
    if (typeof tool.description === "string") yield [tool.description, ["tools", index, "description"]];
    for (const [, param, path] of eachInlineParam(tool, index)) {
      if (typeof param.description === "string") yield [param.description, [...path, "description"]];
    }
    if (!isRecord(tool.overrides)) continue;
    for (const [variant, override] of Object.entries(tool.overrides)) {
      if (!isRecord(override)) continue;
      const base: DocumentPath = ["tools", index, "overrides", variant];
      if (typeof override.description === "string") yield [override.description, [...base, "description"]];
      if (!isRecord(override.params)) continue;
      for (const [param, change] of Object.entries(override.params)) {
        if (isRecord(change) && typeof change.description === "string") yield [change.description, [...base, "params", param, "description"]];
      }
    }
  }
}

/** Every {{placeholder}} in a description is declared under `placeholders`, and written as plain {{name}}. */
export const placeholders: SemanticRule = ({ source, spec }) => {
  const declared = sectionKeys(spec.placeholders);
  const problems: Problem[] = [];
  for (const [text, path] of eachDescription(spec)) {
    const { names, malformed } = placeholdersIn(text);
    for (const name of new Set(names)) {
      if (!declared.has(name)) {
        problems.push(source.problemAt("PLACEHOLDER_UNDECLARED", path, `placeholder {{${name}}} is not declared under 'placeholders' ${declaredList(declared)}`));
      }
    }
    for (const text of new Set(malformed)) {
      problems.push(source.problemAt("PLACEHOLDER_SYNTAX", path, `'${text}' is not a placeholder; write {{name}} with a declared name (letters and digits only)`));
    }
  }
  return problems;
};
