import path from "node:path";
import { nativeFormats, type NativeFormat } from "../../src/prompts/native-tool-types.js";
import { renderXmlTools } from "../../src/prompts/render-xml-tools.js";
import { selectNativeTools } from "../../src/prompts/select-native-tools.js";
import type { XmlToolSection } from "../../src/prompts/xml-tool-section.js";
import { nativeToolSet } from "../emit/emit-native-tools.js";
import { compileXmlToolTemplate, xmlSectionSources } from "../emit/emit-xml-prompts.js";
import type { GeneratorAssets, ProjectPaths } from "../project-paths.js";
import type { ToolSpec } from "../spec/model.js";
import type { CommandInput } from "../run-cli.js";
import { ExitCode, UsageError, type CommandIO } from "./command-io.js";
import { printReport } from "../report/print-report.js";
import { loadProjectSpec } from "./project-generation.js";

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

function parseAssignments(entries: readonly string[], option: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const entry of entries) {
    const equals = entry.indexOf("=");
    if (equals <= 0) throw new UsageError(`--${option} expects name=value, got '${entry}'`, "prompt");
    values.set(entry.slice(0, equals), entry.slice(equals + 1));
  }
  return values;
}

/** The placeholder and context values: declared defaults, then the command line. */
function promptValues(spec: ToolSpec, options: PromptOptions, io: CommandIO): { placeholders: Record<string, string>; context: Record<string, boolean> } {
  const placeholders = Object.fromEntries(spec.placeholders.map((placeholder) => [placeholder.name, placeholder.defaultValue]));
  placeholders.cwd = path.resolve(io.cwd, options.cwd ?? ".");
  for (const [name, value] of parseAssignments(options.set, "set")) {
    if (!(name in placeholders)) throw new UsageError(`unknown placeholder '${name}' (declared: ${Object.keys(placeholders).join(", ")})`, "prompt");
    placeholders[name] = value;
  }
  const context = Object.fromEntries(spec.context.map((flag) => [flag.name, flag.defaultValue]));
  for (const [name, value] of parseAssignments(options.context, "context")) {
    if (!(name in context)) throw new UsageError(`unknown context flag '${name}' (declared: ${Object.keys(context).join(", ")})`, "prompt");
    if (value !== "true" && value !== "false") throw new UsageError(`--context ${name} must be true or false, got '${value}'`, "prompt");
    context[name] = value === "true";
  }
  return { placeholders, context };
}

/**
 * `toolspec prompt`: prints what a model of the variant sees, from tools.yaml as it is now. It builds the
 * same sections and definitions the generator emits and renders them with the runtime's own functions.
 */
export async function runPrompt(paths: ProjectPaths, assets: GeneratorAssets, options: PromptOptions, io: CommandIO): Promise<number> {
  const loaded = await loadProjectSpec(paths, assets);
  if (!loaded.ok) {
    printReport(loaded.problems, "text", io.stdout);
    return ExitCode.problems;
  }
  const spec = loaded.spec;
  const variant = spec.variants.find((candidate) => candidate.name === options.variant);
  if (variant === undefined) {
    throw new UsageError(`unknown variant '${options.variant}' (declared: ${spec.variants.map((candidate) => candidate.name).join(", ")})`, "prompt");
  }
  const format = options.format ?? (variant.toolCalling === "xml" ? "xml" : "anthropic");
  if (variant.toolCalling === "xml" && format !== "xml") {
    throw new UsageError(`variant '${variant.name}' calls tools with XML; its only format is xml`, "prompt");
  }
  if (variant.toolCalling === "native" && !nativeFormats.includes(format as NativeFormat)) {
    throw new UsageError(`variant '${variant.name}' uses native tool calling; --format must be one of ${nativeFormats.join(", ")}`, "prompt");
  }
  const { placeholders, context } = promptValues(spec, options, io);
  if (format === "xml") {
    const handlebars = (await import("handlebars")).default;
    const sections = xmlSectionSources(spec, variant.name, compileXmlToolTemplate(handlebars, assets.templatesDirectory)).map(
      (section): XmlToolSection<object, object> => ({
        name: section.name,
        requires: section.requires,
        // The exact function source the generator writes to src/generated/prompts, evaluated here.
        render: new Function(`return ${section.renderCode};`)() as XmlToolSection<object, object>["render"],
      }),
    );
    io.stdout(`${renderXmlTools(sections, placeholders, context)}\n`);
  } else {
    const definitions = selectNativeTools(nativeToolSet(spec, variant.name), format as NativeFormat, placeholders, context);
    io.stdout(`${JSON.stringify(definitions, null, 2)}\n`);
  }
  return ExitCode.ok;
}

/** The `toolspec prompt` command line, parsed. */
export async function promptCommand({ paths, assets, values, io }: CommandInput): Promise<number> {
  if (typeof values.variant !== "string") throw new UsageError("--variant is required", "prompt");
  return runPrompt(
    paths,
    assets,
    {
      variant: values.variant,
      ...(typeof values.format === "string" ? { format: values.format } : {}),
      ...(typeof values.cwd === "string" ? { cwd: values.cwd } : {}),
      set: (values.set as string[] | undefined) ?? [],
      context: (values.context as string[] | undefined) ?? [],
    },
    io,
  );
}
