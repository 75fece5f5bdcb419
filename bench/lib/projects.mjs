// Throw-away projects in the OS temp folder: copies of the real spec, synthetic specs, and a synthetic
// runtime compiled the way the package is. Nothing here is timed; rows time what they run in them.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeSyntheticProject } from "../make-synthetic-spec.mjs";
import { bundleRuntime } from "../../scripts/bundle-runtime.mjs";
import { cliPath, repoRoot, tscPath } from "./paths.mjs";
import { log } from "./progress.mjs";
import { runOnce } from "./spawn-timing.mjs";

/** A fresh temp folder for one bench run; the caller removes it with removeTempRoot. */
export function createTempRoot() {
  return mkdtempSync(path.join(os.tmpdir(), "toolspec-bench-"));
}

export function removeTempRoot(root) {
  rmSync(root, { recursive: true, force: true });
}

/** A project with the real tools.yaml and handlers, and nothing generated yet. */
export function copyRealProject(directory) {
  mkdirSync(path.join(directory, "src"), { recursive: true });
  cpSync(path.join(repoRoot, "tools.yaml"), path.join(directory, "tools.yaml"));
  cpSync(path.join(repoRoot, "src", "handlers"), path.join(directory, "src", "handlers"), { recursive: true });
  return directory;
}

/** Removes everything `generate` writes, its incremental cache included, so the next run starts clean. */
export function removeGenerated(directory) {
  rmSync(path.join(directory, "src", "generated"), { recursive: true, force: true });
  rmSync(path.join(directory, "docs"), { recursive: true, force: true });
  rmSync(path.join(directory, ".toolspec-cache"), { recursive: true, force: true });
}

/**
 * A project with `tools` tools: the real 27 first, then synthetic ones (seeded), with the real handlers
 * and the synthetic handler classes. With tools = 27 it is the real project.
 */
export function syntheticProject(directory, { tools, seed }) {
  copyRealProject(directory);
  const result = writeSyntheticProject(directory, { tools, seed, baseSpec: readFileSync(path.join(repoRoot, "tools.yaml"), "utf8") });
  return { directory, ...result };
}

/** `toolspec generate` run in a project folder. */
export function generateCommand(directory, ...extra) {
  return { file: process.execPath, args: [cliPath, "generate", ...extra], cwd: directory };
}

/**
 * Builds the runtime of a synthetic registry: the repo's src/ with the synthetic spec, generated, then
 * compiled (emit only) with the repo's tsc and compiler settings to <dir>/dist. `generatedFrom`, when given, is a
 * project already generated from the same spec whose src/generated and docs are reused.
 * Returns the path of the built package entry.
 */
export async function buildSyntheticRuntime(directory, { tools, seed, generatedFrom }) {
  mkdirSync(directory, { recursive: true });
  cpSync(path.join(repoRoot, "src"), path.join(directory, "src"), { recursive: true, filter: (source) => !source.endsWith(".test.ts") });
  rmSync(path.join(directory, "src", "generated"), { recursive: true, force: true });
  writeSyntheticProject(directory, { tools, seed, baseSpec: readFileSync(path.join(repoRoot, "tools.yaml"), "utf8") });
  if (generatedFrom !== undefined && existsSync(path.join(generatedFrom, "src", "generated"))) {
    log(`runtime-${tools}: reusing the generated files of ${path.basename(generatedFrom)}`);
    cpSync(path.join(generatedFrom, "src", "generated"), path.join(directory, "src", "generated"), { recursive: true });
  } else {
    log(`runtime-${tools}: generating`);
    await runOnce(generateCommand(directory));
  }
  // Resolve packages (ajv, ignore, @types/node, ...) from the repo's node_modules.
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(directory, "node_modules"), "dir");
  writeFileSync(path.join(directory, "package.json"), `${JSON.stringify({ name: "toolspec-bench-runtime", private: true, type: "module" }, null, 2)}\n`);
  writeFileSync(
    path.join(directory, "tsconfig.json"),
    `${JSON.stringify(
      {
        extends: path.join(repoRoot, "tsconfig.json"),
        compilerOptions: { noEmit: false, rootDir: ".", outDir: "dist", declaration: false, sourceMap: false },
        include: ["src/**/*.ts"],
        exclude: ["**/*.test.ts", "node_modules", "dist"],
      },
      null,
      2,
    )}\n`,
  );
  // --noCheck: only the emitted JavaScript matters here, and type-checking 1,000 generated tools takes
  // minutes; the emitted files are the same with or without the check.
  log(`runtime-${tools}: compiling with tsc --noCheck`);
  await runOnce({ file: process.execPath, args: [tscPath, "-p", path.join(directory, "tsconfig.json"), "--noCheck"], cwd: directory });
  // Bundled exactly as the package entry is (scripts/bundle-runtime.mjs).
  await bundleRuntime(path.join(directory, "dist"));
  const entry = path.join(directory, "dist", "bundle", "index.js");
  if (!existsSync(entry)) throw new Error(`the bundler wrote no ${entry}`);
  return entry;
}

/**
 * The compiled runtime of the 1,000-tool synthetic registry, built once per bench run and shared by the
 * rows that need it (reusing row 3's generated files when row 3 ran).
 */
export async function syntheticRuntimeEntry({ tools = 1000, seed, tempRoot, shared }) {
  const key = `runtime:${tools}:${seed}`;
  if (!shared.has(key)) {
    const started = process.hrtime.bigint();
    const entry = await buildSyntheticRuntime(path.join(tempRoot, `runtime-${tools}`), { tools, seed, generatedFrom: shared.get(`generated:${tools}:${seed}`) });
    log(`runtime-${tools}: built in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s (not timed)`);
    shared.set(key, entry);
  }
  return shared.get(key);
}

/** An empty workspace folder for runtimes to use as cwd. */
export function workspaceFolder(tempRoot) {
  const directory = path.join(tempRoot, "workspace");
  mkdirSync(directory, { recursive: true });
  return directory;
}
