import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { WorkspacePaths } from "../../src/workspace/WorkspacePaths.js";

// Layout, rebuilt for every test under a fresh temp dir (real path taken, since macOS hides tmp behind a symlink):
//   workspace/.clineignore            the rules below
//   workspace/extra-rules.txt         included: generated/
//   workspace/README.md, src/index.ts, .env, secrets/api-key.txt, secrets/keep.txt, logs/app.log, logs/keep.log,
//   workspace/generated/out.js, sub/notes.md
//   workspace/link-to-secret -> secrets/api-key.txt      workspace/chain -> link-to-secret
//   workspace/secrets-link -> secrets                    workspace/dangling-secret -> secrets/not-yet.txt
//   workspace/private-link -> README.md (ignored link)   workspace/public-link -> README.md
//   workspace/private-out -> ../outside/notes.txt (ignored link)   workspace/link-out -> ../outside/notes.txt
//   workspace/sub/hidden -> ../README.md (ignored link)  workspace/sub-link -> sub
//   outside/notes.txt, outside/way-in -> ../workspace/secrets/api-key.txt, outside/dir-way-in -> ../workspace/secrets
//   workspace-alias -> workspace
const typicalRules = [
  "# local secrets never reach the model",
  ".env",
  "secrets/",
  "*.log",
  "!keep.log",
  "private-link",
  "private-out",
  "sub/hidden",
  "!include extra-rules.txt",
].join("\n");

let base: string;
let workspace: string;
let outside: string;
let alias: string;
let stampSeconds = 1_600_000_000;

function write(relativeToBase: string, content: string): string {
  const filePath = path.join(base, relativeToBase);
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  fs.writeFileSync(filePath, content);
  // Every write gets its own mtime, so a reload never depends on the clock ticking between two writes.
  stampSeconds += 100;
  fs.utimesSync(filePath, stampSeconds, stampSeconds);
  return filePath;
}

function writeRules(content: string): void {
  write("workspace/.clineignore", content);
}

function link(target: string, relativeToBase: string): void {
  fs.symlinkSync(target, path.join(base, relativeToBase));
}

beforeEach(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "toolspec-clineignore-")));
  workspace = path.join(base, "workspace");
  outside = path.join(base, "outside");
  alias = path.join(base, "workspace-alias");
  writeRules(typicalRules);
  write("workspace/extra-rules.txt", "generated/\n");
  for (const file of ["README.md", "src/index.ts", ".env", "secrets/api-key.txt", "secrets/keep.txt", "logs/app.log", "logs/keep.log", "generated/out.js", "sub/notes.md"]) {
    write(path.join("workspace", file), `${file}\n`);
  }
  write("outside/notes.txt", "notes\n");
  link("secrets/api-key.txt", "workspace/link-to-secret");
  link("link-to-secret", "workspace/chain");
  link("secrets", "workspace/secrets-link");
  link("secrets/not-yet.txt", "workspace/dangling-secret");
  link("README.md", "workspace/private-link");
  link("README.md", "workspace/public-link");
  link("../outside/notes.txt", "workspace/private-out");
  link("../outside/notes.txt", "workspace/link-out");
  link("../README.md", "workspace/sub/hidden");
  link("sub", "workspace/sub-link");
  link("../workspace/secrets/api-key.txt", "outside/way-in");
  link("../workspace/secrets", "outside/dir-way-in");
  link("workspace", "workspace-alias");
});

afterEach(() => {
  fs.rmSync(base, { recursive: true, force: true });
});

interface DecisionCase {
  name: string;
  input: () => string;
  allowed: boolean;
  reason?: string;
  insideWorkspace?: boolean;
}

