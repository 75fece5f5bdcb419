import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toPosixPath } from "../../src/workspace/to-posix-path.js";
import { WorkspacePaths } from "../../src/workspace/WorkspacePaths.js";

// Layout, under a fresh temp dir whose own real path is taken first (macOS puts tmp behind a symlink):
//   workspace/src/app.ts, workspace/docs/
//   workspace/link-to-app -> src/app.ts        workspace/link-to-src -> src
//   workspace/chain-a -> chain-b -> src/app.ts  workspace/dangling -> missing/target.txt
//   workspace/loop-a <-> workspace/loop-b       workspace/escape -> ../outside/notes.txt
//   outside/notes.txt, outside/into-workspace -> ../workspace/src
//   workspace-alias -> workspace                workspace-other/file.txt (shares the name prefix)
//   second/readme.md                            (a second root)
let base: string;
let workspace: string;
let outside: string;
let alias: string;
let second: string;

beforeAll(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "toolspec-workspace-paths-")));
  workspace = path.join(base, "workspace");
  outside = path.join(base, "outside");
  alias = path.join(base, "workspace-alias");
  second = path.join(base, "second");
  fs.mkdirSync(path.join(workspace, "src"), { recursive: true });
  fs.mkdirSync(path.join(workspace, "docs"));
  fs.mkdirSync(outside);
  fs.mkdirSync(second);
  fs.mkdirSync(path.join(base, "workspace-other"));
  fs.writeFileSync(path.join(workspace, "src", "app.ts"), "export {};\n");
  fs.writeFileSync(path.join(outside, "notes.txt"), "notes\n");
  fs.writeFileSync(path.join(second, "readme.md"), "# second\n");
  fs.writeFileSync(path.join(base, "workspace-other", "file.txt"), "other\n");
  fs.symlinkSync("src/app.ts", path.join(workspace, "link-to-app"));
  fs.symlinkSync("src", path.join(workspace, "link-to-src"));
  fs.symlinkSync("chain-b", path.join(workspace, "chain-a"));
  fs.symlinkSync("src/app.ts", path.join(workspace, "chain-b"));
  fs.symlinkSync("missing/target.txt", path.join(workspace, "dangling"));
  fs.symlinkSync("loop-b", path.join(workspace, "loop-a"));
  fs.symlinkSync("loop-a", path.join(workspace, "loop-b"));
  fs.symlinkSync("../outside/notes.txt", path.join(workspace, "escape"));
  fs.symlinkSync("../workspace/src", path.join(outside, "into-workspace"));
  fs.symlinkSync("workspace", alias);
});

afterAll(() => {
  fs.rmSync(base, { recursive: true, force: true });
});

describe("WorkspacePaths.resolve with a single root", () => {
  const cases: ReadonlyArray<{ name: string; input: () => string; real: string; inside: boolean; relative?: string }> = [
    { name: "the empty string is the root", input: () => "", real: "workspace", inside: true, relative: "" },
    { name: "a dot is the root", input: () => ".", real: "workspace", inside: true, relative: "" },
    { name: "a plain file", input: () => "src/app.ts", real: "workspace/src/app.ts", inside: true, relative: "src/app.ts" },
    { name: "a trailing slash is dropped", input: () => "src/", real: "workspace/src", inside: true, relative: "src" },
    { name: "dot and doubled slashes", input: () => "./src//app.ts", real: "workspace/src/app.ts", inside: true },
    { name: "a '..' that stays inside", input: () => "docs/../src/app.ts", real: "workspace/src/app.ts", inside: true },
    { name: "a '..' that leaves and comes back", input: () => "../workspace/src/app.ts", real: "workspace/src/app.ts", inside: true },
    { name: "a '..' that leaves", input: () => "../outside/notes.txt", real: "outside/notes.txt", inside: false },
    { name: "a sibling sharing the name prefix is outside", input: () => "../workspace-other/file.txt", real: "workspace-other/file.txt", inside: false },
    { name: "an absolute path inside", input: () => path.join(workspace, "src", "app.ts"), real: "workspace/src/app.ts", inside: true },
    { name: "an absolute path outside", input: () => path.join(outside, "notes.txt"), real: "outside/notes.txt", inside: false },
    { name: "a symlinked file", input: () => "link-to-app", real: "workspace/src/app.ts", inside: true, relative: "src/app.ts" },
    { name: "a file under a symlinked directory", input: () => "link-to-src/app.ts", real: "workspace/src/app.ts", inside: true },
    { name: "a new file under a symlinked directory", input: () => "link-to-src/new/file.ts", real: "workspace/src/new/file.ts", inside: true },
    { name: "a chain of symlinks", input: () => "chain-a", real: "workspace/src/app.ts", inside: true },
    { name: "a dangling symlink leads to its target", input: () => "dangling", real: "workspace/missing/target.txt", inside: true },
    { name: "a symlink inside pointing outside", input: () => "escape", real: "outside/notes.txt", inside: false },
    { name: "a symlink outside pointing inside", input: () => "../outside/into-workspace/app.ts", real: "workspace/src/app.ts", inside: true },
    { name: "a tilde is taken literally", input: () => "~/notes.txt", real: "workspace/~/notes.txt", inside: true, relative: "~/notes.txt" },
    { name: "a path that does not exist yet", input: () => "not/yet/there.txt", real: "workspace/not/yet/there.txt", inside: true },
    { name: "a path below a regular file", input: () => "src/app.ts/child", real: "workspace/src/app.ts/child", inside: true },
  ];

  it.each(cases)("$name", ({ input, real, inside, relative }) => {
    const paths = new WorkspacePaths([workspace]);
    const text = input();
    const resolved = paths.resolve(text);
    const expectedReal = path.join(base, real);
    expect(resolved.input).toBe(text);
    expect(resolved.absolutePath).toBe(path.resolve(workspace, text));
    expect(resolved.realPath).toBe(expectedReal);
    expect(resolved.insideWorkspace).toBe(inside);
    expect(resolved.root).toBe(inside ? workspace : undefined);
    const expectedRelative = inside ? toPosixPath(path.relative(workspace, expectedReal)) : toPosixPath(expectedReal);
    expect(resolved.relativePath).toBe(relative ?? expectedRelative);
  });
});

