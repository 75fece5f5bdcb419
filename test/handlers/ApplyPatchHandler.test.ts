import { mkdirSync, readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { ApplyPatchHandler } from "../../src/handlers/ApplyPatchHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: ApplyPatchHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new ApplyPatchHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

function call(input: string) {
  return { type: "tool_use" as const, name: ClineDefaultTool.APPLY_PATCH, params: { input } };
}
function patch(...sections: string[]): string {
  return ["*** Begin Patch", ...sections, "*** End Patch"].join("\n");
}

/** Every file in the workspace with its bytes, to prove a failure changed nothing (not even left litter). */
function snapshot(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        files.set(`${path.relative(workspace.root, full)}/`, Buffer.alloc(0));
        walk(full);
      } else files.set(path.relative(workspace.root, full), readFileSync(full));
    }
  };
  walk(workspace.root);
  return files;
}
function read(relativePath: string): string {
  return readFileSync(path.join(workspace.root, relativePath), "utf8");
}

const app = "import x from 'x';\n\nfunction start() {\n  listen(3000);\n}\n\nfunction stop() {\n  close();\n}\n";

interface SuccessCase {
  name: string;
  files?: Record<string, string | Buffer>;
  input: string;
  expectedText: string;
  /** Expected content afterwards; null: the file must be gone. */
  after: Record<string, string | null>;
}

