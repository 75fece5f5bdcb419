// Bundles the compiled runtime (dist/src) into a few ES modules for the package entry. An agent's start-up
// cost is node's own: one module for everything a runtime needs at start, plus one chunk per variant's
// prompt sections or native definitions, imported only when that variant is used.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

/** Bundles `<dist>/src/index.js` into `<dist>/bundle/`. */
export async function bundleRuntime(distDirectory) {
  await build({
    entryPoints: { index: path.join(distDirectory, "src/index.js") },
    outdir: path.join(distDirectory, "bundle"),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // Loaded lazily by list_code_definition_names, with its .wasm grammars beside it in node_modules.
    external: ["@vscode/tree-sitter-wasm"],
    chunkNames: "chunks/[name]-[hash]",
    legalComments: "none",
    logLevel: "warning",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await bundleRuntime(process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist"));
}
