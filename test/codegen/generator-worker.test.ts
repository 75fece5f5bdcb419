// The generator's worker thread, through the compiled client (only the compiled generator starts a worker).
// Each case runs in a fresh node process, so which modules the main thread loaded tells where a job ran.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const CLIENT = new URL("../../dist/codegen/worker/generator-worker-client.js", import.meta.url).href;
// A script file, not `node -e`: a worker inherits the parent's execArgv, and `--input-type` stops it starting.
const SCRIPTS = mkdtempSync(path.join(os.tmpdir(), "toolspec-worker-"));
afterAll(() => rmSync(SCRIPTS, { recursive: true, force: true }));

/** Runs a compileValidatorGroups job in a fresh process; reports how it ended and whether ajv loaded on the main thread. */
function runValidatorJobInChild(schema: object): { outcome: "resolved" | "rejected"; message?: string; ajvOnMainThread: boolean } {
  const script = `
    import { createRequire } from "node:module";
    const { runJob, startGeneratorWorker } = await import(${JSON.stringify(CLIENT)});
    startGeneratorWorker();
    const report = (fields) => {
      const ajvOnMainThread = Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes("/node_modules/ajv/"));
      process.stdout.write(JSON.stringify({ ...fields, ajvOnMainThread }));
    };
    await runJob("compileValidatorGroups", [[{ exportName: "validate", schema: ${JSON.stringify(schema)} }]]).then(
      () => report({ outcome: "resolved" }),
      (error) => report({ outcome: "rejected", message: error.message }),
    );
  `;
  const file = path.join(SCRIPTS, `job-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, script);
  const child = spawnSync(process.execPath, [file], { encoding: "utf8", timeout: 60_000 });
  expect(child.stderr).toBe("");
  return JSON.parse(child.stdout) as ReturnType<typeof runValidatorJobInChild>;
}

describe("jobs on the generator's worker", () => {
  it("a job that succeeds runs on the worker only", () => {
    const result = runValidatorJobInChild({ $id: "good", type: "object", properties: { path: { type: "string" } } });
    expect(result).toEqual({ outcome: "resolved", ajvOnMainThread: false });
  });

  it("a job that fails on the worker fails with the worker's error, without running again on the main thread", () => {
    const result = runValidatorJobInChild({ $id: "bad", type: "object", notAKeyword: true });
    expect(result.outcome).toBe("rejected");
    expect(result.message).toMatch(/notAKeyword/);
    expect(result.ajvOnMainThread).toBe(false);
  });
});
