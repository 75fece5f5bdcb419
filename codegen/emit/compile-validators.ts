import type { JsonSchema } from "./validation-schema.js";

/** One schema to compile, and the name its validator is exported under. */
export interface ValidatorSource {
  readonly exportName: string;
  readonly schema: JsonSchema;
}

/**
 * Compiles params schemas to standalone JavaScript with ajv, so the agent validates calls without
 * compiling a schema (or loading ajv) at run time. Pure: runs in the generator's worker or in-process.
 */
export async function compileValidators(sources: readonly ValidatorSource[]): Promise<string> {
  const [{ default: AjvModule }, { default: standaloneModule }] = await Promise.all([import("ajv"), import("ajv/dist/standalone/index.js")]);
  const ajv = new AjvModule.default({
    allErrors: true,
    strict: true,
    // Count string length with .length so the output needs no ajv runtime helper import.
    unicode: false,
    logger: false,
    // The runtime writes its own messages (src/validation/describe-schema-errors.ts); ajv's are dead weight.
    messages: false,
    code: { source: true, esm: true, lines: true, optimize: true },
  });
  const exports: Record<string, string> = {};
  for (const { exportName, schema } of sources) {
    ajv.addSchema(schema);
    exports[exportName] = String(schema.$id);
  }
  const code = standaloneModule.default(ajv, exports);
  if (/\brequire\(/.test(code)) throw new Error("ajv standalone output needs a runtime helper; a param schema uses an unsupported keyword");
  // Drop the strict-mode prologue (ES modules are strict), ajv's eval-debugging sourceURL comments and the
  // copies of the schemas it keeps beside each validator that no code reads (enum checks do read theirs).
  const trimmed = code.replace(/^"use strict";\s*/, "").replace(/\/\*# sourceURL="[^"]*" \*\/;?\n?/g, "");
  const references = new Map<string, number>();
  for (const [name] of trimmed.matchAll(/\bschema\d+\b/g)) references.set(name, (references.get(name) ?? 0) + 1);
  return trimmed.replace(/^const (schema\d+) = .*;\n/gm, (declaration, name: string) => (references.get(name) === 1 ? "" : declaration));
}
