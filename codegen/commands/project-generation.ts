import { emitProject, projectEmitTargets, type EmittedProject } from "../emit/emit-all.js";
import type { GeneratorAssets, ProjectPaths } from "../project-paths.js";
import type { ToolSpec } from "../spec/model.js";

/** Every file tools.yaml produces, in memory, with the token costs counted for the catalog. */
export function renderProject(spec: ToolSpec, paths: ProjectPaths, assets: GeneratorAssets): Promise<EmittedProject> {
  return emitProject(spec, projectEmitTargets(paths, assets));
}
