// The package entry as an agent loads it: the built bundle in a fresh Node process. Start-up must not pull in
// Node modules no start-up step needs (the bundle reaches fs through a lazy shim, see
// scripts/lazy-fs-builtins.mjs), and the file tools must still work through that shim.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ENTRY = pathToFileURL(path.resolve(import.meta.dirname, "../../dist/bundle/index.js")).href;
const workspace = mkdtempSync(path.join(os.tmpdir(), "toolspec-entry-"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

/** Runs an agent's start in a child process; prints the builtins it loaded, then the results of two tool calls. */
const agentScript = `
const before = new Set(process.moduleLoadList);
const api = await import(${JSON.stringify(ENTRY)});
const runtime = api.createToolRuntime({ cwd: process.argv[1], autoApproval: { actions: { editFiles: true } } });
await api.renderToolsPrompt("generic");
api.validateToolParams("read_file", { path: "notes.txt" });
const loadedAtStart = process.moduleLoadList.filter((name) => !before.has(name));
const read = await runtime.execute({ type: "tool_use", name: "read_file", params: { path: "notes.txt" }, partial: false });
const written = await runtime.execute({ type: "tool_use", name: "write_to_file", params: { path: "out/new.txt", content: "written\\n" }, partial: false });
process.stdout.write(JSON.stringify({ loadedAtStart, read, written }));
`;

function runAgent(): { loadedAtStart: string[]; read: { text: string; isError: boolean }; written: { text: string; isError: boolean } } {
  writeFileSync(path.join(workspace, "notes.txt"), "first line\nsecond line\n");
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", agentScript, workspace], { encoding: "utf8" });
  return JSON.parse(output);
}

describe("the package entry (dist/bundle)", () => {
  const result = runAgent();

  it("starts without loading Node's stream, crypto or network modules", () => {
    const unneeded = result.loadedAtStart.filter((name) => /^NativeModule (stream|internal\/streams\/|net$|internal\/crypto\/)|^Internal Binding crypto$/.test(name));
    expect(unneeded).toEqual([]);
  });

  it("reads and writes workspace files through its fs shim", () => {
    expect(result.read.isError).toBe(false);
    expect(result.read.text).toContain("second line");
    expect(result.written.isError).toBe(false);
    expect(readFileSync(path.join(workspace, "out/new.txt"), "utf8")).toBe("written\n");
  });
});
