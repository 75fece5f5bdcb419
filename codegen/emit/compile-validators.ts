import { loadAjvStandalone } from "../libraries.js";
import type { JsonSchema } from "./validation-schema.js";

/** One schema to compile, and the name its validator is exported under. */
export interface ValidatorSource {
  readonly exportName: string;
  readonly schema: JsonSchema;
}

/**
 * Compiles params schemas to standalone CommonJS modules with ajv, one module per group, so the agent
 * validates calls without compiling a schema (or loading ajv) at run time, and loads a group only when one
 * of its tools is called. Pure: runs in the generator's worker or in-process.
 */
export async function compileValidatorGroups(groups: readonly (readonly ValidatorSource[])[]): Promise<string[]> {
  const { Ajv, standaloneCode } = loadAjvStandalone();
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    // Count string length with .length so the output needs no ajv runtime helper import.
    unicode: false,
    logger: false,
    // The runtime writes its own messages (src/validation/describe-schema-errors.ts); ajv's are dead weight.
    messages: false,
    code: { source: true, lines: true, optimize: true },
  });
  for (const group of groups) for (const { schema } of group) ajv.addSchema(schema);
  return groups.map((group) => {
    const code = standaloneCode(ajv, Object.fromEntries(group.map(({ exportName, schema }) => [exportName, String(schema.$id)])));
    if (/\brequire\(/.test(code)) throw new Error("ajv standalone output needs a runtime helper; a param schema uses an unsupported keyword");
    return tidyStandaloneCode(code);
  });
}

/**
 * Drops ajv's eval-debugging sourceURL comments and the copies of the schemas it keeps beside each
 * validator that no code reads (enum checks do read theirs).
 */
function tidyStandaloneCode(code: string): string {
  const trimmed = code.replace(/\/\*# sourceURL="[^"]*" \*\/;?\n?/g, "");
  const references = new Map<string, number>();
  for (const [name] of trimmed.matchAll(/\bschema\d+\b/g)) references.set(name, (references.get(name) ?? 0) + 1);
  return trimmed.replace(/^const (schema\d+) = .*;\n/gm, (declaration, name: string) => (references.get(name) === 1 ? "" : declaration));
}
