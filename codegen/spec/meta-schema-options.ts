/**
 * ajv's options for the meta-schema: the loader compiles with them when it runs from source, and the build
 * precompiles with them (scripts/precompile-meta-schema.mjs imports this module from dist/), so both
 * validators report alike. `unicode: false` counts string length with .length, so the precompiled output
 * needs no ajv runtime helper (the meta-schema's only length rule is minLength 1).
 */
export const metaSchemaAjvOptions = { allErrors: true, verbose: true, strict: false, unicode: false, logger: false } as const;
