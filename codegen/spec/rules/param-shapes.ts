import type { Problem } from "../problem.js";
import type { RawParam } from "../raw-spec.js";
import type { DocumentPath, SourceDocument } from "../source-document.js";
import { eachInlineParam, eachSharedParam, eachTool, isRecord, sectionKeys, type SemanticRule } from "./rule-context.js";

/** Param names become object keys, XML tags and TypeScript properties. */
export const PARAM_NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,63}$/;

/** Checks one param's fields against its type. */
function checkParam(source: SourceDocument, name: string, param: RawParam, path: DocumentPath): Problem[] {
  const problems: Problem[] = [];
  const at = (field: string) => [...path, field];
  if (!PARAM_NAME.test(name)) {
    problems.push(source.problemAtKey("PARAM_NAME_INVALID", path, `param name '${name}' must match ${PARAM_NAME.source}`));
  }
  const checkEnum = (values: unknown, enumPath: DocumentPath) => {
    if (!Array.isArray(values)) return;
    values.forEach((value, index) => {
      if (typeof value !== "string") {
        problems.push(source.problemAt("ENUM_VALUE_NOT_STRING", [...enumPath, index], `enum value ${JSON.stringify(value)} of param '${name}' must be a string (Gemini accepts only string enums); quote it`));
      }
    });
  };
  checkEnum(param.enum, at("enum"));
  if (isRecord(param.items)) checkEnum(param.items.enum, [...at("items"), "enum"]);

  if (param.enum !== undefined && param.type !== "string") {
    problems.push(source.problemAt("ENUM_ON_NON_STRING", at("enum"), `param '${name}' has type ${String(param.type)}; only string params take an enum`));
  }
  if (param.type === "array" && param.items === undefined) {
    problems.push(source.problemAt("ARRAY_ITEMS_MISSING", at("type"), `array param '${name}' needs 'items' (providers reject arrays without an element type)`));
  }
  if (param.type !== "array" && param.items !== undefined) {
    problems.push(source.problemAt("ITEMS_ON_NON_ARRAY", at("items"), `param '${name}' has 'items' but type ${String(param.type)}; only arrays take items`));
  }
  if (param.path === true && param.type !== "string") {
    problems.push(source.problemAt("PATH_PARAM_NOT_STRING", at("path"), `param '${name}' is marked path: true but has type ${String(param.type)}; paths are strings`));
  }
  if (param.restrictTo !== undefined && param.path !== true) {
    problems.push(source.problemAt("RESTRICT_TO_WITHOUT_PATH", at("restrictTo"), `param '${name}' has 'restrictTo' but is not marked path: true`));
  }
  if (param.approvalRisk === true && param.type !== "boolean") {
    problems.push(source.problemAt("APPROVAL_RISK_NOT_BOOLEAN", at("approvalRisk"), `param '${name}' is marked approvalRisk but has type ${String(param.type)}; it must be a boolean`));
  }
  if (param.allowEmpty === true && (param.type !== "string" || param.required !== true)) {
    problems.push(source.problemAt("ALLOW_EMPTY_NOT_REQUIRED_STRING", at("allowEmpty"), `param '${name}': allowEmpty only applies to required string params`));
  }
  for (const bound of ["minimum", "maximum"] as const) {
    if (param[bound] !== undefined && param.type !== "integer") {
      problems.push(source.problemAt("RANGE_ON_NON_INTEGER", at(bound), `param '${name}' has '${bound}' but type ${String(param.type)}; only integer params take a range`));
    }
  }
  return problems;
}

/** Param fields fit the param's type; `shared` params exist in sharedParams. */
export const paramShapes: SemanticRule = ({ source, spec }) => {
  const problems: Problem[] = [];
  const shared = sectionKeys(spec.sharedParams);
  for (const [name, param, path] of eachSharedParam(spec)) problems.push(...checkParam(source, name, param, path));
  for (const [tool, index] of eachTool(spec)) {
    for (const [name, param, path] of eachInlineParam(tool, index)) problems.push(...checkParam(source, name, param, path));
    if (!isRecord(tool.params)) continue;
    for (const [name, value] of Object.entries(tool.params)) {
      if (value === "shared" && !shared.has(name)) {
        problems.push(source.problemAt("SHARED_PARAM_UNKNOWN", ["tools", index, "params", name], `param '${name}' is marked shared, but sharedParams has no '${name}'`));
      }
    }
  }
  return problems;
};
