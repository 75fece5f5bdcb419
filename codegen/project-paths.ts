import path from "node:path";
import { fileURLToPath } from "node:url";
import { toPosixPath } from "../src/workspace/to-posix-path.js";
import { fs } from "./node-builtins.js";

/** Where a project keeps its spec, its handlers and its generated files. */
export interface ProjectPaths {
  readonly root: string;
  readonly specPath: string;
  /** How problems name the spec: its file name, since the root is the spec's directory. */
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
    specDisplayName: path.basename(specPath),
    handlersDirectory: path.join(projectRoot, "src", "handlers"),
    generatedDirectory: path.join(projectRoot, "src", "generated"),
    docsFile: path.join(projectRoot, "docs", "tools.md"),
  };
}

/**
 * `file` relative to `root` with forward slashes on every platform: how reports, the cache and the
 * generated files name paths. A file under `root` is named by cutting the prefix, since this runs for every
 * file the cache hashes, where path.relative's normalisation costs milliseconds.
 */
export function projectRelative(root: string, file: string): string {
  const prefix = root.endsWith(path.sep) ? root : `${root}${path.sep}`;
  const relative = file.startsWith(prefix) ? file.slice(prefix.length) : path.relative(root, file);
  return toPosixPath(relative);
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
