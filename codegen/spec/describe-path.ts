import type { DocumentPath } from "./source-document.js";

/**
 * Names a spot in tools.yaml the way a person thinks of it: `tool 'read_file' > params > path`
 * rather than `/tools/4/params/path`.
 */
export function describePath(path: DocumentPath, data: unknown): string {
  const parts: string[] = [];
  for (let index = 0; index < path.length; index++) {
    const segment = path[index];
    if (path[0] === "tools" && index === 1 && typeof segment === "number") {
      const tools = (data as { tools?: { name?: unknown }[] } | undefined)?.tools;
      const name = tools?.[segment]?.name;
      parts[0] = typeof name === "string" ? `tool '${name}'` : `tools[${segment}]`;
      continue;
    }
    parts.push(typeof segment === "number" ? `[${segment}]` : String(segment));
  }
  return parts.join(" > ").replace(/ > \[/g, "[") || "the top level";
}
