// Where things are: the repository root and the built entry points the rows measure.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const benchDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const repoRoot = path.dirname(benchDir);
export const childrenDir = path.join(benchDir, "children");
export const cliPath = path.join(repoRoot, "dist", "codegen", "cli.js");
// The package entry ("exports" in package.json): the bundled runtime.
export const entryPath = path.join(repoRoot, "dist", "bundle", "index.js");
// The group module that holds read_file's precompiled validator (CommonJS).
export const compiledValidatorsPath = path.join(repoRoot, "dist", "bundle", "validators-group-1.cjs");
export const tscPath = path.join(repoRoot, "node_modules", "typescript", "bin", "tsc");
export const childScript = (name) => path.join(childrenDir, name);
