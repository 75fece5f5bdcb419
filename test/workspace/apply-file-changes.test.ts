import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findLeftovers, snapshotFileTree } from "../support/file-tree.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyFileChanges, FileChangeError, type FileChange } from "../../src/workspace/apply-file-changes.js";

let root = "";

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "apply-file-changes-"));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Creates files (content strings) and directories (null) under the root. */
function arrangeTree(entries: Readonly<Record<string, string | null>>): void {
  for (const [relativePath, content] of Object.entries(entries)) {
    const fullPath = path.join(root, relativePath);
    if (content === null) {
      fs.mkdirSync(fullPath, { recursive: true });
    } else {
      fs.mkdirSync(path.dirname(fullPath), { recursive: true });
      fs.writeFileSync(fullPath, content);
    }
  }
}

const inRoot = (relativePath: string): string => path.join(root, relativePath);

interface SuccessCase {
  readonly name: string;
  readonly tree: Readonly<Record<string, string | null>>;
  readonly changes: () => FileChange[];
  /** Every file of the tree afterwards, with its content. */
  readonly files: Readonly<Record<string, string>>;
}

const successCases: SuccessCase[] = [
  {
    name: "writes, deletes and moves together",
    tree: { "keep.txt": "untouched\n", "edit.txt": "old\n", "gone.txt": "bye\n", "src/old-name.ts": "export {};\n" },
    changes: () => [
      { kind: "write", path: inRoot("edit.txt"), content: "new\n" },
      { kind: "write", path: inRoot("fresh/dir/created.txt"), content: "created\n" },
      { kind: "delete", path: inRoot("gone.txt") },
      { kind: "move", from: inRoot("src/old-name.ts"), to: inRoot("lib/new-name.ts"), content: "export const moved = true;\n" },
    ],
    files: {
      "keep.txt": "untouched\n",
      "edit.txt": "new\n",
      "fresh/dir/created.txt": "created\n",
      "lib/new-name.ts": "export const moved = true;\n",
    },
  },
  {
    name: "treats a move onto its own path as a write",
    tree: { "a.txt": "old\n" },
    changes: () => [{ kind: "move", from: inRoot("a.txt"), to: inRoot("a.txt"), content: "new\n" }],
    files: { "a.txt": "new\n" },
  },
  {
    name: "accepts an empty list of changes",
    tree: { "a.txt": "same\n" },
    changes: () => [],
    files: { "a.txt": "same\n" },
  },
];

interface FailureCase {
  readonly name: string;
  readonly tree: Readonly<Record<string, string | null>>;
  readonly changes: () => FileChange[];
  /** The path the error must name, relative to the root. */
  readonly failingPath: string;
}

// Every list starts with changes that succeed, so a failure has something to undo.
const successfulChanges = (): FileChange[] => [
  { kind: "write", path: inRoot("edit.txt"), content: "changed\n" },
  { kind: "write", path: inRoot("brand/new/dir/file.txt"), content: "created\n" },
  { kind: "delete", path: inRoot("gone.txt") },
  { kind: "move", from: inRoot("moved.txt"), to: inRoot("elsewhere/moved.txt"), content: "moved\n" },
];
const startingTree = { "edit.txt": "original\n", "gone.txt": "to delete\n", "moved.txt": "to move\n" };

const failureCases: FailureCase[] = [
  {
    name: "the parent of a target is a regular file",
    tree: { ...startingTree, blocker: "a file, not a directory\n" },
    changes: () => [...successfulChanges(), { kind: "write", path: inRoot("blocker/child.txt"), content: "x\n" }],
    failingPath: "blocker/child.txt",
  },
  {
    name: "a directory sits at a write target",
    tree: { ...startingTree, "folder/inside.txt": "keep\n" },
    changes: () => [...successfulChanges(), { kind: "write", path: inRoot("folder"), content: "x\n" }],
    failingPath: "folder",
  },
  {
    name: "a directory sits at a move destination",
    tree: { ...startingTree, "other.txt": "other\n", "target-dir": null },
    changes: () => [...successfulChanges(), { kind: "move", from: inRoot("other.txt"), to: inRoot("target-dir"), content: "x\n" }],
    failingPath: "target-dir",
  },
  {
    name: "a file to delete does not exist",
    tree: startingTree,
    changes: () => [...successfulChanges(), { kind: "delete", path: inRoot("never-existed.txt") }],
    failingPath: "never-existed.txt",
  },
  {
    name: "a file to delete is a directory",
    tree: { ...startingTree, "folder/inside.txt": "keep\n" },
    changes: () => [...successfulChanges(), { kind: "delete", path: inRoot("folder") }],
    failingPath: "folder",
  },
  {
    name: "the same file appears twice",
    tree: startingTree,
    changes: () => [...successfulChanges(), { kind: "write", path: inRoot("./edit.txt"), content: "again\n" }],
    failingPath: "edit.txt",
  },
];

describe("applyFileChanges", () => {
  it.each(successCases)("$name", async ({ tree, changes, files }) => {
    arrangeTree(tree);
    await applyFileChanges(changes());
    const snapshot = snapshotFileTree(root);
    const actualFiles = Object.fromEntries(
      Object.entries(snapshot)
        .filter(([, entry]) => entry.startsWith("file "))
        .map(([relativePath]) => [relativePath, fs.readFileSync(inRoot(relativePath), "utf8")]),
    );
    expect(actualFiles).toEqual(files);
    expect(findLeftovers(root)).toEqual([]);
  });

  it.each(failureCases)("leaves every file as it was when $name", async ({ tree, changes, failingPath }) => {
    arrangeTree(tree);
    const before = snapshotFileTree(root);
    const error: unknown = await applyFileChanges(changes()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileChangeError);
    expect((error as FileChangeError).message).toContain(inRoot(failingPath));
    expect((error as FileChangeError).message).toContain("no file was changed");
    expect(path.resolve((error as FileChangeError).path)).toBe(inRoot(failingPath));
    expect(snapshotFileTree(root)).toEqual(before);
  });

  it("keeps the permission mode of a moved file", async () => {
    arrangeTree({ "tool.sh": "#!/bin/sh\n" });
    fs.chmodSync(inRoot("tool.sh"), 0o751);
    await applyFileChanges([{ kind: "move", from: inRoot("tool.sh"), to: inRoot("bin/tool.sh"), content: "#!/bin/sh\necho hi\n" }]);
    expect(fs.statSync(inRoot("bin/tool.sh")).mode & 0o777).toBe(0o751);
  });

  it("writes through a symbolic link and keeps the link", async () => {
    arrangeTree({ "real.txt": "old\n" });
    fs.symlinkSync("real.txt", inRoot("link.txt"));
    await applyFileChanges([{ kind: "write", path: inRoot("link.txt"), content: "new\n" }]);
    expect(fs.lstatSync(inRoot("link.txt")).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(inRoot("real.txt"), "utf8")).toBe("new\n");
  });

  it("refuses a relative path before touching anything", async () => {
    arrangeTree({ "a.txt": "a\n" });
    const before = snapshotFileTree(root);
    await expect(applyFileChanges([{ kind: "delete", path: inRoot("a.txt") }, { kind: "write", path: "relative.txt", content: "x" }])).rejects.toThrow(
      "relative.txt is not an absolute path",
    );
    expect(snapshotFileTree(root)).toEqual(before);
  });
});
