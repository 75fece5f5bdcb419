import { compileValidatorGroups, type ValidatorSource } from "../emit/compile-validators.js";
import { loadAjvStandalone } from "../libraries.js";
import { countTextTokens } from "../tokens/count-text-tokens.js";

/** The jobs the generator can hand to its worker, by kind, with what they take and give back. */
export interface GeneratorJobs {
  countTokens: { input: readonly string[]; output: number[] };
  compileValidatorGroups: { input: readonly (readonly ValidatorSource[])[]; output: string[] };
}

/** A kind of job. */
export type GeneratorJobKind = keyof GeneratorJobs;

let counting: ReturnType<typeof countTextTokens> | undefined;

/** Runs one job; the worker and the in-process fallback both run jobs through here. */
export async function runGeneratorJob<Kind extends GeneratorJobKind>(kind: Kind, input: GeneratorJobs[Kind]["input"]): Promise<GeneratorJobs[Kind]["output"]> {
  switch (kind) {
    case "countTokens": {
      counting ??= countTextTokens();
      const count = await counting;
      return (input as readonly string[]).map(count) as GeneratorJobs[Kind]["output"];
    }
    case "compileValidatorGroups":
      return (await compileValidatorGroups(input as readonly (readonly ValidatorSource[])[])) as GeneratorJobs[Kind]["output"];
  }
  throw new Error(`unknown generator job '${String(kind)}'`);
}

/** Loads what the jobs need ahead of time (the tokenizer's vocabulary takes a few hundred milliseconds). */
export function warmUpGeneratorJobs(): Promise<unknown> {
  counting ??= countTextTokens();
  return Promise.all([counting, Promise.resolve().then(loadAjvStandalone)]);
}
