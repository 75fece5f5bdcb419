import path from "node:path";
import { projectRelative } from "../project-paths.js";
import type { Problem } from "../spec/problem.js";
import type { RawSpec } from "../spec/raw-spec.js";
import type { HandlerFile } from "../spec/read-handler-classes.js";

/** The comment text `toolspec new` puts in a scaffolded execute; `toolspec check` warns while it is there. */
export const SCAFFOLD_MARKER = "toolspec:scaffold not implemented";

/** Rule ID of the warning about a handler that is still a scaffold. */
export const SCAFFOLD_NOT_IMPLEMENTED = "SCAFFOLD_NOT_IMPLEMENTED";

/**
 * A warning for every handler file that still holds the scaffold marker, located at the marker line, so a
 * tool added with `toolspec new` is not forgotten. Warnings never fail `check`.
 */
export function findScaffoldedHandlers(spec: RawSpec, handlerFiles: ReadonlyMap<string, HandlerFile>, handlersDirectory: string, projectRoot: string): Problem[] {
  const problems: Problem[] = [];
  for (const handlerFile of handlerFiles.values()) {
    const lines = handlerFile.text.split("\n");
    const line = lines.findIndex((text) => text.includes(SCAFFOLD_MARKER));
    if (line === -1) continue;
    const markerColumn = lines[line]!.indexOf(SCAFFOLD_MARKER);
    const commentColumn = lines[line]!.lastIndexOf("//", markerColumn);
    const tools = spec.tools.filter((tool) => typeof tool.handler === "string" && handlerFile.exportedClasses.includes(tool.handler)).map((tool) => `'${tool.name}'`);
    const subject = tools.length > 0 ? `tool ${tools.join(", ")} is not implemented yet` : "this handler is not implemented yet";
    problems.push({
      rule: SCAFFOLD_NOT_IMPLEMENTED,
      message: `${subject}: ${handlerFile.file} is still the scaffold 'toolspec new' wrote. Implement execute, then delete this marker line`,
      file: projectRelative(projectRoot, path.join(handlersDirectory, handlerFile.file)),
      position: { line: line + 1, column: (commentColumn === -1 ? markerColumn : commentColumn) + 1 },
      severity: "warning",
    });
  }
  return problems;
}
