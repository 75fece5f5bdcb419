/** The short label of a call shown to the user and used in results: `[read_file for 'src/a.ts']`. */
export function describeToolCall(toolName: string, subject?: unknown): string {
  if (typeof subject !== "string" || subject.trim() === "") return `[${toolName}]`;
  const flat = subject.replace(/\s+/g, " ").trim();
  return `[${toolName} for '${flat.length > 80 ? `${flat.slice(0, 77)}...` : flat}']`;
}
