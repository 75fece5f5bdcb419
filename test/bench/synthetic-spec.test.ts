// The benchmark's synthetic spec generator: deterministic, and what it writes is a spec toolspec accepts.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeSyntheticSpec, writeSyntheticProject } from "../../bench/make-synthetic-spec.mjs";
import { locateGeneratorAssets, resolveProjectPaths } from "../../codegen/project-paths.js";
import { loadSpec } from "../../codegen/spec/load-spec.js";

const REPO = path.resolve(import.meta.dirname, "../..");
const temp = mkdtempSync(path.join(os.tmpdir(), "toolspec-synthetic-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function load(directory: string) {
  const paths = resolveProjectPaths(directory);
  return loadSpec({ ...paths, projectRoot: paths.root, metaSchemaPath: locateGeneratorAssets().metaSchemaPath });
}

describe("bench/make-synthetic-spec.mjs", () => {
  it("gives the same bytes for the same seed, and other bytes for another seed", () => {
    const first = makeSyntheticSpec({ tools: 300, seed: 7 });
    expect(makeSyntheticSpec({ tools: 300, seed: 7 })).toEqual(first);
    expect(makeSyntheticSpec({ tools: 300, seed: 8 }).specText).not.toBe(first.specText);
  });

  it("writes a standalone spec the loader accepts, with 3 to 6 params per tool", async () => {
    const directory = path.join(temp, "standalone");
    writeSyntheticProject(directory, { tools: 200, seed: 1 });
    const loaded = await load(directory);
    expect(loaded.ok ? [] : loaded.problems).toEqual([]);
    if (!loaded.ok) return;
    expect(loaded.spec.tools).toHaveLength(200);
    for (const tool of loaded.spec.tools) {
      expect(tool.params.length).toBeGreaterThanOrEqual(3);
      expect(tool.params.length).toBeLessThanOrEqual(6);
    }
    const kinds = new Set(loaded.spec.tools.flatMap((tool) => tool.params.map((param) => (param.path ? "path" : param.enum ? "enum" : param.shared ? "shared" : param.type))));
    expect([...kinds].sort()).toEqual(["array", "boolean", "enum", "integer", "path", "shared", "string"]);
    expect(loaded.spec.tools.some((tool) => tool.handler.kind === "shared")).toBe(true);
    expect(loaded.spec.tools.some((tool) => tool.views.some((view) => view.params.some((param) => param.modelName !== param.name)))).toBe(true);
  });

  it("appends to the project's tools.yaml up to the requested total", async () => {
    const directory = path.join(temp, "on-base");
    cpSync(path.join(REPO, "src", "handlers"), path.join(directory, "src", "handlers"), { recursive: true });
    const base = readFileSync(path.join(REPO, "tools.yaml"), "utf8");
    const result = writeSyntheticProject(directory, { tools: 120, seed: 3, baseSpec: base });
    expect(result.baseTools).toBe(27);
    expect(result.syntheticTools).toBe(93);
    expect(result.specText.startsWith(base)).toBe(true);
    const loaded = await load(directory);
    expect(loaded.ok ? [] : loaded.problems).toEqual([]);
    if (loaded.ok) expect(loaded.spec.tools).toHaveLength(120);
  }, 20_000);
});