describe("WorkspacePaths.resolve never throws", () => {
  const cases = [
    { name: "a symlink cycle", input: "loop-a" },
    { name: "a NUL byte", input: "bad\0name.txt" },
    { name: "only slashes", input: "///" },
    { name: "a very long path", input: "a/".repeat(2000) },
    { name: "a non-string from loosely typed JSON", input: 42 as unknown as string },
  ];

  it.each(cases)("$name", ({ input }) => {
    const paths = new WorkspacePaths([workspace]);
    expect(() => paths.resolve(input)).not.toThrow();
    expect(typeof paths.resolve(input).realPath).toBe("string");
  });
});

describe("WorkspacePaths with a root reached through a symlink", () => {
  const cases = [
    { name: "a relative path", input: () => "src/app.ts" },
    { name: "an absolute path through the alias", input: () => path.join(alias, "src", "app.ts") },
    { name: "an absolute path through the real root", input: () => path.join(workspace, "src", "app.ts") },
  ];

  it.each(cases)("$name", ({ input }) => {
    const paths = new WorkspacePaths([alias]);
    const resolved = paths.resolve(input());
    expect(paths.primaryRoot).toBe(alias);
    expect(resolved.realPath).toBe(path.join(workspace, "src", "app.ts"));
    expect(resolved.insideWorkspace).toBe(true);
    expect(resolved.root).toBe(workspace);
    expect(resolved.relativePath).toBe("src/app.ts");
  });
});

describe("WorkspacePaths with several roots", () => {
  const cases = [
    { name: "a path in the primary root", input: "src/app.ts", root: () => workspace, relative: "src/app.ts" },
    { name: "a path in the second root", input: "../second/readme.md", root: () => second, relative: "readme.md" },
    { name: "the second root itself", input: "../second", root: () => second, relative: "" },
  ];

  it.each(cases)("$name", ({ input, root, relative }) => {
    const paths = new WorkspacePaths([workspace, second]);
    const resolved = paths.resolve(input);
    expect(paths.primaryRoot).toBe(workspace);
    expect(resolved.insideWorkspace).toBe(true);
    expect(resolved.root).toBe(root());
    expect(resolved.relativePath).toBe(relative);
  });
});

describe("WorkspacePaths.isInside", () => {
  const cases = [
    { name: "the root itself", candidate: () => workspace, inside: true },
    { name: "a path below the root", candidate: () => path.join(workspace, "src", "app.ts"), inside: true },
    { name: "a path written through the alias root", candidate: () => path.join(alias, "docs"), inside: true },
    { name: "a path outside", candidate: () => path.join(outside, "notes.txt"), inside: false },
    { name: "a sibling sharing the name prefix", candidate: () => path.join(base, "workspace-other", "file.txt"), inside: false },
    { name: "the parent of the root", candidate: () => base, inside: false },
  ];

  it.each(cases)("$name", ({ candidate, inside }) => {
    const paths = new WorkspacePaths([alias]);
    expect(paths.isInside(candidate())).toBe(inside);
  });
});

describe("WorkspacePaths construction", () => {
  it("refuses an empty list of roots", () => {
    expect(() => new WorkspacePaths([])).toThrow(TypeError);
  });

  it("accepts a root that does not exist yet and resolves against it", () => {
    const missingRoot = path.join(base, "not-created");
    const resolved = new WorkspacePaths([missingRoot]).resolve("file.txt");
    expect(resolved.realPath).toBe(path.join(missingRoot, "file.txt"));
    expect(resolved.insideWorkspace).toBe(true);
    expect(resolved.relativePath).toBe("file.txt");
  });
});
