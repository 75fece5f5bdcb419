import type { ToolMetadata } from "../contracts/tool-metadata.js";
import { loadParamValidator } from "../generated/validators/index.js";
import { getToolMetadata, resolveToolName } from "../registry/tool-registry.js";
import type { CompiledValidator, SchemaError } from "./compiled-validator.js";
import { describeExpectedParams } from "./describe-expected-params.js";
import { describeSchemaError } from "./describe-schema-errors.js";

/** The outcome of checking a call's params: valid, or every problem at once in words a model can act on. */
export type ParamValidationResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly problems: readonly string[]; readonly message: string };

const VALID: ParamValidationResult = { ok: true };
/** The validators loaded so far; each tool's group module loads on its first call. */
const validatorsByName = new Map<string, CompiledValidator>();

function validatorFor(name: string): CompiledValidator | undefined {
  const loaded = validatorsByName.get(name);
  if (loaded !== undefined) return loaded;
  const tool = resolveToolName(name);
  if (tool !== name) return undefined;
  const validator = loadParamValidator(tool);
  validatorsByName.set(name, validator);
  return validator;
}

/**
 * Checks a tool call's params (already normalised: aliases mapped, nulls dropped, XML strings coerced)
 * with the precompiled validator of that tool. Never throws. On failure the sentences for the model are
 * written when `problems` or `message` is first read, from the params as they are then.
 */
export function validateToolParams(name: string, params: unknown): ParamValidationResult {
  const validator = validatorFor(name);
  if (validator === undefined) return { ok: false, problems: [`Unknown tool '${name}'.`], message: `Unknown tool '${name}'.` };
  if (validator(params)) return VALID;
  // ajv hands each call a fresh errors array, so holding on to this one is safe when the validator runs again.
  return new InvalidParams(name, validator.errors ?? [], params);
}

/** One sentence per schema error, duplicates dropped, in the validator's order. */
export function listParamProblems(errors: readonly SchemaError[], params: unknown, tool: ToolMetadata): readonly string[] {
  return [...new Set(errors.map((error) => describeSchemaError(error, params, tool)))];
}

/** The whole message for the model: the problems, what the tool expects, and what to do next. */
export function composeInvalidParamsMessage(name: string, tool: ToolMetadata, problems: readonly string[]): string {
  return [`Invalid parameters for tool '${name}':`, ...problems.map((problem) => `- ${problem}`), describeExpectedParams(tool), "Fix the parameters and call the tool again."].join("\n");
}

/**
 * A failed check that writes its sentences on first read and keeps them, since callers that only branch on
 * `ok` (retries, routing, counting) would otherwise pay microseconds for text nobody reads. The getters live
 * on the prototype, so `JSON.stringify` and `console.log` go through `toJSON`; spreading the result copies only `ok`.
 */
class InvalidParams {
  readonly ok = false;
  readonly #toolName: string;
  readonly #errors: readonly SchemaError[];
  readonly #params: unknown;
  #problems: readonly string[] | undefined;
  #message: string | undefined;

  constructor(toolName: string, errors: readonly SchemaError[], params: unknown) {
    this.#toolName = toolName;
    this.#errors = errors;
    this.#params = params;
  }

  /** Every problem, one sentence each. */
  get problems(): readonly string[] {
    this.#problems ??= listParamProblems(this.#errors, this.#params, this.#tool());
    return this.#problems;
  }

  /** The model-facing message built from the problems. */
  get message(): string {
    this.#message ??= composeInvalidParamsMessage(this.#toolName, this.#tool(), this.problems);
    return this.#message;
  }

  /** The plain shape the eager result had, for logs and wire formats. */
  toJSON(): { ok: false; problems: readonly string[]; message: string } {
    return { ok: false, problems: this.problems, message: this.message };
  }

  /** The same plain shape for console.log and util.inspect, which do not call getters. */
  [Symbol.for("nodejs.util.inspect.custom")](): { ok: false; problems: readonly string[]; message: string } {
    return this.toJSON();
  }

  #tool(): ToolMetadata {
    // Only names with a validator get here, and every validator is generated from a declared tool.
    return getToolMetadata(this.#toolName)!;
  }
}
