/**
 * Whether a file in the handlers directory can hold a handler class: TypeScript source that is not a
 * declaration file, a test, or hidden (editors' lock and backup files, e.g. emacs' `.#Name.ts`, are hidden).
 * The loader reads exactly these files, so the cache fingerprints and `toolspec watch` watches exactly these.
 */
export function isHandlerFile(name: string): boolean {
  return name.endsWith(".ts") && !name.endsWith(".d.ts") && !name.endsWith(".test.ts") && !name.startsWith(".");
}
