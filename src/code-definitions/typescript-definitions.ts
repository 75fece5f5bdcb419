import type { Node } from "@vscode/tree-sitter-wasm";
import type { CodeDefinition } from "./code-definition.js";
import { childrenOf, definitionAt, hasToken, shortText, withoutRepeats } from "./definition-helpers.js";

/**
 * The top-level definitions in a TypeScript, TSX or JavaScript syntax tree: classes with their methods,
 * functions, interfaces, type aliases, enums, namespaces, functions assigned to variables, exported
 * variables and default exports. Overloads are listed once; nested functions are left out.
 */
export function typescriptDefinitions(program: Node): CodeDefinition[] {
  return withoutRepeats(childrenOf(program).flatMap((statement) => statementDefinitions(statement, "", statement)));
}

// `prefix` carries the "export " or "declare " keywords of wrappers; `start` is the outermost node, whose line is shown.
function statementDefinitions(node: Node, prefix: string, start: Node): CodeDefinition[] {
  const name = node.childForFieldName("name")?.text;
  switch (node.type) {
    case "export_statement":
      return exportDefinitions(node);
    case "ambient_declaration":
      return childrenOf(node).flatMap((inner) => statementDefinitions(inner, `${prefix}declare `, start));
    case "expression_statement":
      // A top-level `namespace X {}` parses as an expression.
      return childrenOf(node).flatMap((inner) => (inner.type === "internal_module" ? statementDefinitions(inner, prefix, start) : []));
    case "class_declaration":
    case "abstract_class_declaration":
    case "class":
      return [classDefinition(node, prefix, start)];
    case "function_declaration":
    case "generator_function_declaration":
    case "function_signature":
      return [definitionAt(start, `${prefix}${functionKeyword(node)} ${name ?? ""}`.trimEnd())];
    case "interface_declaration":
      return [definitionAt(start, `${prefix}interface ${name}`)];
    case "type_alias_declaration":
      return [definitionAt(start, `${prefix}type ${name}`)];
    case "enum_declaration":
      return [definitionAt(start, `${prefix}${hasToken(node, "const") ? "const " : ""}enum ${name}`)];
    case "internal_module":
      return [definitionAt(start, `${prefix}namespace ${name}`)];
    case "module":
      return [definitionAt(start, `${prefix}module ${name}`)];
    case "lexical_declaration":
    case "variable_declaration":
      return variableDefinitions(node, prefix, start);
    default:
      return [];
  }
}

function exportDefinitions(statement: Node): CodeDefinition[] {
  const prefix = hasToken(statement, "default") ? "export default " : "export ";
  const declaration = statement.childForFieldName("declaration");
  if (declaration !== null) return statementDefinitions(declaration, prefix, statement);
  const value = statement.childForFieldName("value");
  if (value === null) return []; // Re-exports such as `export { a } from "./a.js"` define nothing here.
  if (value.type === "class") return [classDefinition(value, prefix, statement)];
  if (value.type === "function_expression" || value.type === "generator_function") {
    return [definitionAt(statement, `${prefix}${functionKeyword(value)}`)];
  }
  return [definitionAt(statement, `${prefix}${shortText(value)}`)];
}

function functionKeyword(node: Node): string {
  const generator = node.type.startsWith("generator_function") || hasToken(node, "*");
  return `${hasToken(node, "async") ? "async " : ""}function${generator ? "*" : ""}`;
}

function classDefinition(node: Node, prefix: string, start: Node): CodeDefinition {
  const keyword = node.type === "abstract_class_declaration" ? "abstract class" : "class";
  const name = node.childForFieldName("name")?.text;
  const body = node.childForFieldName("body");
  const members = body === null ? [] : withoutRepeats(childrenOf(body).flatMap(memberDefinition));
  return definitionAt(start, `${prefix}${keyword}${name === undefined ? "" : ` ${name}`}`, members);
}

const METHOD_NODE_TYPES = new Set(["method_definition", "method_signature", "abstract_method_signature"]);
const FIELD_NODE_TYPES = new Set(["public_field_definition", "field_definition"]);
const FUNCTION_VALUE_TYPES = new Set(["arrow_function", "function_expression", "function", "generator_function"]);

function memberDefinition(member: Node): CodeDefinition[] {
  if (METHOD_NODE_TYPES.has(member.type)) return [definitionAt(member, methodLabel(member, member))];
  // A field holding a function, as in `handle = () => {}`, is used like a method.
  const value = member.childForFieldName("value");
  if (FIELD_NODE_TYPES.has(member.type) && value !== null && FUNCTION_VALUE_TYPES.has(value.type)) {
    return [definitionAt(member, methodLabel(member, value))];
  }
  return [];
}

function methodLabel(member: Node, functionNode: Node): string {
  const name = (member.childForFieldName("name") ?? member.childForFieldName("property"))?.text ?? "";
  if (name === "constructor") return "constructor";
  const modifiers: string[] = [];
  const accessibility = childrenOf(member).find((child) => child.type === "accessibility_modifier")?.text;
  if (accessibility !== undefined && accessibility !== "public") modifiers.push(accessibility);
  for (const keyword of ["static", "abstract"]) if (hasToken(member, keyword)) modifiers.push(keyword);
  if (hasToken(functionNode, "async")) modifiers.push("async");
  const kind = hasToken(member, "get") ? "get" : hasToken(member, "set") ? "set" : "method";
  return [...modifiers, kind, `${hasToken(functionNode, "*") ? "*" : ""}${name}`].join(" ");
}

function variableDefinitions(declaration: Node, prefix: string, start: Node): CodeDefinition[] {
  const keyword = childrenOf(declaration, "all")[0]?.type ?? "const";
  return childrenOf(declaration).flatMap((declarator) => {
    if (declarator.type !== "variable_declarator") return [];
    const name = declarator.childForFieldName("name")?.text ?? "";
    const value = declarator.childForFieldName("value");
    const shape = value === null ? undefined : valueShape(value);
    // Plain values only matter to other files when exported (or declared for them).
    if (shape === undefined && prefix === "") return [];
    return [definitionAt(start, `${prefix}${keyword} ${name}${shape ?? ""}`)];
  });
}

function valueShape(value: Node): string | undefined {
  const asyncPrefix = hasToken(value, "async") ? "async " : "";
  if (value.type === "arrow_function") return ` = ${asyncPrefix}(…) =>`;
  if (value.type === "function_expression" || value.type === "function" || value.type === "generator_function") {
    return ` = ${asyncPrefix}function${value.type === "generator_function" ? "*" : ""}`;
  }
  if (value.type === "class") return " = class";
  return undefined;
}