describe("ClineIgnoreController.check with typical rules", () => {
  const cases: DecisionCase[] = [
    { name: "an ordinary file is allowed", input: () => "README.md", allowed: true },
    { name: "a nested ordinary file is allowed", input: () => "src/index.ts", allowed: true },
    { name: "the workspace root is allowed", input: () => "", allowed: true },
    { name: "a plain pattern blocks its file", input: () => ".env", allowed: false, reason: "matches pattern '.env' in .clineignore" },
    { name: "a directory pattern blocks the directory", input: () => "secrets", allowed: false, reason: "matches pattern 'secrets/'" },
    { name: "a directory pattern blocks the directory with a slash", input: () => "secrets/", allowed: false },
    { name: "a directory pattern blocks a file inside", input: () => "secrets/api-key.txt", allowed: false },
    { name: "a directory pattern blocks a new file inside", input: () => "secrets/not-yet.txt", allowed: false },
    { name: "a directory pattern blocks a new nested path inside", input: () => "secrets/new/dir/file.txt", allowed: false },
    { name: "a glob pattern blocks a match", input: () => "logs/app.log", allowed: false, reason: "matches pattern '*.log'" },
    { name: "a negation re-allows a match", input: () => "logs/keep.log", allowed: true },
    { name: "an included pattern blocks", input: () => "generated/out.js", allowed: false, reason: "in extra-rules.txt (included by .clineignore)" },
    { name: "matching ignores letter case", input: () => "SECRETS/api-key.txt", allowed: false },
    { name: "a '..' inside the workspace", input: () => "src/../secrets/api-key.txt", allowed: false },
    { name: "a '..' leaving and re-entering by name", input: () => "../workspace/.env", allowed: false },
    { name: "an absolute path into the workspace", input: () => path.join(workspace, ".env"), allowed: false },
    { name: "an absolute path through the aliased root", input: () => path.join(alias, "secrets", "api-key.txt"), allowed: false },
    { name: "a symlinked file into an ignored directory", input: () => "link-to-secret", allowed: false, reason: "resolves to 'secrets/api-key.txt', which matches pattern 'secrets/'" },
    { name: "a chain of symlinks into an ignored directory", input: () => "chain", allowed: false },
    { name: "a dangling symlink into an ignored directory", input: () => "dangling-secret", allowed: false },
    { name: "a symlinked ignored directory", input: () => "secrets-link", allowed: false },
    { name: "a file under a symlinked ignored directory", input: () => "secrets-link/api-key.txt", allowed: false },
    { name: "a new file under a symlinked ignored directory", input: () => "secrets-link/brand-new.txt", allowed: false },
    { name: "an ignored symlink to an allowed file", input: () => "private-link", allowed: false, reason: "matches pattern 'private-link'" },
    { name: "the allowed target of an ignored symlink", input: () => "README.md", allowed: true },
    { name: "an allowed symlink to an allowed file", input: () => "public-link", allowed: true },
    { name: "an ignored symlink reached through a symlinked directory", input: () => "sub-link/hidden", allowed: false, reason: "goes through the symlink 'sub/hidden'" },
    { name: "an allowed file next to it", input: () => "sub-link/notes.md", allowed: true },
    { name: "an ignored symlink pointing outside", input: () => "private-out", allowed: false, insideWorkspace: false },
    { name: "an allowed symlink pointing outside", input: () => "link-out", allowed: true, insideWorkspace: false },
    { name: "a symlink outside pointing at an ignored file", input: () => path.join(outside, "way-in"), allowed: false, insideWorkspace: true },
    { name: "a path under an outside symlink to an ignored directory", input: () => "../outside/dir-way-in/api-key.txt", allowed: false },
    { name: "an absolute path outside the workspace", input: () => path.join(outside, "notes.txt"), allowed: true, insideWorkspace: false },
    { name: "a relative path outside the workspace", input: () => "../outside/notes.txt", allowed: true, insideWorkspace: false },
    { name: "the rules file itself", input: () => ".clineignore", allowed: false, reason: "own access rules" },
    { name: "the rules file with a leading dot segment", input: () => "./.clineignore", allowed: false },
    { name: "the rules file by absolute path", input: () => path.join(workspace, ".clineignore"), allowed: false },
    { name: "an included rules file stays readable", input: () => "extra-rules.txt", allowed: true },
  ];

  it.each(cases)("$name", ({ input, allowed, reason, insideWorkspace }) => {
    const controller = new ClineIgnoreController(workspace);
    const decision = controller.check(input());
    expect(decision.allowed).toBe(allowed);
    expect(controller.validateAccess(input())).toBe(allowed);
    if (allowed) {
      expect(decision.reason).toBeUndefined();
    } else {
      expect(decision.reason).toContain(reason ?? "");
    }
    if (insideWorkspace !== undefined) {
      expect(decision.resolved.insideWorkspace).toBe(insideWorkspace);
    }
  });
});

