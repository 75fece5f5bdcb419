// Decoration a model may put around a heading: markdown heading marks, emphasis, quotes and numbering.
const HEADING_DECORATION = /^[\s#>*_]*(?:\d+[.)]\s*)?[*_]*/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.+?)\s*$/;

/**
 * The paths listed under a "Required Files" heading of a task summary (`- path` items, in order, without
 * duplicates). The list ends at the first line that is neither blank nor an item.
 */
export function listRequiredFiles(summary: string): string[] {
  const lines = summary.split(/\r?\n/);
  const headingIndex = lines.findIndex(isRequiredFilesHeading);
  if (headingIndex === -1) return [];
  const paths: string[] = [];
  for (const line of lines.slice(headingIndex + 1)) {
    if (line.trim() === "") continue;
    const item = LIST_ITEM.exec(line);
    if (item?.[1] === undefined) break;
    const candidate = cleanItem(item[1]);
    if (candidate !== "" && !paths.includes(candidate)) paths.push(candidate);
  }
  return paths;
}

function isRequiredFilesHeading(line: string): boolean {
  const text = line.replace(HEADING_DECORATION, "").replace(/[*_:\s]+$/, "");
  return text.toLowerCase() === "required files";
}

/** The path in an item such as "`src/a.ts` - the parser" or "src/a.ts (entry point)". */
function cleanItem(item: string): string {
  const quoted = /`([^`]+)`/.exec(item);
  if (quoted?.[1] !== undefined) return quoted[1].trim();
  return item
    .replace(/\s+\([^)]*\)$/, "")
    .replace(/^["']|["']$/g, "")
    .trim();
}
