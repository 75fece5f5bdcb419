// The file tools end to end: real tool_use blocks through createToolRuntime (name resolution,
// validation, preflight, .clineignore, restrictTo, approval) into the real handlers and a real workspace.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ApprovalDecision, ApprovalRequest } from "../../src/contracts/task-config.js";
import type { RawToolUse } from "../../src/contracts/tool-use.js";
import { createToolRuntime } from "../../src/runtime/create-tool-runtime.js";
import { createTemporaryWorkspace, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let outside: TemporaryWorkspace;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  outside = createTemporaryWorkspace("toolspec-outside-");
  workspace.write(".clineignore", "secrets/\n*.env\n");
  workspace.write("secrets/key.txt", "hunter2\n");
  workspace.write("src/app.ts", "const port = 3000;\nlisten(port);\n");
  workspace.write("win.txt", "alpha\r\nbeta\r\n");
});
afterEach(() => {
  workspace.dispose();
  outside.dispose();
});

function use(name: string, params: Record<string, unknown>): RawToolUse {
  return { type: "tool_use", name, params };
}
function patch(...sections: string[]): string {
  return ["*** Begin Patch", ...sections, "*** End Patch"].join("\n");
}

/** Every file under a root with its bytes. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(root, full), readFileSync(full).toString("base64"));
    }
  };
  walk(root);
  return files;
}

/** Runs one call on a fresh runtime that records approval requests and answers them with `decision`. */
async function run(block: RawToolUse, decision: ApprovalDecision = { approved: true }) {
  const approvals: ApprovalRequest[] = [];
  const runtime = createToolRuntime({
    cwd: workspace.root,
    approve: (request) => {
      approvals.push(request);
      return decision;
    },
  });
  const result = await runtime.execute(block);
  return { result, approvals };
}

function fileIn(relativePath: string): string {
  return readFileSync(path.join(workspace.root, relativePath), "utf8");
}

