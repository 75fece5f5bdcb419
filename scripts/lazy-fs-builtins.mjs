// An esbuild plugin that keeps `node:fs` and `node:fs/promises` from costing an agent's start-up.
//
// Importing a builtin from an ES module makes Node read every export of it, getters included: `fs.promises`,
// `fs.ReadStream` and the rest pull in the promise API, readline and the whole stream stack (some 30 internal
// modules, several milliseconds) before the runtime has done anything. A CommonJS `require` reads nothing.
// So the bundle gets `fs` through `createRequire`, re-exports its plain properties, and reaches
// `fs.promises` only when one of its functions is first called.
import { execFileSync } from "node:child_process";

const namespace = "lazy-fs-builtin";

/**
 * The names and kinds of a builtin's plain (non-accessor) exports, read in a fresh CommonJS process: once a
 * process has imported `node:fs` as an ES module, its lazy getters have turned into plain values.
 */
function plainExports(moduleName) {
  const script = `const m = require(${JSON.stringify(moduleName)});
    const plain = Object.entries(Object.getOwnPropertyDescriptors(m)).filter(([, d]) => "value" in d);
    console.log(JSON.stringify(plain.map(([name, d]) => [name, typeof d.value])));`;
  /** @type {[string, string][]} */
  const entries = JSON.parse(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
  return entries.filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== "default");
}

function fsShim() {
  return [
    'import { createRequire } from "node:module";',
    'const fs = createRequire(import.meta.url)("node:fs");',
    "export default fs;",
    `export const { ${plainExports("node:fs").map(([name]) => name).join(", ")} } = fs;`,
  ].join("\n");
}

function fsPromisesShim() {
  const lines = ['import fs from "node:fs";'];
  for (const [name, kind] of plainExports("node:fs/promises")) {
    lines.push(
      kind === "function"
        ? `export function ${name}(...args) { return fs.promises.${name}(...args); }`
        : `export const ${name} = fs.${name};`,
    );
  }
  return lines.join("\n");
}

/** @type {import("esbuild").Plugin} */
export const lazyFsBuiltins = {
  name: namespace,
  setup(build) {
    // The fs/promises shim's own `node:fs` import lands here too, on the fs shim.
    build.onResolve({ filter: /^node:fs(\/promises)?$/ }, (args) => ({ path: args.path, namespace }));
    build.onLoad({ filter: /.*/, namespace }, (args) => ({
      contents: args.path === "node:fs" ? fsShim() : fsPromisesShim(),
      loader: "js",
    }));
  },
};
