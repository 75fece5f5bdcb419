import type { ToolSpec } from "../spec/model.js";
import { emitDocs } from "./emit-docs.js";
import { emitHandlersMap } from "./emit-handlers-map.js";
import { emitNativeTools } from "./emit-native-tools.js";
import { emitPromptValues } from "./emit-prompt-values.js";
import { emitToolMetadata } from "./emit-tool-metadata.js";
import { emitToolNames } from "./emit-tool-names.js";
import { emitToolParams } from "./emit-tool-params.js";
import { emitValidators } from "./emit-validators.js";
import { emitVariantRegistry } from "./emit-variant-registry.js";
import { compileXmlToolTemplate, emitXmlPrompts } from "./emit-xml-prompts.js";
import type { GeneratedFile } from "./generated-file.js";
import { TypeScriptFiles } from "./typescript-files.js";

/** Where the emitters write, relative to the project root. */
export interface EmitTargets {
  /** The generated source folder, e.g. `src/generated`. */
  readonly generatedDirectory: string;
  /** The catalog, e.g. `docs/tools.md`. */
  readonly docsFile: string;
  readonly templatesDirectory: string;
}

/** Runs every emitter and returns the complete set of generated files, sorted by path. */
export async function emitAll(spec: ToolSpec, targets: EmitTargets): Promise<GeneratedFile[]> {
  // The heavy libraries load here, only when something has to be generated.
  const [tsMorph, handlebarsModule] = await Promise.all([import("ts-morph"), import("handlebars")]);
  const handlebars = handlebarsModule.default;
  const files = new TypeScriptFiles(tsMorph);
  const directory = targets.generatedDirectory;
  emitToolNames(spec, files, directory);
  emitToolParams(spec, files, directory);
  emitToolMetadata(spec, files, directory);
  emitHandlersMap(spec, files, directory);
  emitValidators(spec, files, directory);
  emitPromptValues(spec, files, directory);
  emitXmlPrompts(spec, files, directory, compileXmlToolTemplate(handlebars, targets.templatesDirectory));
  emitNativeTools(spec, files, directory);
  emitVariantRegistry(spec, files, directory);
  const generated = [...files.render(), emitDocs(spec, handlebars, targets.templatesDirectory, targets.docsFile)];
  return generated.sort((a, b) => a.path.localeCompare(b.path));
}
