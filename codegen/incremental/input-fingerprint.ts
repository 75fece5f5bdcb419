import { createHash, type Hash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { readIfPresent } from "../file-reads.js";
import { projectRelative, type GeneratorAssets, type ProjectPaths } from "../project-paths.js";
import { isHandlerFile } from "../spec/handler-file-name.js";
import { generatorCodeFiles } from "./generator-code-files.js";

/** Whether a file in the templates directory is a template (editor swap and backup files are not). */
export function isTemplateFile(name: string): boolean {
  return name.endsWith(".hbs") && !name.startsWith(".");
}

/** Adds one named input to the hash; the length prefix keeps neighbouring inputs from running together. */
function addInput(hash: Hash, label: string, content: string | Uint8Array | undefined): void {
  if (content === undefined) {
    hash.update(`${label}\0missing\n`);
    return;
  }
  hash.update(`${label}\0${content.length}\0`);
  hash.update(content);
  hash.update("\n");
}

/** Called with each file before it is read and each directory before it is listed (see StatusRecorder). */
export type BeforeRead = (file: string) => void;

const nothingBeforeRead: BeforeRead = () => undefined;

/** The files directly in a directory that pass the filter, sorted; none when the directory is missing. */
function filesIn(directory: string, accepts: (name: string) => boolean, beforeRead: BeforeRead): string[] {
  beforeRead(directory);
  try {
    return readdirSync(directory, { withFileTypes: true })
      .filter((entry) => entry.isFile() && accepts(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * One hash of everything a generate or check run reads: tools.yaml, the handler files, the templates,
 * the meta-schema, toolspec's package.json (its version and pinned dependencies) and the generator's own
 * code, so a new toolspec or an edit to codegen invalidates the cache. Reads synchronously: a few dozen
 * small files cost less than the promise machinery would. `beforeRead` sees every file and directory
 * first.
 */
export function fingerprintInputs(paths: ProjectPaths, assets: GeneratorAssets, beforeRead: BeforeRead = nothingBeforeRead): string {
  const hash = createHash("sha256");
  const read = (file: string) => {
    beforeRead(file);
    return readIfPresent(file);
  };
  const relative = (file: string) => projectRelative(paths.root, file);
  // Where the outputs go is part of what a run means.
  addInput(hash, "layout", [paths.specDisplayName, relative(paths.handlersDirectory), relative(paths.generatedDirectory), relative(paths.docsFile)].join("\0"));
  addInput(hash, "spec", read(paths.specPath));
  addInput(hash, "meta-schema", read(assets.metaSchemaPath));
  addInput(hash, "package.json", read(assets.packageJsonPath));
  for (const name of filesIn(paths.handlersDirectory, isHandlerFile, beforeRead)) addInput(hash, `handler/${name}`, read(path.join(paths.handlersDirectory, name)));
  for (const name of filesIn(assets.templatesDirectory, isTemplateFile, beforeRead)) addInput(hash, `template/${name}`, read(path.join(assets.templatesDirectory, name)));
  for (const file of generatorCodeFiles(undefined, beforeRead)) addInput(hash, `generator/${file.name}`, file.content);
  return hash.digest("hex");
}
