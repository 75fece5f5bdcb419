import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findLeftovers, snapshotFileTree } from "../support/file-tree.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveWriteTarget, writeFileAtomically } from "../../src/workspace/write-file-atomically.js";
import { traceRealPath } from "../../src/workspace/trace-real-path.js";

let root = "";

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "write-file-atomically-"));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

interface SuccessCase {
  readonly name: string;
  /** Prepares the tree and returns the path to write, relative to the root. */
  readonly arrange: () => string;
  readonly check: () => void;
}

const successCases: SuccessCase[] = [
  {
    name: "creates a new file and its missing parent directories",
    arrange: () => "a/b/c/new.txt",
    check: () => expect(fs.readFileSync(path.join(root, "a/b/c/new.txt"), "utf8")).toBe("new content\n"),
  },
  {
    name: "replaces the content of an existing file",
    arrange: () => {
      fs.writeFileSync(path.join(root, "old.txt"), "a much longer old content that must disappear entirely\n");
      return "old.txt";
    },
    check: () => expect(fs.readFileSync(path.join(root, "old.txt"), "utf8")).toBe("new content\n"),
  },
  {
    name: "keeps the permission mode of an executable script",
    arrange: () => {
      fs.writeFileSync(path.join(root, "run.sh"), "#!/bin/sh\n");
      fs.chmodSync(path.join(root, "run.sh"), 0o750);
      return "run.sh";
    },
    check: () => expect(fs.statSync(path.join(root, "run.sh")).mode & 0o777).toBe(0o750),
  },
  {
    name: "keeps the permission mode of a private file",
    arrange: () => {
      fs.writeFileSync(path.join(root, "secret.env"), "A=1\n");
      fs.chmodSync(path.join(root, "secret.env"), 0o600);
      return "secret.env";
    },
    check: () => expect(fs.statSync(path.join(root, "secret.env")).mode & 0o777).toBe(0o600),
  },
  {
    name: "writes through a symbolic link and keeps the link",
    arrange: () => {
      fs.writeFileSync(path.join(root, "real.txt"), "old\n");
      fs.symlinkSync("real.txt", path.join(root, "link.txt"));
      return "link.txt";
    },
    check: () => {
      expect(fs.lstatSync(path.join(root, "link.txt")).isSymbolicLink()).toBe(true);
      expect(fs.readFileSync(path.join(root, "real.txt"), "utf8")).toBe("new content\n");
    },
  },
  {
    name: "creates the target of a dangling symbolic link",
    arrange: () => {
      fs.symlinkSync("targets/missing.txt", path.join(root, "link.txt"));
      return "link.txt";
    },
    check: () => {
      expect(fs.lstatSync(path.join(root, "link.txt")).isSymbolicLink()).toBe(true);
      expect(fs.readFileSync(path.join(root, "targets/missing.txt"), "utf8")).toBe("new content\n");
    },
  },
  {
    // The kernel resolves a relative link target from the directory the link really sits in, not from the symlinked path.
    name: "creates a dangling link's relative target from the link's real directory, through a symlinked directory",
    arrange: () => {
      fs.mkdirSync(path.join(root, "real/sub"), { recursive: true });
      fs.symlinkSync("real/sub", path.join(root, "linkdir"));
      fs.symlinkSync("../other/file.txt", path.join(root, "real/sub/file.txt"));
      return "linkdir/file.txt";
    },
    check: () => {
      expect(fs.readFileSync(path.join(root, "real/other/file.txt"), "utf8")).toBe("new content\n");
      expect(fs.existsSync(path.join(root, "other"))).toBe(false);
    },
  },
];

interface FailureCase {
  readonly name: string;
  readonly arrange: () => string;
}

const failureCases: FailureCase[] = [
  {
    name: "a directory sits at the target",
    arrange: () => {
      fs.mkdirSync(path.join(root, "folder"));
      fs.writeFileSync(path.join(root, "folder/inside.txt"), "keep\n");
      return "folder";
    },
  },
  {
    name: "a parent of the target is a regular file",
    arrange: () => {
      fs.writeFileSync(path.join(root, "blocker"), "not a directory\n");
      return "blocker/child.txt";
    },
  },
];

describe("writeFileAtomically", () => {
  it.each(successCases)("$name", async ({ arrange, check }) => {
    const relativePath = arrange();
    await writeFileAtomically(path.join(root, relativePath), "new content\n");
    check();
    expect(findLeftovers(root)).toEqual([]);
  });

  it.each(failureCases)("fails without changing anything when $name", async ({ arrange }) => {
    const relativePath = arrange();
    const before = snapshotFileTree(root);
    await expect(writeFileAtomically(path.join(root, relativePath), "new content\n")).rejects.toThrow();
    expect(snapshotFileTree(root)).toEqual(before);
  });
});

describe("resolveWriteTarget", () => {
  it("resolves a new file in a symlinked directory to the directory's real path, as the workspace checks do", () => {
    fs.mkdirSync(path.join(root, "real/sub"), { recursive: true });
    fs.symlinkSync(path.join(root, "real/sub"), path.join(root, "linkdir"));
    const filePath = path.join(root, "linkdir/new.txt");
    expect(resolveWriteTarget(filePath)).toBe(path.join(fs.realpathSync(root), "real/sub/new.txt"));
    expect(resolveWriteTarget(filePath)).toBe(traceRealPath(filePath).realPath);
  });
});
