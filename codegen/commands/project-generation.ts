import path from "node:path";
import { emitAll } from "../emit/emit-all.js";
import type { GeneratedFile } from "../emit/generated-file.js";
import type { GeneratorAssets, ProjectPaths } from "../project-paths.js";
import { loadSpec, type LoadSpecResult } from "../spec/load-spec.js";
import { formatProblem, type Problem } from "../spec/problem.js";

/** Project-relative, forward-slash form of a path inside the project. */
export function projectRelative(paths: ProjectPaths, file: string): string {
  return path.relative(paths.root, file).split(path.sep).join("/");
}

/** Loads tools.yaml with the project's handlers. */
export function loadProjectSpec(paths: ProjectPaths, assets: GeneratorAssets): Promise<LoadSpecResult> {
  return loadSpec({ ...paths, projectRoot: paths.root, metaSchemaPath: assets.metaSchemaPath });
}

/** Every file tools.yaml produces, in memory. */
export function renderProject(spec: Parameters<typeof emitAll>[0], paths: ProjectPaths, assets: GeneratorAssets): Promise<GeneratedFile[]> {
  return emitAll(spec, {
    generatedDirectory: projectRelative(paths, paths.generatedDirectory),
    docsFile: projectRelative(paths, paths.docsFile),
    templatesDirectory: assets.templatesDirectory,
  });
}

/** Prints problems one per line and a count, the way every command reports them. */
export function printProblems(problems: readonly Problem[], print: (text: string) => void): void {
  for (const problem of problems) print(`${formatProblem(problem)}\n`);
  const errors = problems.filter((problem) => problem.severity === "error").length;
  const warnings = problems.length - errors;
  const parts = [errors ? `${errors} error${errors === 1 ? "" : "s"}` : "", warnings ? `${warnings} warning${warnings === 1 ? "" : "s"}` : ""].filter(Boolean);
  if (parts.length) print(`${parts.join(", ")}\n`);
}