const successCases: SuccessCase[] = [
  {
    name: "adds a file with its missing directories",
    input: patch("*** Add File: docs/guide/intro.md", "+# Intro", "+", "+Welcome."),
    expectedText: "apply_patch applied the patch to 1 file:\n- added docs/guide/intro.md (3 lines)",
    after: { "docs/guide/intro.md": "# Intro\n\nWelcome.\n" },
  },
  {
    name: "updates a file with a hunk",
    files: { "src/app.ts": app },
    input: patch("*** Update File: src/app.ts", "@@ function start() {", "-  listen(3000);", "+  listen(port);", "+  log('started');"),
    expectedText: "apply_patch applied the patch to 1 file:\n- updated src/app.ts (+2 -1 lines, now 10 lines)",
    after: { "src/app.ts": app.replace("  listen(3000);\n", "  listen(port);\n  log('started');\n") },
  },
  {
    name: "deletes a file",
    files: { "old.txt": "a\nb\n" },
    input: patch("*** Delete File: old.txt"),
    expectedText: "apply_patch applied the patch to 1 file:\n- deleted old.txt (was 2 lines)",
    after: { "old.txt": null },
  },
  {
    name: "deletes a binary file",
    files: { "logo.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) },
    input: patch("*** Delete File: logo.png"),
    expectedText: "apply_patch applied the patch to 1 file:\n- deleted logo.png (was binary, 10 bytes)",
    after: { "logo.png": null },
  },
  {
    name: "moves a file and edits it on the way",
    files: { "src/app.ts": app },
    input: patch("*** Update File: src/app.ts", "*** Move to: src/server/app.ts", "@@", "-  close();", "+  close(0);"),
    expectedText: "apply_patch applied the patch to 1 file:\n- moved src/app.ts to src/server/app.ts (+1 -1 lines, now 9 lines)",
    after: { "src/app.ts": null, "src/server/app.ts": app.replace("close();", "close(0);") },
  },
  {
    name: "moves a file without changing it",
    files: { "a.txt": "keep\n" },
    input: patch("*** Update File: a.txt", "*** Move to: b.txt"),
    expectedText: "apply_patch applied the patch to 1 file:\n- moved a.txt to b.txt (content unchanged, now 1 line)",
    after: { "a.txt": null, "b.txt": "keep\n" },
  },
  {
    name: "applies several sections in one go",
    files: { "src/app.ts": app, "gone.txt": "bye\n" },
    input: patch(
      "*** Add File: src/port.ts",
      "+export const port = 3000;",
      "*** Update File: src/app.ts",
      "@@ function start() {",
      "-  listen(3000);",
      "+  listen(port);",
      "*** Delete File: gone.txt",
    ),
    expectedText:
      "apply_patch applied the patch to 3 files:\n- added src/port.ts (1 line)\n- updated src/app.ts (+1 -1 lines, now 9 lines)\n- deleted gone.txt (was 1 line)",
    after: { "src/port.ts": "export const port = 3000;\n", "src/app.ts": app.replace("listen(3000)", "listen(port)"), "gone.txt": null },
  },
  {
    name: "keeps the CRLF line endings of an updated file",
    files: { "win.txt": "one\r\ntwo\r\nthree\r\n" },
    input: patch("*** Update File: win.txt", "@@", " one", "-two", "+TWO", " three"),
    expectedText: "apply_patch applied the patch to 1 file:\n- updated win.txt (+1 -1 lines, now 3 lines)",
    after: { "win.txt": "one\r\nTWO\r\nthree\r\n" },
  },
  {
    name: "accepts a patch wrapped in a markdown fence",
    input: ["```diff", patch("*** Add File: a.txt", "+a"), "```"].join("\n"),
    expectedText: "apply_patch applied the patch to 1 file:\n- added a.txt (1 line)",
    after: { "a.txt": "a\n" },
  },
];

interface FailureCase {
  name: string;
  files?: Record<string, string | Buffer>;
  directories?: string[];
  input: string;
  expectedText: string;
}

const fix = "Fix every problem listed (re-read the files with read_file if the context lines do not match) and send the whole patch again.";

const failureCases: FailureCase[] = [
  {
    name: "one bad hunk among good sections changes nothing",
    files: { "src/app.ts": app, "gone.txt": "bye\n" },
    input: patch(
      "*** Add File: src/port.ts",
      "+export const port = 3000;",
      "*** Update File: src/app.ts",
      "@@ function start() {",
      "-  listen(3000);",
      "+  listen(port);",
      "@@ function stop() {",
      "-  shutdown();",
      "+  shutdown(0);",
      "*** Delete File: gone.txt",
    ),
    expectedText:
      "apply_patch did not change any file: the patch has 1 problem.\n" +
      `- src/app.ts: hunk 2 (patch line 8): could not find the lines to replace, starting with "  shutdown();" after line 7; re-read the file and copy the context and '-' lines exactly\n${fix}`,
  },
  {
    name: "adding a file that already exists changes nothing",
    files: { "a.txt": "existing\n" },
    input: patch("*** Add File: a.txt", "+replacement"),
    expectedText: `apply_patch did not change any file: the patch has 1 problem.\n- a.txt: cannot add this file because it already exists; use '*** Update File:' to change it\n${fix}`,
  },
  {
    name: "every planning problem is reported at once",
    files: { "a.txt": "existing\n", "b.txt": "b\n" },
    input: patch("*** Add File: a.txt", "+x", "*** Delete File: missing.txt", "*** Update File: b.txt", "*** Move to: a.txt"),
    expectedText:
      "apply_patch did not change any file: the patch has 3 problems.\n" +
      "- a.txt: cannot add this file because it already exists; use '*** Update File:' to change it\n" +
      "- missing.txt: cannot delete this file because it does not exist\n" +
      "- a.txt: the patch touches this file twice (Add File, then Move to); combine the changes into one section\n" +
      fix,
  },
  {
    name: "updating a directory is refused along with the other problems",
    files: { "b.txt": "b\n" },
    directories: ["src"],
    input: patch("*** Update File: src", "@@", "-x", "+y", "*** Update File: missing.ts", "@@", "-x", "+y"),
    expectedText:
      "apply_patch did not change any file: the patch has 2 problems.\n" +
      "- src: is a directory, not a file\n" +
      "- missing.ts: cannot update this file because it does not exist; use '*** Add File:' to create it\n" +
      fix,
  },
  {
    name: "deleting a directory is refused",
    directories: ["build"],
    input: patch("*** Delete File: build"),
    expectedText: `apply_patch did not change any file: the patch has 1 problem.\n- build: is a directory, not a file\n${fix}`,
  },
  {
    name: "adding a file onto a directory is refused",
    directories: ["out"],
    input: patch("*** Add File: out", "+x"),
    expectedText: `apply_patch did not change any file: the patch has 1 problem.\n- out: is a directory, not a file\n${fix}`,
  },
  {
    name: "updating a binary file is refused",
    files: { "logo.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x0a, 0x78]) },
    input: patch("*** Update File: logo.png", "*** Move to: img/logo.png"),
    expectedText:
      "apply_patch did not change any file: the patch has 1 problem.\n" +
      "- logo.png: cannot update this file because it is not a text file (PNG image); apply_patch only edits text files\n" +
      fix,
  },
  {
    name: "moving onto an existing file is refused",
    files: { "a.txt": "a\n", "b.txt": "b\n" },
    input: patch("*** Update File: a.txt", "*** Move to: b.txt"),
    expectedText: `apply_patch did not change any file: the patch has 1 problem.\n- a.txt: cannot move this file to b.txt because that file already exists\n${fix}`,
  },
  {
    name: "a write that fails while applying rolls every change back",
    files: { "src/app.ts": app, "blocker": "a file, not a directory\n" },
    input: patch("*** Update File: src/app.ts", "@@ function start() {", "-  listen(3000);", "+  listen(port);", "*** Add File: blocker/new.txt", "+x"),
    expectedText: "",
  },
  {
    name: "an unparseable patch changes nothing",
    files: { "a.txt": "a\n" },
    input: "*** Begin Patch\n*** Update File: a.txt\n@@\n-a\n+b\n",
    expectedText:
      "apply_patch could not parse the patch, so nothing was changed. Line 6: expected '*** End Patch' after the last file section, found the end of the patch\n" +
      "The patch must start with '*** Begin Patch', contain '*** Add File: <path>', '*** Update File: <path>' (optionally followed by '*** Move to: <path>') " +
      "or '*** Delete File: <path>' sections, and end with '*** End Patch'. Fix the patch and send it again.",
  },
];

describe("ApplyPatchHandler", () => {
  it.each(successCases)("$name", async ({ files, input, expectedText, after }) => {
    for (const [relativePath, content] of Object.entries(files ?? {})) workspace.write(relativePath, content);
    const { config } = createTestTaskConfig(workspace.root);
    expect(toToolResult(await handler.execute(config, call(input)))).toEqual({ text: expectedText, isError: false });
    for (const [relativePath, content] of Object.entries(after)) {
      if (content === null) expect(existsSync(path.join(workspace.root, relativePath))).toBe(false);
      else expect(read(relativePath)).toBe(content);
    }
  });

  describe("failures leave the workspace byte-identical", () => {
    it.each(failureCases)("$name", async ({ files, directories, input, expectedText }) => {
      for (const [relativePath, content] of Object.entries(files ?? {})) workspace.write(relativePath, content);
      for (const directory of directories ?? []) mkdirSync(path.join(workspace.root, directory), { recursive: true });
      const before = snapshot();
      const { config } = createTestTaskConfig(workspace.root);
      const result = toToolResult(await handler.execute(config, call(input)));
      expect(result.isError).toBe(true);
      if (expectedText === "") {
        expect(result.text).toMatch(/^apply_patch did not apply the patch: Could not apply file changes: .*blocker.*; no file was changed\. Check the paths named above, then send the patch again\.$/s);
      } else {
        expect(result.text).toBe(expectedText);
      }
      expect(snapshot()).toEqual(before);
    });
  });

  it("refuses two spellings of the same file", async () => {
    workspace.write("a.txt", "a\n");
    const before = snapshot();
    const { config } = createTestTaskConfig(workspace.root);
    const absolute = path.join(workspace.root, "a.txt");
    const result = toToolResult(await handler.execute(config, call(patch("*** Update File: a.txt", "@@", "-a", "+b", `*** Delete File: ${absolute}`))));
    expect(result).toEqual({
      text: `apply_patch did not change any file: the patch has 1 problem.\n- ${absolute}: names the same file as a.txt; combine the changes into one section\n${fix}`,
      isError: true,
    });
    expect(snapshot()).toEqual(before);
  });

  it("edits a file outside the workspace once the executor let the path through", async () => {
    const outside = createTemporaryWorkspace("toolspec-outside-");
    try {
      const target = outside.write("notes.txt", "draft\n");
      const { config } = createTestTaskConfig(workspace.root);
      const result = toToolResult(await handler.execute(config, call(patch(`*** Update File: ${target}`, "@@", "-draft", "+final"))));
      expect(result).toEqual({ text: `apply_patch applied the patch to 1 file:\n- updated ${target} (+1 -1 lines, now 1 line)`, isError: false });
      expect(readFileSync(target, "utf8")).toBe("final\n");
    } finally {
      outside.dispose();
    }
  });

  describe("declaredPaths", () => {
    it.each([
      {
        name: "lists Add, Update, Delete and Move paths, without repeats",
        input: patch("*** Add File: new/a.ts", "+a", "*** Update File: src/b.ts", "*** Move to: lib/b.ts", "@@", "-x", "+y", "*** Delete File: old/c.ts"),
        expected: ["new/a.ts", "src/b.ts", "lib/b.ts", "old/c.ts"],
      },
      { name: "lists an Add target that does not exist yet", input: patch("*** Add File: .env", "+SECRET=1"), expected: [".env"] },
      { name: "is empty for a patch that does not parse", input: "*** Add File: a.ts\n+a", expected: [] },
      { name: "is empty for garbage", input: "please change the port to 8080", expected: [] },
    ])("$name", ({ input, expected }) => {
      expect(handler.declaredPaths(call(input))).toEqual(expected);
    });
  });

  describe("preflight", () => {
    it.each([
      {
        name: "refuses garbage with the parser's located error",
        input: "please change the port to 8080",
        expected:
          "apply_patch could not parse the patch, so nothing was changed. Line 1: expected '*** Begin Patch' as the first line, found: \"please change the port to 8080\"\n" +
          "The patch must start with '*** Begin Patch', contain '*** Add File: <path>', '*** Update File: <path>' (optionally followed by '*** Move to: <path>') " +
          "or '*** Delete File: <path>' sections, and end with '*** End Patch'. Fix the patch and send it again.",
      },
      {
        name: "refuses a hunk line without a prefix",
        input: patch("*** Update File: a.ts", "@@", "-a", "b"),
        expected:
          "apply_patch could not parse the patch, so nothing was changed. Line 5: expected a line starting with ' ', '-' or '+' inside the hunk for a.ts, found: \"b\"\n" +
          "The patch must start with '*** Begin Patch', contain '*** Add File: <path>', '*** Update File: <path>' (optionally followed by '*** Move to: <path>') " +
          "or '*** Delete File: <path>' sections, and end with '*** End Patch'. Fix the patch and send it again.",
      },
    ])("$name", async ({ input, expected }) => {
      const { config } = createTestTaskConfig(workspace.root);
      expect(await handler.preflight(config, call(input))).toEqual({ text: expected, isError: true });
    });

    it("lets a well-formed patch through without reading any file", async () => {
      const { config } = createTestTaskConfig(workspace.root);
      // The file does not exist: whether the patch applies is execute's business, after approval.
      expect(await handler.preflight(config, call(patch("*** Update File: missing.ts", "@@", "-a", "+b")))).toBeUndefined();
    });
  });

  it.each([
    [patch("*** Add File: a.ts", "+a", "*** Delete File: b.ts"), "[apply_patch for 'a.ts, b.ts']"],
    ["*** Begin Patch\n*** Update File: src/x.ts\n@@\n-a", "[apply_patch for 'src/x.ts']"],
    ["", "[apply_patch]"],
  ])("describes %j by the paths it names", (input, description) => {
    expect(handler.getDescription(call(input))).toBe(description);
  });

  it("streams the paths named so far and the newest part of the patch", async () => {
    const says: [string, string, boolean][] = [];
    const input = "*** Begin Patch\n*** Add File: a.ts\n+con";
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.APPLY_PATCH, params: { input }, partial: true }, {
      say: async (type, text, partial) => {
        says.push([type, text, partial]);
      },
    });
    expect(says).toEqual([["tool", JSON.stringify({ tool: "apply_patch", paths: ["a.ts"], input }), true]]);
  });
});
