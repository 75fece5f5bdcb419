import type { Node } from "@vscode/tree-sitter-wasm";
import type { CodeDefinition } from "./code-definition.js";

/** A definition starting where `start` starts. */
export function definitionAt(start: Node, label: string, members: readonly CodeDefinition[] = []): CodeDefinition {
  return { label, line: start.startPosition.row + 1, members };
}

/** The node's children that are not null, which is all of them in a tree from a successful parse. */
export function childrenOf(node: Node, named: "named" | "all" = "named"): Node[] {
  return (named === "named" ? node.namedChildren : node.children).filter((child): child is Node => child !== null);
}

/** Whether one of the node's direct children is the keyword or punctuation `token`. */
export function hasToken(node: Node, token: string): boolean {
  return childrenOf(node, "all").some((child) => !child.isNamed && child.type === token);
}

/** The first line of a node's text, cut to `limit` characters, for labels that quote code. */
export function shortText(node: Node, limit = 40): string {
  const firstLine = node.text.split("\n", 1)[0] ?? "";
  return firstLine.length > limit || node.text.includes("\n") ? `${firstLine.slice(0, limit).trimEnd()}…` : firstLine;
}

/** Drops later definitions whose label repeats an earlier one: overload signatures of one function. */
export function withoutRepeats(definitions: readonly CodeDefinition[]): CodeDefinition[] {
  const seen = new Set<string>();
  return definitions.filter((definition) => {
    if (seen.has(definition.label)) return false;
    seen.add(definition.label);
    return true;
  });
}
