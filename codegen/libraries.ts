import { createRequire } from "node:module";

// The generator's heavy libraries are CommonJS. Importing CommonJS from an ES module makes Node scan its
// source for export names first (for ts-morph, ~1 MB); requiring it does not. They also load only when
// a step needs them, never at start-up.
const require = createRequire(import.meta.url);

/** ts-morph, loaded on first use. */
export function loadTsMorph(): typeof import("ts-morph") {
  return require("ts-morph") as typeof import("ts-morph");
}

/** Handlebars, loaded on first use. */
export function loadHandlebars(): typeof import("handlebars") {
  return require("handlebars") as typeof import("handlebars");
}

/** ajv and its standalone code generator, loaded on first use. */
export function loadAjvStandalone(): { Ajv: typeof import("ajv").default; standaloneCode: typeof import("ajv/dist/standalone/index.js").default } {
  return {
    Ajv: (require("ajv") as typeof import("ajv")).default,
    standaloneCode: (require("ajv/dist/standalone") as typeof import("ajv/dist/standalone/index.js")).default,
  };
}
