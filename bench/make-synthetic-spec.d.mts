// Types of bench/make-synthetic-spec.mjs, for the TypeScript test that checks it.

export interface SyntheticSpecOptions {
  /** Total tool count, base tools included. */
  readonly tools: number;
  readonly seed?: number;
  /** A tools.yaml to append the synthetic tools to; without it the spec is standalone. */
  readonly baseSpec?: string;
}

export interface SyntheticSpec {
  readonly specText: string;
  /** File name (in src/handlers) -> TypeScript source. */
  readonly handlerFiles: Readonly<Record<string, string>>;
  readonly baseTools: number;
  readonly syntheticTools: number;
}

export function makeSyntheticSpec(options: SyntheticSpecOptions): SyntheticSpec;
export function writeSyntheticProject(directory: string, options: SyntheticSpecOptions): SyntheticSpec;
