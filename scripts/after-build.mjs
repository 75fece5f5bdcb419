// Runs after tsc: makes the CLI executable, precompiles the meta-schema next to the compiled loader and,
// when the runtime was compiled too, bundles it for the package entry.
import { chmodSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleRuntime } from "./bundle-runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
chmodSync(path.join(dist, "codegen/cli.js"), 0o755);
await import("./precompile-meta-schema.mjs");
if (existsSync(path.join(dist, "src/index.js"))) await bundleRuntime(dist);
