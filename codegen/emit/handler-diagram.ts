import type { ToolDefinition, ToolSpec } from "../spec/model.js";
import { handlerClassNames } from "./handler-classes.js";

/** Text inside a quoted mermaid label: double quotes are the one character that would end it. */
function label(text: string): string {
  return `"${text.replace(/"/g, "#quot;")}"`;
}

/** Mermaid ids are kept to letters, digits and underscores; a clash gets the tool's position appended. */
function toolIds(tools: readonly ToolDefinition[]): Map<ToolDefinition, string> {
  const ids = new Map<ToolDefinition, string>();
  const taken = new Set<string>();
  tools.forEach((tool, index) => {
    let id = `tool_${tool.name.replace(/[^A-Za-z0-9_]/g, "_")}`;
    if (taken.has(id)) id = `${id}_${index}`;
    taken.add(id);
    ids.set(tool, id);
  });
  return ids;
}

/**
 * A mermaid flowchart from tool names to handler classes, one subgraph per approval class: aliases appear in
 * the tool's box, shared tools point at their owner's class with a dotted edge, `handler: null` tools at a
 * "no handler" node.
 */
export function handlerDiagram(spec: ToolSpec): string {
  const ids = toolIds(spec.tools);
  const classes = [...new Set(spec.tools.map((tool) => tool.approval))];
  const lines = ["flowchart LR"];
  for (const approval of classes) {
    lines.push(`  subgraph approval_${approval}[${label(`approval: ${approval}`)}]`);
    for (const tool of spec.tools.filter((candidate) => candidate.approval === approval)) {
      const aliases = tool.aliases.length > 0 ? `<br/>also: ${tool.aliases.join(", ")}` : "";
      lines.push(`    ${ids.get(tool)}[${label(`${tool.name}${aliases}`)}]`);
    }
    lines.push("  end");
  }
  for (const className of handlerClassNames(spec)) lines.push(`  handler_${className}[${label(className)}]`);
  if (spec.tools.some((tool) => tool.handler.kind === "none")) lines.push(`  no_handler[${label("no handler")}]`);
  for (const tool of spec.tools) {
    const handler = tool.handler;
    if (handler.kind === "none") lines.push(`  ${ids.get(tool)} --> no_handler`);
    else if (handler.kind === "class") lines.push(`  ${ids.get(tool)} --> handler_${handler.className}`);
    else lines.push(`  ${ids.get(tool)} -. shared .-> handler_${handler.className}`);
  }
  return lines.join("\n");
}