describe("negation", () => {
  const cases = [
    { name: "re-allows a file when only the contents are ignored", rules: "secrets/*\n!secrets/keep.txt", input: "secrets/keep.txt", allowed: true },
    { name: "leaves the rest of the contents ignored", rules: "secrets/*\n!secrets/keep.txt", input: "secrets/api-key.txt", allowed: false },
    { name: "cannot re-allow a file inside an ignored directory", rules: "secrets/\n!secrets/keep.txt", input: "secrets/keep.txt", allowed: false },
    { name: "a later pattern wins over an earlier negation", rules: "!README.md\nREADME.md", input: "README.md", allowed: false },
    { name: "cannot re-allow the rules file", rules: "!.clineignore\n!/.clineignore", input: ".clineignore", allowed: false },
  ];

  it.each(cases)("$name", ({ rules, input, allowed }) => {
    writeRules(rules);
    expect(new ClineIgnoreController(workspace).validateAccess(input)).toBe(allowed);
  });
});

describe("!include", () => {
  const cases = [
    { name: "a present file adds its patterns", rules: "!include extra-rules.txt", input: "generated/out.js", allowed: false },
    { name: "a missing file is skipped", rules: "!include nowhere.txt\n.env", input: ".env", allowed: false },
    { name: "a missing file blocks nothing by itself", rules: "!include nowhere.txt", input: "README.md", allowed: true },
    { name: "an absolute path inside the workspace is read", rules: () => `!include ${path.join(workspace, "extra-rules.txt")}`, input: "generated/out.js", allowed: false },
    { name: "a relative path escaping the workspace is refused", rules: "!include ../outside/rules.txt", input: "README.md", allowed: true },
    { name: "an absolute path outside the workspace is refused", rules: () => `!include ${path.join(outside, "rules.txt")}`, input: "README.md", allowed: true },
    { name: "a symlink escaping the workspace is refused", rules: "!include rules-link.txt", input: "README.md", allowed: true },
    { name: "includes go only one level deep", rules: "!include nested.txt", input: "README.md", allowed: true },
    { name: "the included file's own patterns still apply", rules: "!include nested.txt", input: "src/index.ts", allowed: false },
    { name: "a nested !include line is not read as a negation", rules: "include more.txt\n!include nested.txt", input: "include more.txt", allowed: false },
  ];

  it.each(cases)("$name", ({ rules, input, allowed }) => {
    write("outside/rules.txt", "README.md\n");
    link("../outside/rules.txt", "workspace/rules-link.txt");
    write("workspace/nested.txt", "!include more.txt\nsrc/\n");
    write("workspace/more.txt", "README.md\n");
    writeRules(typeof rules === "function" ? rules() : rules);
    expect(new ClineIgnoreController(workspace).validateAccess(input)).toBe(allowed);
  });
});

describe("reloading", () => {
  it("notices a .clineignore created after the first check", () => {
    fs.rmSync(path.join(workspace, ".clineignore"));
    const controller = new ClineIgnoreController(workspace);
    expect(controller.hasRules).toBe(false);
    expect(controller.validateAccess(".env")).toBe(true);
    writeRules(".env\n");
    expect(controller.hasRules).toBe(true);
    expect(controller.validateAccess(".env")).toBe(false);
  });

  it("notices an edit that keeps the size", () => {
    writeRules("aaa.txt\n");
    const controller = new ClineIgnoreController(workspace);
    expect(controller.validateAccess("aaa.txt")).toBe(false);
    expect(controller.validateAccess("bbb.txt")).toBe(true);
    writeRules("bbb.txt\n");
    expect(controller.validateAccess("aaa.txt")).toBe(true);
    expect(controller.validateAccess("bbb.txt")).toBe(false);
  });

  it("notices a deleted .clineignore", () => {
    const controller = new ClineIgnoreController(workspace);
    expect(controller.validateAccess(".env")).toBe(false);
    fs.rmSync(path.join(workspace, ".clineignore"));
    expect(controller.hasRules).toBe(false);
    expect(controller.validateAccess(".env")).toBe(true);
    expect(controller.validateAccess(".clineignore")).toBe(true);
  });

  it("notices an edited included file", () => {
    const controller = new ClineIgnoreController(workspace);
    expect(controller.validateAccess("src/index.ts")).toBe(true);
    write("workspace/extra-rules.txt", "src/\n");
    expect(controller.validateAccess("src/index.ts")).toBe(false);
    expect(controller.validateAccess("generated/out.js")).toBe(true);
  });

  it("notices an edit of the file a symlinked .clineignore points to", () => {
    write("workspace/config/agent-rules", "aaa.txt\n");
    fs.rmSync(path.join(workspace, ".clineignore"));
    link("config/agent-rules", "workspace/.clineignore");
    const controller = new ClineIgnoreController(workspace);
    expect(controller.validateAccess("aaa.txt")).toBe(false);
    write("workspace/config/agent-rules", "bbb.txt\n");
    expect(controller.validateAccess("aaa.txt")).toBe(true);
    expect(controller.validateAccess("bbb.txt")).toBe(false);
  });

  it("notices a symlinked .clineignore pointed at another file", () => {
    write("workspace/config/first", "aaa.txt\n");
    write("workspace/config/second", "bbb.txt\n");
    fs.rmSync(path.join(workspace, ".clineignore"));
    link("config/first", "workspace/.clineignore");
    const controller = new ClineIgnoreController(workspace);
    expect(controller.validateAccess("aaa.txt")).toBe(false);
    fs.rmSync(path.join(workspace, ".clineignore"));
    link("config/second", "workspace/.clineignore");
    expect(controller.validateAccess("aaa.txt")).toBe(true);
    expect(controller.validateAccess("bbb.txt")).toBe(false);
  });

  it("looks at a plain .clineignore once per decision", () => {
    writeRules(".env\n");
    const controller = new ClineIgnoreController(workspace);
    controller.check("README.md");
    const rulesFile = path.join(workspace, ".clineignore");
    const lstat = vi.spyOn(fs, "lstatSync");
    const stat = vi.spyOn(fs, "statSync");
    try {
      expect(controller.check("README.md").allowed).toBe(true);
      const looks = [...lstat.mock.calls, ...stat.mock.calls].filter(([target]) => target === rulesFile);
      expect(looks).toHaveLength(1);
    } finally {
      lstat.mockRestore();
      stat.mockRestore();
    }
  });

  it("notices an included file that appears later", () => {
    writeRules("!include later.txt\n");
    const controller = new ClineIgnoreController(workspace);
    expect(controller.validateAccess("README.md")).toBe(true);
    write("workspace/later.txt", "README.md\n");
    expect(controller.validateAccess("README.md")).toBe(false);
  });
});

