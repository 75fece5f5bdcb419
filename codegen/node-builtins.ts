// Node's file system and util modules for the start-up path, without their ES module wrappers. Importing
// `node:fs` the ESM way builds a namespace of all its exports, which runs fs's lazy getters and so loads
// Node's whole stream implementation (some twenty internal modules: milliseconds on every start, and an
// up-to-date generate or check needs none of it); `node:util`'s wrapper loads MIME and abort support the
// same way. process.getBuiltinModule (Node 20.16 and later) returns the plain module object; older Node
// versions fall back to the usual import. Modules that only run after start-up import node:fs directly.

/** node:fs. */
export const fs: typeof import("node:fs") = process.getBuiltinModule?.("node:fs") ?? (await import("node:fs"));

/** node:util. */
export const util: typeof import("node:util") = process.getBuiltinModule?.("node:util") ?? (await import("node:util"));
