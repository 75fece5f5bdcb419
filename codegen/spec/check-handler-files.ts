import path from "node:path";
import { projectRelative } from "../project-paths.js";
import type { Problem } from "./problem.js";
import type { HandlerFile } from "./read-handler-classes.js";
import type { RawSpec } from "./raw-spec.js";
import { eachTool } from "./rules/rule-context.js";
import type { SourceDocument } from "./source-document.js";

/** Every `handler: Class` has src/handlers/<Class>.ts exporting a class of that name. */
export function checkHandlerFiles(
  source: SourceDocument,
  spec: Partial<RawSpec>,
  handlerFiles: ReadonlyMap<string, HandlerFile>,
  handlersDirectory: string,
  projectRoot: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const [tool, index] of eachTool(spec)) {
    if (typeof tool.handler !== "string") continue;
    const where = ["tools", index, "handler"];
    const expectedFile = projectRelative(projectRoot, path.join(handlersDirectory, `${tool.handler}.ts`));
    const file = handlerFiles.get(tool.handler);
    if (file === undefined) {
      problems.push(source.problemAt("HANDLER_FILE_MISSING", where, `handler class '${tool.handler}' needs the file ${expectedFile} exporting it`));
    } else if (!file.exportedClasses.includes(tool.handler)) {
      const found = file.exportedClasses.length ? `it exports ${file.exportedClasses.join(", ")}` : "it exports no class";
      problems.push(source.problemAt("HANDLER_EXPORT_MISSING", where, `${expectedFile} must export a class named '${tool.handler}' (${found})`));
    }
  }
  return problems;
}

/** Handler classes in src/handlers that no tool uses: dead code, or a tool entry someone forgot. */
export function findUnusedHandlers(
  spec: Partial<RawSpec>,
  handlerFiles: ReadonlyMap<string, HandlerFile>,
  handlersDirectory: string,
  projectRoot: string,
): Problem[] {
  const used = new Set<string>();
  for (const [tool] of eachTool(spec)) if (typeof tool.handler === "string") used.add(tool.handler);
  const problems: Problem[] = [];
  for (const file of handlerFiles.values()) {
    for (const className of file.exportedClasses) {
      if (used.has(className)) continue;
      problems.push({
        rule: "HANDLER_UNUSED",
        message: `handler class '${className}' is not used by any tool in tools.yaml; add a tool with 'handler: ${className}' or delete the class`,
        file: projectRelative(projectRoot, path.join(handlersDirectory, file.file)),
        position: file.positions.get(className) ?? { line: 1, column: 1 },
        severity: "error",
      });
    }
  }
  return problems;
}
