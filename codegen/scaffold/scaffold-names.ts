import { pascalCase } from "../emit/naming.js";

/** The words of a tool name: split at `_` and `-`, and where a lower-case letter or digit meets a capital. */
function nameWords(toolName: string): string[] {
  return toolName
    .split(/[_-]+/)
    .flatMap((part) => part.split(/(?<=[a-z0-9])(?=[A-Z])/))
    .filter(Boolean);
}

/** The ClineDefaultTool key of a tool name, in UPPER_SNAKE_CASE: `count_lines` / `countLines` -> `COUNT_LINES`. */
export function enumKeyFor(toolName: string): string {
  return nameWords(toolName)
    .map((word) => word.toUpperCase())
    .join("_");
}

/** The identifier the generator derives from a tool name for its params type and validator (`CountLines`). */
export function identifierFor(toolName: string): string {
  return pascalCase(toolName);
}

/** The handler class `toolspec new` writes for a tool: `count_lines` -> `CountLinesToolHandler`. */
export function handlerClassFor(toolName: string): string {
  return `${identifierFor(toolName)}ToolHandler`;
}

/** The files `toolspec new` would create for a tool, project-relative with forward slashes. */
export interface ScaffoldFiles {
  readonly handler: string;
  readonly test: string;
}

/** Where the handler and its test go: src/handlers/<Class>.ts and test/handlers/<Class>.test.ts. */
export function scaffoldFiles(toolName: string): ScaffoldFiles {
  const className = handlerClassFor(toolName);
  return { handler: `src/handlers/${className}.ts`, test: `test/handlers/${className}.test.ts` };
}
