import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { traceRealPath, walkRealPath } from "../../src/workspace/trace-real-path.js";

// Layout under a fresh temp dir (its real path taken first, since macOS keeps tmp behind a symlink):
//   tree/src/app.ts, tree/docs/, tree/file.txt
//   tree/link-file -> src/app.ts   tree/link-dir -> src   tree/abs-link -> <tree>/docs
//   tree/chain -> link-dir         tree/dangling -> missing/x.txt
//   tree/loop-a <-> tree/loop-b    tree/up -> ..          tree/self -> .
let base: string;
let tree: string;

beforeAll(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "toolspec-trace-")));
  tree = path.join(base, "tree");
  fs.mkdirSync(path.join(tree, "src"), { recursive: true });
  fs.mkdirSync(path.join(tree, "docs"));
  fs.writeFileSync(path.join(tree, "src", "app.ts"), "export {};\n");
  fs.writeFileSync(path.join(tree, "file.txt"), "text\n");
  fs.symlinkSync("src/app.ts", path.join(tree, "link-file"));
  fs.symlinkSync("src", path.join(tree, "link-dir"));
  fs.symlinkSync(path.join(tree, "docs"), path.join(tree, "abs-link"));
  fs.symlinkSync("link-dir", path.join(tree, "chain"));
  fs.symlinkSync("missing/x.txt", path.join(tree, "dangling"));
  fs.symlinkSync("loop-b", path.join(tree, "loop-a"));
  fs.symlinkSync("loop-a", path.join(tree, "loop-b"));
  fs.symlinkSync("..", path.join(tree, "up"));
  fs.symlinkSync(".", path.join(tree, "self"));
});

afterAll(() => {
  fs.rmSync(base, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("traceRealPath agrees with the segment walk", () => {
  const inputs: readonly string[] = [
    "",
    "src",
    "src/app.ts",
    "docs",
    "file.txt",
    "link-file",
    "link-dir/app.ts",
    "link-dir/new/deeper.ts",
    "abs-link",
    "chain/app.ts",
    "dangling",
    "loop-a",
    "loop-b/inside",
    "up/tree/src/app.ts",
    "self/self/src",
    "not/there/yet.ts",
    "file.txt/below-a-file",
    "bad\0name",
  ];

  it.each(inputs)("'%s'", (relative) => {
    const absolutePath = path.resolve(tree, relative);
    expect(traceRealPath(absolutePath)).toEqual(walkRealPath(absolutePath));
  });

  it("agrees on the file system root", () => {
    const root = path.parse(tree).root;
    expect(traceRealPath(root)).toEqual(walkRealPath(root));
  });

  it("agrees on random paths built from the tree's names", () => {
    const names = ["src", "docs", "app.ts", "file.txt", "link-file", "link-dir", "abs-link", "chain", "dangling", "loop-a", "up", "self", "..", ".", "new"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...names), { minLength: 0, maxLength: 6 }), (segments) => {
        const absolutePath = path.resolve(tree, ...segments);
        expect(traceRealPath(absolutePath)).toEqual(walkRealPath(absolutePath));
      }),
      { numRuns: 300 },
    );
  });
});

describe("traceRealPath's shortcut", () => {
  it("answers a path without symlinks without walking it", () => {
    const readlink = vi.spyOn(fs, "readlinkSync");
    const absolutePath = path.join(tree, "src", "app.ts");
    expect(traceRealPath(absolutePath)).toEqual({ realPath: absolutePath, symlinkLocations: [] });
    expect(readlink).not.toHaveBeenCalled();
  });

  it.each([
    { name: "a symlinked directory on the way", relative: "link-dir/app.ts", locations: ["link-dir"] },
    { name: "a symlink at the end", relative: "link-file", locations: ["link-file"] },
    { name: "a chain of symlinks", relative: "chain/app.ts", locations: ["chain", "link-dir"] },
  ])("still records every symlink location for $name", ({ relative, locations }) => {
    const trace = traceRealPath(path.join(tree, relative));
    expect(trace.realPath).toBe(path.join(tree, "src", "app.ts"));
    expect(trace.symlinkLocations).toEqual(locations.map((location) => path.join(tree, location)));
  });

  it("keeps a dangling link's target and a missing path as written", () => {
    expect(traceRealPath(path.join(tree, "dangling"))).toEqual({ realPath: path.join(tree, "missing", "x.txt"), symlinkLocations: [path.join(tree, "dangling")] });
    expect(traceRealPath(path.join(tree, "not", "there.ts"))).toEqual({ realPath: path.join(tree, "not", "there.ts"), symlinkLocations: [] });
  });
});
