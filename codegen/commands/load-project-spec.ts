import type { GeneratorAssets, ProjectPaths } from "../project-paths.js";
import { loadSpec, type LoadSpecResult } from "../spec/load-spec.js";

// Apart from the emitters (project-generation.ts): breaking, prompt and new load the spec and nothing more.

/** Loads tools.yaml with the project's handlers. */
export function loadProjectSpec(paths: ProjectPaths, assets: GeneratorAssets): Promise<LoadSpecResult> {
  return loadSpec({ ...paths, projectRoot: paths.root, metaSchemaPath: assets.metaSchemaPath });
}
