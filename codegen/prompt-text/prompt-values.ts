import { UsageError } from "../commands/command-io.js";
import type { ToolSpec } from "../spec/model.js";

/** The values a prompt is rendered with: every placeholder's text and every context flag. */
export interface PromptValues {
  readonly placeholders: Record<string, string>;
  readonly context: Record<string, boolean>;
}

/** What the command line says about placeholders and context. */
export interface PromptValueOptions {
  /** The text {{cwd}} shows; undefined keeps the declared default. */
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

/** The declared defaults of every placeholder and context flag. */
export function defaultPromptValues(spec: ToolSpec): PromptValues {
  return {
    placeholders: Object.fromEntries(spec.placeholders.map((placeholder) => [placeholder.name, placeholder.defaultValue])),
    context: Object.fromEntries(spec.context.map((flag) => [flag.name, flag.defaultValue])),
  };
}

/** The placeholder and context values: declared defaults, then the command line (a UsageError names any mistake). */
export function resolvePromptValues(spec: ToolSpec, options: PromptValueOptions): PromptValues {
  const { placeholders, context } = defaultPromptValues(spec);
  if (options.cwd !== undefined) placeholders.cwd = options.cwd;
  for (const [name, value] of parseAssignments(options.set, "set")) {
    if (!(name in placeholders)) throw new UsageError(`unknown placeholder '${name}' (declared: ${Object.keys(placeholders).join(", ")})`, "prompt");
    placeholders[name] = value;
  }
  for (const [name, value] of parseAssignments(options.context, "context")) {
    if (!(name in context)) throw new UsageError(`unknown context flag '${name}' (declared: ${Object.keys(context).join(", ")})`, "prompt");
    if (value !== "true" && value !== "false") throw new UsageError(`--context ${name} must be true or false, got '${value}'`, "prompt");
    context[name] = value === "true";
  }
  return { placeholders, context };
}
