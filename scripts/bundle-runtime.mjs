// Bundles the compiled runtime (dist/src) into a few ES modules for the package entry. An agent's start-up
// cost is node's own: one module for everything a runtime needs at start, one chunk per variant's prompt
// sections or native definitions (imported when that variant is used), and the precompiled validator
// groups as CommonJS files beside the bundle (required when one of their tools is first called).
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, transform } from "esbuild";
import { lazyFsBuiltins } from "./lazy-fs-builtins.mjs";

/** The validator group modules of a project, as generated into src/generated (tsc does not copy .cjs files). */
function validatorGroups(projectRoot) {
  const source = path.join(projectRoot, "src/generated/validators");
  return existsSync(source) ? readdirSync(source).filter((name) => name.endsWith(".cjs")).map((name) => path.join(source, name)) : [];
}

/** Copies the groups beside the compiled index (as generated) and beside the bundle (whitespace removed, like the bundle). */
async function copyValidatorGroups(projectRoot, compiledDirectory, bundleDirectory) {
  for (const directory of [compiledDirectory, bundleDirectory]) mkdirSync(directory, { recursive: true });
  for (const group of validatorGroups(projectRoot)) {
    copyFileSync(group, path.join(compiledDirectory, path.basename(group)));
    const { code } = await transform(readFileSync(group, "utf8"), { format: "cjs", minifyWhitespace: true, legalComments: "none" });
    writeFileSync(path.join(bundleDirectory, path.basename(group)), code);
  }
}

/** Loads the bundle and validates one call of every tool, so a validator group that cannot be found fails the build. */
async function checkBundle(entry) {
  const runtime = await import(`${pathToFileURL(entry).href}?check=${Date.now()}`);
  for (const tool of runtime.toolUseNames) runtime.validateToolParams(tool, {});
}

/** Bundles `<dist>/src/index.js` into `<dist>/bundle/`. */
export async function bundleRuntime(distDirectory) {
  const projectRoot = path.dirname(distDirectory);
  const outdir = path.join(distDirectory, "bundle");
  rmSync(outdir, { recursive: true, force: true });
  await copyValidatorGroups(projectRoot, path.join(distDirectory, "src/generated/validators"), outdir);
  await build({
    entryPoints: { index: path.join(distDirectory, "src/index.js") },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // Loaded lazily by list_code_definition_names, with its .wasm grammars beside it in node_modules.
    external: ["@vscode/tree-sitter-wasm"],
    plugins: [lazyFsBuiltins],
    chunkNames: "chunks/[name]-[hash]",
    // Whitespace only: names stay readable in stack traces, and the files parse faster at start-up.
    minifyWhitespace: true,
    legalComments: "none",
    logLevel: "warning",
  });
  await checkBundle(path.join(outdir, "index.js"));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await bundleRuntime(process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist"));
}
