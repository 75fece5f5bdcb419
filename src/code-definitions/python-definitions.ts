import type { Node } from "@vscode/tree-sitter-wasm";
import type { CodeDefinition } from "./code-definition.js";
import { childrenOf, definitionAt, hasToken, shortText } from "./definition-helpers.js";

/**
 * The top-level definitions in a Python syntax tree: classes with their methods (and nested class
 * names), functions, async functions, each shown with its decorators, whose arguments are left out.
 */
export function pythonDefinitions(module: Node): CodeDefinition[] {
  return childrenOf(module).flatMap((statement) => definition(statement, true));
}

function definition(node: Node, withMembers: boolean): CodeDefinition[] {
  const inner = node.type === "decorated_definition" ? node.childForFieldName("definition") : node;
  if (inner === null) return [];
  const decorators = node === inner ? "" : decoratorsOf(node);
  const name = inner.childForFieldName("name")?.text ?? "";
  if (inner.type === "function_definition") {
    return [definitionAt(node, `${decorators}${hasToken(inner, "async") ? "async " : ""}def ${name}`)];
  }
  if (inner.type === "class_definition") {
    const body = inner.childForFieldName("body");
    const members = withMembers && body !== null ? childrenOf(body).flatMap((member) => definition(member, false)) : [];
    return [definitionAt(node, `${decorators}class ${name}`, members)];
  }
  return [];
}

function decoratorsOf(decorated: Node): string {
  return childrenOf(decorated)
    .filter((child) => child.type === "decorator")
    .map((decorator) => {
      const expression = decorator.namedChildren[0];
      if (expression === null || expression === undefined) return "@ ";
      const callee = expression.type === "call" ? expression.childForFieldName("function") : expression;
      return `@${shortText(callee ?? expression)} `;
    })
    .join("");
}
