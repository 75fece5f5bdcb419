import { loadHandlebars, loadTsMorph } from "../libraries.js";
import type { ToolSpec } from "../spec/model.js";
import { docsCosts } from "../tokens/docs-costs.js";
import { measureOfferedCosts, prepareVariantPrompts } from "../tokens/measure-costs.js";
import { measureTokens, startTokenCounting } from "../tokens/token-counter.js";
import { runJob } from "../worker/generator-worker-client.js";
import { emitDocs } from "./emit-docs.js";
import { emitHandlersMap } from "./emit-handlers-map.js";
import { emitNativeTools } from "./emit-native-tools.js";
import { emitPromptValues } from "./emit-prompt-values.js";
import { emitToolMetadata } from "./emit-tool-metadata.js";
import { emitToolNames } from "./emit-tool-names.js";
import { emitToolParams } from "./emit-tool-params.js";
import { emitValidators, validatorSourceGroups } from "./emit-validators.js";
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
  // Token counting and the validators' compilation run on the generator's worker, in parallel with
  // everything below; the heavy libraries load here, only when something has to be generated.
  startTokenCounting();
  const compiledValidators = runJob("compileValidatorGroups", validatorSourceGroups(spec));
  const tsMorph = loadTsMorph();
  const handlebars = loadHandlebars();
  const renderTool = compileXmlToolTemplate(handlebars, targets.templatesDirectory);
  const files = new TypeScriptFiles(tsMorph);
  const directory = targets.generatedDirectory;
  emitToolNames(spec, files, directory);
  emitToolParams(spec, files, directory);
  emitToolMetadata(spec, files, directory);
  emitHandlersMap(spec, files, directory);
  emitPromptValues(spec, files, directory);
  emitXmlPrompts(spec, files, directory, renderTool);
  emitNativeTools(spec, files, directory);
  emitVariantRegistry(spec, files, directory);
  emitValidators(spec, files, directory, await compiledValidators);
  // The catalog shows what each tool costs in tokens, counted from the very prompts emitted above.
  const prompts = prepareVariantPrompts(spec, renderTool);
  const costs = docsCosts(spec, await measureTokens((count) => measureOfferedCosts(spec, prompts, count)));
  const generated = [...files.render(), emitDocs(spec, handlebars, targets.templatesDirectory, targets.docsFile, costs)];
  return generated.sort((a, b) => a.path.localeCompare(b.path));
}