describe("file tools through the runtime", () => {
  it("read_file inside the workspace runs without asking", async () => {
    const { result, approvals } = await run(use("read_file", { path: "src/app.ts", start_line: "2" }));
    expect(result).toMatchObject({ outcome: "success", isError: false, text: "2 | listen(port);\n\n[Showing lines 2-2 of 2 in 'src/app.ts'.]" });
    expect(approvals).toEqual([]);
  });

  it("read_file of a .clineignore'd file is blocked before the handler", async () => {
    const { result, approvals } = await run(use("read_file", { path: "secrets/key.txt" }));
    expect(result.outcome).toBe("error");
    expect(result.text).toMatch(/^Access to 'secrets\/key\.txt' is blocked by the \.clineignore file.*so read_file was not run\./);
    expect(result.text).not.toContain("hunter2");
    expect(approvals).toEqual([]);
  });

  it("read_file outside the workspace asks, and a denial reads nothing", async () => {
    const target = outside.write("notes.txt", "private notes\n");
    const { result, approvals } = await run(use("read_file", { path: target }), { approved: false });
    expect(result).toMatchObject({ outcome: "denied", isError: true, text: `The user denied [read_file for '${target}'].` });
    expect(approvals.map((request) => request.paths)).toEqual([[{ param: "path", path: target, local: false }]]);
  });

  it("write_to_file asks for approval with the local path, then creates the file and its directories", async () => {
    const { result, approvals } = await run(use("write_to_file", { path: "src/util/port.ts", content: "```ts\nexport const port = 3000;\n```" }));
    expect(result.outcome).toBe("success");
    expect(result.text).toBe(
      "write_to_file created the file 'src/util/port.ts' (1 line). The markdown code fence around the content was removed.\n\n" +
        '<final_file_content path="src/util/port.ts">\nexport const port = 3000;\n</final_file_content>\n\n' +
        "Base any further edit of this file on the content above: it is exactly what the file now holds.",
    );
    expect(fileIn("src/util/port.ts")).toBe("export const port = 3000;\n");
    expect(approvals).toMatchObject([
      {
        toolName: "write_to_file",
        approvalClass: "edit",
        description: "[write_to_file for 'src/util/port.ts']",
        paths: [{ param: "path", path: path.join(workspace.root, "src/util/port.ts"), local: true }],
      },
    ]);
  });

  it("write_to_file escaping the workspace is denied and writes nothing", async () => {
    const escaping = path.relative(workspace.root, path.join(outside.root, "escaped.txt"));
    const before = snapshot(outside.root);
    const { result, approvals } = await run(use("write_to_file", { path: escaping, content: "escaped\n" }), { approved: false, feedback: "stay inside the project" });
    expect(escaping.startsWith("..")).toBe(true);
    expect(result).toMatchObject({
      outcome: "denied",
      isError: true,
      text: `The user denied [write_to_file for '${escaping}'].\nThe user said: stay inside the project`,
    });
    expect(approvals.map((request) => request.paths)).toEqual([[{ param: "path", path: path.join(outside.root, "escaped.txt"), local: false }]]);
    expect(snapshot(outside.root)).toEqual(before);
  });

  it("write_to_file onto a .clineignore'd path is blocked without asking", async () => {
    const before = snapshot(workspace.root);
    const { result, approvals } = await run(use("write_to_file", { path: "config/prod.env", content: "SECRET=1\n" }));
    expect(result.outcome).toBe("error");
    expect(result.text).toMatch(/^Access to 'config\/prod\.env' is blocked by the \.clineignore file/);
    expect(approvals).toEqual([]);
    expect(snapshot(workspace.root)).toEqual(before);
  });

  it("replace_in_file edits a CRLF file and keeps CRLF", async () => {
    const { result } = await run(use("replace_in_file", { path: "win.txt", diff: "------- SEARCH\nbeta\n=======\nBETA\n+++++++ REPLACE" }));
    expect(result.outcome).toBe("success");
    expect(result.text).toContain("replace_in_file edited 'win.txt': applied 1 block; the file now has 2 lines.\n- Block 1 replaced line 2 (matched exactly).");
    expect(fileIn("win.txt")).toBe("alpha\r\nBETA\r\n");
  });

  it("replace_in_file that does not match leaves the workspace byte-identical and shows the file", async () => {
    const before = snapshot(workspace.root);
    const { result } = await run(use("replace_in_file", { path: "src/app.ts", diff: "------- SEARCH\nconst port = 8080;\n=======\nconst port = 80;\n+++++++ REPLACE" }));
    expect(result.outcome).toBe("error");
    expect(result.text).toMatch(/^replace_in_file did not change 'src\/app\.ts': SEARCH block 1 of 1 does not match anything in the file:/);
    expect(result.text).toContain('<file_content path="src/app.ts">\nconst port = 3000;\nlisten(port);\n</file_content>');
    expect(snapshot(workspace.root)).toEqual(before);
  });

  it("replace_in_file on a missing file suggests write_to_file", async () => {
    const { result } = await run(use("replace_in_file", { path: "src/server.ts", diff: "------- SEARCH\na\n=======\nb\n+++++++ REPLACE" }));
    expect(result).toMatchObject({ outcome: "error", text: expect.stringContaining("To create it, use write_to_file with its complete content.") });
    expect(existsSync(path.join(workspace.root, "src/server.ts"))).toBe(false);
  });

  it("new_rule inside .clinerules creates the rule", async () => {
    const { result, approvals } = await run(use("new_rule", { path: ".clinerules/testing.md", content: "# Testing\n- Run npm test.\n" }));
    expect(result.outcome).toBe("success");
    expect(result.text).toMatch(/^new_rule created the rule file '\.clinerules\/testing\.md' \(2 lines\)\./);
    expect(fileIn(".clinerules/testing.md")).toBe("# Testing\n- Run npm test.\n");
    expect(approvals.map((request) => request.description)).toEqual(["[new_rule for '.clinerules/testing.md']"]);
  });

  it.each([
    { name: "outside .clinerules", rulePath: "docs/testing.md" },
    { name: "not a markdown file", rulePath: ".clinerules/testing.txt" },
    { name: "escaping the workspace", rulePath: "../.clinerules/testing.md" },
  ])("new_rule $name is refused before approval", async ({ rulePath }) => {
    const before = snapshot(workspace.root);
    const { result, approvals } = await run(use("new_rule", { path: rulePath, content: "# Rule\n" }));
    expect(result).toMatchObject({
      outcome: "error",
      text: `The path '${rulePath}' is not allowed for new_rule: it must be inside the workspace and match '.clinerules/**/*.md'.`,
    });
    expect(approvals).toEqual([]);
    expect(snapshot(workspace.root)).toEqual(before);
  });

  it("apply_patch asks once for every path it touches, then applies them all", async () => {
    const { result, approvals } = await run(
      use("apply_patch", {
        input: patch("*** Add File: src/config.ts", "+export const port = 3000;", "*** Update File: src/app.ts", "*** Move to: src/server.ts", "@@", "-const port = 3000;", "+import { port } from './config';"),
      }),
    );
    expect(result).toMatchObject({
      outcome: "success",
      text: "apply_patch applied the patch to 2 files:\n- added src/config.ts (1 line)\n- moved src/app.ts to src/server.ts (+1 -1 lines, now 2 lines)",
    });
    expect(approvals.map((request) => request.paths.map(({ param, path: target, local }) => [param, path.relative(workspace.root, target), local]))).toEqual([
      [
        ["", "src/config.ts", true],
        ["", "src/app.ts", true],
        ["", "src/server.ts", true],
      ],
    ]);
    expect(fileIn("src/server.ts")).toBe("import { port } from './config';\nlisten(port);\n");
    expect(existsSync(path.join(workspace.root, "src/app.ts"))).toBe(false);
  });

  it.each([
    { name: "an Add target", input: patch("*** Add File: secrets/new.txt", "+leak") },
    { name: "a Move destination", input: patch("*** Update File: src/app.ts", "*** Move to: secrets/app.ts") },
    { name: "an Update target", input: patch("*** Update File: secrets/key.txt", "@@", "-hunter2", "+hunter3") },
  ])("apply_patch touching a .clineignore'd path as $name is blocked and changes nothing", async ({ input }) => {
    const before = snapshot(workspace.root);
    const { result, approvals } = await run(use("apply_patch", { input }));
    expect(result.outcome).toBe("error");
    expect(result.text).toMatch(/^Access to 'secrets\/[a-z.]+' is blocked by the \.clineignore file.*so apply_patch was not run\./);
    expect(approvals).toEqual([]);
    expect(snapshot(workspace.root)).toEqual(before);
  });

  it("apply_patch escaping the workspace is denied and changes nothing anywhere", async () => {
    const escaping = path.relative(workspace.root, path.join(outside.root, "added.txt"));
    const before = [snapshot(workspace.root), snapshot(outside.root)];
    const { result, approvals } = await run(
      use("apply_patch", { input: patch("*** Update File: src/app.ts", "@@", "-listen(port);", "+listen(80);", `*** Add File: ${escaping}`, "+x") }),
      { approved: false },
    );
    expect(result).toMatchObject({ outcome: "denied", text: `The user denied [apply_patch for 'src/app.ts, ${escaping}'].` });
    expect(approvals.map((request) => request.paths.map((entry) => entry.local))).toEqual([[true, false]]);
    expect([snapshot(workspace.root), snapshot(outside.root)]).toEqual(before);
  });

  it("apply_patch with garbage is refused by preflight before anyone is asked", async () => {
    const { result, approvals } = await run(use("apply_patch", { input: "change the port to 80 please" }));
    expect(result.outcome).toBe("error");
    expect(result.text).toMatch(/^apply_patch could not parse the patch, so nothing was changed\. Line 1: expected '\*\*\* Begin Patch' as the first line/);
    expect(approvals).toEqual([]);
  });

  it("apply_patch with one bad hunk is approved, then changes nothing", async () => {
    const before = snapshot(workspace.root);
    const { result, approvals } = await run(
      use("apply_patch", { input: patch("*** Add File: src/new.ts", "+x", "*** Update File: src/app.ts", "@@", "-const port = 8080;", "+const port = 80;") }),
    );
    expect(approvals).toHaveLength(1);
    expect(result.outcome).toBe("error");
    expect(result.text).toMatch(/^apply_patch did not change any file: the patch has 1 problem\.\n- src\/app\.ts: hunk 1/);
    expect(snapshot(workspace.root)).toEqual(before);
  });
});
