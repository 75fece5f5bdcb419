import path from "node:path";
import { emitAll } from "../emit/emit-all.js";
import type { GeneratedFile } from "../emit/generated-file.js";
import type { GeneratorAssets, ProjectPaths } from "../project-paths.js";
import { loadSpec, type LoadSpecResult } from "../spec/load-spec.js";

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
