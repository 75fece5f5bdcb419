import { loadHandlebars, loadTsMorph } from "../libraries.js";
import { projectRelative, type GeneratorAssets, type ProjectPaths } from "../project-paths.js";
import { VariantPrompt } from "../prompt-text/variant-prompt.js";
import type { ToolSpec } from "../spec/model.js";
import { docsCosts } from "../tokens/docs-costs.js";
import { measureOfferedCosts, type OfferedToolCosts } from "../tokens/measure-costs.js";
import { startTokenCounting } from "../tokens/token-counter.js";
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
import { buildVariantTools } from "./variant-tools.js";

/** Where the emitters write, relative to the project root. */
export interface EmitTargets {
  /** The generated source folder, e.g. `src/generated`. */
  readonly generatedDirectory: string;
  /** The catalog, e.g. `docs/tools.md`. */
  readonly docsFile: string;
  readonly templatesDirectory: string;
}

/** Where a project's emitters write: its generated folder and catalog, relative to its root. */
export function projectEmitTargets(paths: ProjectPaths, assets: GeneratorAssets): EmitTargets {
  return {
    generatedDirectory: projectRelative(paths.root, paths.generatedDirectory),
    docsFile: projectRelative(paths.root, paths.docsFile),
    templatesDirectory: assets.templatesDirectory,
  };
}

/** The generated files, and what was measured to write them, for steps that check the same numbers. */
export interface EmittedProject {
  /** Every generated file, sorted by path. */
  readonly files: GeneratedFile[];
  /** Each tool's token cost as offered, as the catalog shows it (token budgets are held against these). */
  readonly offeredCosts: readonly OfferedToolCosts[];
  /** Every variant ready to render, from the very sections and definitions emitted. */
  readonly prompts: readonly VariantPrompt[];
}

/** Runs every emitter: the generated files, with the token costs counted for the catalog. */
export async function emitProject(spec: ToolSpec, targets: EmitTargets): Promise<EmittedProject> {
  // Token counting and the validators' compilation run on the generator's worker, in parallel with
  // everything below; the heavy libraries load here, only when something has to be generated.
  startTokenCounting();
  const compiledValidators = runJob("compileValidatorGroups", validatorSourceGroups(spec));
  const tsMorph = loadTsMorph();
  const handlebars = loadHandlebars();
  const renderTool = compileXmlToolTemplate(handlebars, targets.templatesDirectory);
  // Each variant's sections or definitions are built once: emitted below and measured for the catalog.
  const variantTools = spec.variants.map((variant) => buildVariantTools(spec, variant, renderTool));
  const files = new TypeScriptFiles(tsMorph);
  const directory = targets.generatedDirectory;
  emitToolNames(spec, files, directory);
  emitToolParams(spec, files, directory);
  emitToolMetadata(spec, files, directory);
  emitHandlersMap(spec, files, directory);
  emitPromptValues(spec, files, directory);
  emitXmlPrompts(variantTools, files, directory);
  emitNativeTools(variantTools, files, directory);
  emitVariantRegistry(spec, files, directory);
  emitValidators(spec, files, directory, await compiledValidators);
  // The catalog shows what each tool costs in tokens, counted from the very prompts emitted above.
  const prompts = variantTools.map((tools) => VariantPrompt.fromTools(tools));
  const offeredCosts = await measureOfferedCosts(spec, prompts);
  const costs = docsCosts(spec, offeredCosts);
  const generated = [...files.render(), emitDocs(spec, handlebars, targets.templatesDirectory, targets.docsFile, costs)];
  return { files: generated.sort((a, b) => a.path.localeCompare(b.path)), offeredCosts, prompts };
}
