import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inspectFilePath, inspectFilePathNow } from "../../src/handler-support/file-path-status.js";
import { createTemporaryWorkspace, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let hasFifo = true;

beforeAll(() => {
  workspace = createTemporaryWorkspace();
  workspace.write("file.txt", "twelve bytes");
  workspace.write("empty.txt", "");
  mkdirSync(path.join(workspace.root, "dir"));
  symlinkSync("file.txt", path.join(workspace.root, "link"));
  symlinkSync("loop-b", path.join(workspace.root, "loop-a"));
  symlinkSync("loop-a", path.join(workspace.root, "loop-b"));
  try {
    execFileSync("mkfifo", [path.join(workspace.root, "pipe")]);
  } catch {
    hasFifo = false;
  }
});
afterAll(() => workspace.dispose());

describe("inspectFilePathNow", () => {
  it.each([
    { name: "a file", relative: "file.txt", expected: { kind: "file", size: 12 } },
    { name: "an empty file", relative: "empty.txt", expected: { kind: "file", size: 0 } },
    { name: "a symlink to a file", relative: "link", expected: { kind: "file", size: 12 } },
    { name: "a directory", relative: "dir", expected: { kind: "directory" } },
    { name: "a missing file", relative: "nothing.txt", expected: { kind: "missing" } },
    { name: "a path below a file", relative: "file.txt/child", expected: { kind: "missing" } },
    { name: "a symlink loop", relative: "loop-a", expected: { kind: "inaccessible", reason: "it is a symbolic link that loops back on itself" } },
  ])("sees $name as the asynchronous look does", async ({ relative, expected }) => {
    const absolutePath = path.join(workspace.root, relative);
    expect(inspectFilePathNow(absolutePath)).toEqual(expected);
    expect(await inspectFilePath(absolutePath)).toEqual(expected);
  });

  it("sees a named pipe as special without opening it", async () => {
    if (!hasFifo) return; // No mkfifo on this system: nothing to test.
    const absolutePath = path.join(workspace.root, "pipe");
    expect(inspectFilePathNow(absolutePath)).toEqual({ kind: "special", what: "a named pipe" });
    expect(await inspectFilePath(absolutePath)).toEqual({ kind: "special", what: "a named pipe" });
  });
});
