import { paramValidators } from "../generated/validators/index.js";
import { getToolMetadata } from "../registry/tool-registry.js";
import type { CompiledValidator } from "./compiled-validator.js";
import { describeExpectedParams } from "./describe-expected-params.js";
import { describeSchemaError } from "./describe-schema-errors.js";

/** The outcome of checking a call's params: valid, or every problem at once in words a model can act on. */
export type ParamValidationResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly problems: readonly string[]; readonly message: string };

const VALID: ParamValidationResult = { ok: true };
const validatorsByName: ReadonlyMap<string, CompiledValidator> = new Map(Object.entries(paramValidators));

/**
 * Checks a tool call's params (already normalised: aliases mapped, nulls dropped, XML strings coerced)
 * with the precompiled validator of that tool. Never throws.
 */
export function validateToolParams(name: string, params: unknown): ParamValidationResult {
  const validator = validatorsByName.get(name);
  if (validator === undefined) return { ok: false, problems: [`Unknown tool '${name}'.`], message: `Unknown tool '${name}'.` };
  if (validator(params)) return VALID;
  const tool = getToolMetadata(name)!;
  const problems = [...new Set((validator.errors ?? []).map((error) => describeSchemaError(error, params, tool)))];
  const message = [`Invalid parameters for tool '${name}':`, ...problems.map((problem) => `- ${problem}`), describeExpectedParams(tool), "Fix the parameters and call the tool again."].join("\n");
  return { ok: false, problems, message };
}