describe("unusual rules files", () => {
  it("allows everything but the rules file when .clineignore is empty", () => {
    writeRules("");
    const controller = new ClineIgnoreController(workspace);
    expect(controller.hasRules).toBe(true);
    expect(controller.validateAccess(".env")).toBe(true);
    expect(controller.validateAccess("secrets/api-key.txt")).toBe(true);
    expect(controller.validateAccess(".clineignore")).toBe(false);
  });

  it("allows everything when there is no .clineignore", () => {
    fs.rmSync(path.join(workspace, ".clineignore"));
    const controller = new ClineIgnoreController(workspace);
    expect(controller.hasRules).toBe(false);
    expect(controller.filterPaths([".env", "secrets/api-key.txt", ".clineignore"])).toEqual([".env", "secrets/api-key.txt", ".clineignore"]);
  });

  it("skips patterns it cannot use and keeps the others", () => {
    writeRules(["[z-a]", "\\", "a[", "[", "!", "/", "\t", ".env", "\\\\\\"].join("\r\n"));
    const controller = new ClineIgnoreController(workspace);
    expect(() => controller.check("README.md")).not.toThrow();
    expect(controller.validateAccess(".env")).toBe(false);
    expect(controller.validateAccess("README.md")).toBe(true);
  });

  it("blocks the workspace, with a reason, while .clineignore cannot be read", () => {
    fs.rmSync(path.join(workspace, ".clineignore"));
    fs.mkdirSync(path.join(workspace, ".clineignore"));
    const controller = new ClineIgnoreController(workspace);
    const decision = controller.check("README.md");
    expect(controller.hasRules).toBe(true);
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toContain(".clineignore could not be read");
    expect(controller.validateAccess(path.join(outside, "notes.txt"))).toBe(true);
  });

  it("protects the target of a symlinked .clineignore", () => {
    write("workspace/config/agent-rules", ".env\n");
    fs.rmSync(path.join(workspace, ".clineignore"));
    link("config/agent-rules", "workspace/.clineignore");
    const controller = new ClineIgnoreController(workspace);
    expect(controller.validateAccess(".env")).toBe(false);
    expect(controller.validateAccess("config/agent-rules")).toBe(false);
    expect(controller.validateAccess(".clineignore")).toBe(false);
  });
});

describe("workspaces with more than one root", () => {
  const cases = [
    { name: "a path in the primary root follows the rules", input: ".env", allowed: false, insideWorkspace: true },
    { name: "a path in another root is not governed", input: "../second/.env", allowed: true, insideWorkspace: true },
  ];

  it.each(cases)("$name", ({ input, allowed, insideWorkspace }) => {
    write("second/.env", "SECOND=1\n");
    const controller = new ClineIgnoreController(new WorkspacePaths([alias, path.join(base, "second")]));
    const decision = controller.check(input);
    expect(decision.allowed).toBe(allowed);
    expect(decision.resolved.insideWorkspace).toBe(insideWorkspace);
  });
});

