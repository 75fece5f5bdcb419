import path from "node:path";
import { fileURLToPath } from "node:url";
import { fs } from "./node-builtins.js";

/** Where a project keeps its spec, its handlers and its generated files. */
export interface ProjectPaths {
  readonly root: string;
  readonly specPath: string;
  /** How problems name the spec: its path relative to the root. */
  readonly specDisplayName: string;
  readonly handlersDirectory: string;
  readonly generatedDirectory: string;
  readonly docsFile: string;
}

/** Where toolspec's own assets live: the meta-schema and the prompt templates. */
export interface GeneratorAssets {
  readonly metaSchemaPath: string;
  readonly templatesDirectory: string;
  /** toolspec's own package.json. */
  readonly packageJsonPath: string;
}

/** Resolves the standard layout of a project rooted at `root`. */
export function resolveProjectPaths(root: string, specFile = "tools.yaml"): ProjectPaths {
  const specPath = path.resolve(root, specFile);
  const projectRoot = path.dirname(specPath);
  return {
    root: projectRoot,
    specPath,
    specDisplayName: path.relative(projectRoot, specPath).split(path.sep).join("/"),
    handlersDirectory: path.join(projectRoot, "src", "handlers"),
    generatedDirectory: path.join(projectRoot, "src", "generated"),
    docsFile: path.join(projectRoot, "docs", "tools.md"),
  };
}

/** Finds the assets next to the running generator, whether it runs from source or from dist/. */
export function locateGeneratorAssets(): GeneratorAssets {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(directory, "codegen", "tools.schema.json"))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error("toolspec is installed incompletely: codegen/tools.schema.json is missing");
    directory = parent;
  }
  return {
    metaSchemaPath: path.join(directory, "codegen", "tools.schema.json"),
    templatesDirectory: path.join(directory, "codegen", "templates"),
    packageJsonPath: path.join(directory, "package.json"),
  };
}
