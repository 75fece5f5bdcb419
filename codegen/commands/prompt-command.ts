import { loadHandlebars } from "../libraries.js";
import path from "node:path";
import { compileXmlToolTemplate } from "../emit/emit-xml-prompts.js";
import type { GeneratorAssets, ProjectPaths } from "../project-paths.js";
import { checkFormat, defaultFormat, findVariant } from "../prompt-text/prompt-format.js";
import { resolvePromptValues } from "../prompt-text/prompt-values.js";
import { VariantPrompt } from "../prompt-text/variant-prompt.js";
import type { ErrorFormat } from "../report/error-format.js";
import type { CommandInput } from "../run-cli.js";
import { ExitCode, UsageError, type CommandIO } from "./command-io.js";
import { printReport } from "../report/print-report.js";
import { loadProjectSpec } from "./load-project-spec.js";

/** Options of `toolspec prompt`. */
export interface PromptOptions {
  readonly variant: string;
  readonly format?: string;
  /** The directory the {{cwd}} placeholder shows. */
  readonly cwd?: string;
  /** `name=value` placeholder values. */
  readonly set: readonly string[];
  /** `flag=true|false` context flags. */
  readonly context: readonly string[];
}

/**
 * `toolspec prompt`: prints what a model of the variant sees, from tools.yaml as it is now. It builds the
 * same sections and definitions the generator emits and renders them with the runtime's own functions.
 */
async function runPrompt(paths: ProjectPaths, assets: GeneratorAssets, options: PromptOptions, io: CommandIO, errorFormat: ErrorFormat): Promise<number> {
  const loaded = await loadProjectSpec(paths, assets);
  if (!loaded.ok) {
    printReport(loaded.problems, errorFormat, io.stdout);
    return ExitCode.problems;
  }
  const spec = loaded.spec;
  const variant = findVariant(spec, options.variant);
  const format = checkFormat(variant, options.format ?? defaultFormat(variant));
  // Unlike --stats, the plain prompt shows the real working directory unless told otherwise.
  const values = resolvePromptValues(spec, { ...options, cwd: path.resolve(io.cwd, options.cwd ?? ".") });
  const handlebars = loadHandlebars();
  const prompt = VariantPrompt.prepare(spec, variant, compileXmlToolTemplate(handlebars, assets.templatesDirectory));
  io.stdout(`${prompt.fullText(format, values)}\n`);
  return ExitCode.ok;
}

/** The `toolspec prompt` command line, parsed; `--stats` hands over to the token statistics. */
export async function promptCommand({ paths, assets, values, errorFormat, io }: CommandInput): Promise<number> {
  const common = {
    ...(typeof values.format === "string" ? { format: values.format } : {}),
    ...(typeof values.cwd === "string" ? { cwd: values.cwd } : {}),
    set: (values.set as string[] | undefined) ?? [],
    context: (values.context as string[] | undefined) ?? [],
  };
  if (values.stats === true) {
    // The tokenizer and the statistics load only when asked for.
    const { runPromptStats } = await import("../tokens/prompt-stats.js");
    return runPromptStats(paths, assets, { ...common, ...(typeof values.variant === "string" ? { variant: values.variant } : {}) }, io, errorFormat);
  }
  if (typeof values.variant !== "string") throw new UsageError("--variant is required (or use --stats)", "prompt");
  return runPrompt(paths, assets, { ...common, variant: values.variant }, io, errorFormat);
}