describe("ClineIgnoreController.filterPaths", () => {
  it("keeps only the allowed paths, in order", () => {
    const controller = new ClineIgnoreController(workspace);
    const paths = ["README.md", ".env", "secrets/api-key.txt", "src/index.ts", "link-to-secret", "logs/keep.log", "logs/app.log"];
    expect(controller.filterPaths(paths)).toEqual(["README.md", "src/index.ts", "logs/keep.log"]);
  });
});

describe("ClineIgnoreController.findBlockedCommandArgument", () => {
  // Tables are built before the temp dirs exist, so they name them by placeholder.
  const placeDirectories = (text: string): string => text.replace("{workspace}", workspace).replace("{outside}", outside);
  const cases: ReadonlyArray<{ name: string; tokens: string[]; blocked: string | undefined }> = [
    { name: "cat of an ignored file", tokens: ["cat", ".env"], blocked: ".env" },
    { name: "cat of an allowed file", tokens: ["cat", "README.md"], blocked: undefined },
    { name: "the first blocked argument wins", tokens: ["cat", "README.md", "secrets/api-key.txt", ".env"], blocked: "secrets/api-key.txt" },
    { name: "options are skipped", tokens: ["head", "-n", "5", ".env"], blocked: ".env" },
    { name: "an option's attached value is checked", tokens: ["grep", "--file=.env", "README.md"], blocked: ".env" },
    { name: "a dash-led argument is taken for an option", tokens: ["cat", "-debug.log"], blocked: undefined },
    { name: "a dash-led argument after -- is checked", tokens: ["cat", "--", "-debug.log"], blocked: "-debug.log" },
    { name: "an ignored directory for a recursive search", tokens: ["grep", "-r", "token", "secrets/"], blocked: "secrets/" },
    { name: "an absolute path into the workspace", tokens: ["cat", "{workspace}/.env"], blocked: "{workspace}/.env" },
    { name: "an argument containing a colon", tokens: ["cat", "secrets/a:b.txt"], blocked: "secrets/a:b.txt" },
    { name: "double quotes are removed", tokens: ["cat", '".env"'], blocked: ".env" },
    { name: "single quotes are removed", tokens: ["tail", "-f", "'logs/app.log'"], blocked: "logs/app.log" },
    { name: "a symlink into an ignored directory", tokens: ["less", "link-to-secret"], blocked: "link-to-secret" },
    { name: "a '..' detour back into the workspace", tokens: ["sed", "-n", "1p", "../workspace/.env"], blocked: "../workspace/.env" },
    { name: "a reader named by its full path", tokens: ["/bin/cat", ".env"], blocked: ".env" },
    { name: "PowerShell Get-Content in any case", tokens: ["Get-Content", "-Path", ".env"], blocked: ".env" },
    { name: "the gc alias", tokens: ["gc", ".env"], blocked: ".env" },
    { name: "cmd type", tokens: ["type", ".env"], blocked: ".env" },
    { name: "Select-String", tokens: ["Select-String", "-Pattern", "key", ".env"], blocked: ".env" },
    { name: "ripgrep", tokens: ["rg", "key", "secrets"], blocked: "secrets" },
    { name: "a reader behind an environment assignment", tokens: ["LC_ALL=C", "cat", ".env"], blocked: ".env" },
    { name: "a reader behind sudo", tokens: ["sudo", "cat", ".env"], blocked: ".env" },
    { name: "a command that does not read files", tokens: ["echo", ".env"], blocked: undefined },
    { name: "a reader with no arguments", tokens: ["cat"], blocked: undefined },
    { name: "no tokens at all", tokens: [], blocked: undefined },
    { name: "a path outside the workspace", tokens: ["cat", "{outside}/notes.txt"], blocked: undefined },
  ];

  it.each(cases)("$name", ({ tokens, blocked }) => {
    const controller = new ClineIgnoreController(workspace);
    expect(controller.findBlockedCommandArgument(tokens.map(placeDirectories))).toBe(blocked && placeDirectories(blocked));
  });

  it("blocks nothing when there is no .clineignore", () => {
    fs.rmSync(path.join(workspace, ".clineignore"));
    expect(new ClineIgnoreController(workspace).findBlockedCommandArgument(["cat", ".env"])).toBeUndefined();
  });
});
