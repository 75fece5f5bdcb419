import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AutoApprove } from "../../src/approval/AutoApprove.js";
import type { AutoApprovalActions, AutoApprovalSettings } from "../../src/contracts/approval-settings.js";
import type { ApprovalClass } from "../../src/contracts/tool-metadata.js";
import { toolMetadata } from "../../src/generated/tool-metadata.js";
import { WorkspacePaths } from "../../src/workspace/WorkspacePaths.js";
import { createTemporaryWorkspace } from "../support/task-config.js";

const workspaceDirectory = createTemporaryWorkspace();
afterAll(() => workspaceDirectory.dispose());
const workspace = new WorkspacePaths([workspaceDirectory.root]);

/** One declared tool of each approval class, found in the generated metadata. */
const toolOfClass = (approval: ApprovalClass) => Object.values(toolMetadata).find((tool) => tool.approval === approval)!.name;

const off: AutoApprovalActions = {
  readFiles: false, readFilesExternally: false, editFiles: false, editFilesExternally: false,
  executeSafeCommands: false, executeAllCommands: false, useBrowser: false, useMcp: false,
};
const localOnly: AutoApprovalActions = { ...off, readFiles: true, editFiles: true, executeSafeCommands: true, useBrowser: true, useMcp: true };
const allOn: AutoApprovalActions = { readFiles: true, readFilesExternally: true, editFiles: true, editFilesExternally: true, executeSafeCommands: true, executeAllCommands: true, useBrowser: true, useMcp: true };

type Mode = "yolo" | "approve all" | "every setting on" | "local settings only" | "every setting off";
const modes: Record<Mode, { yolo: boolean; settings: AutoApprovalSettings }> = {
  yolo: { yolo: true, settings: { autoApproveAll: false, actions: off } },
  "approve all": { yolo: false, settings: { autoApproveAll: true, actions: off } },
  "every setting on": { yolo: false, settings: { autoApproveAll: false, actions: allOn } },
  "local settings only": { yolo: false, settings: { autoApproveAll: false, actions: localOnly } },
  "every setting off": { yolo: false, settings: { autoApproveAll: false, actions: off } },
};

type Scope = "local path" | "external path" | "no path";
/** Expected decisions, written out by hand: [local path, external path, no path]. */
const expected: Record<ApprovalClass, Record<Mode, [boolean, boolean, boolean]>> = {
  read: { yolo: [true, true, true], "approve all": [true, true, true], "every setting on": [true, true, true], "local settings only": [true, false, false], "every setting off": [false, false, false] },
  edit: { yolo: [true, true, true], "approve all": [true, true, true], "every setting on": [true, true, true], "local settings only": [true, false, false], "every setting off": [false, false, false] },
  command: { yolo: [true, true, true], "approve all": [true, true, true], "every setting on": [true, true, true], "local settings only": [true, false, false], "every setting off": [false, false, false] },
  browser: { yolo: [true, true, true], "approve all": [true, true, true], "every setting on": [true, true, true], "local settings only": [true, true, true], "every setting off": [false, false, false] },
  web: { yolo: [true, true, true], "approve all": [true, true, true], "every setting on": [true, true, true], "local settings only": [true, true, true], "every setting off": [false, false, false] },
  mcp: { yolo: [true, true, true], "approve all": [true, true, true], "every setting on": [true, true, true], "local settings only": [true, true, true], "every setting off": [false, false, false] },
  user: { yolo: [false, false, false], "approve all": [false, false, false], "every setting on": [false, false, false], "local settings only": [false, false, false], "every setting off": [false, false, false] },
  none: { yolo: [true, true, true], "approve all": [true, true, true], "every setting on": [true, true, true], "local settings only": [true, true, true], "every setting off": [true, true, true] },
};

const paths: Record<Scope, string | undefined> = {
  "local path": "src/index.ts",
  "external path": path.join(os.tmpdir(), "elsewhere", "notes.txt"),
  "no path": undefined,
};

const matrix = (Object.keys(expected) as ApprovalClass[]).flatMap((approval) =>
  (Object.keys(modes) as Mode[]).flatMap((mode) =>
    (Object.keys(paths) as Scope[]).map((scope, index) => ({
      name: `${approval} class, ${mode}, ${scope}`,
      approval,
      mode,
      scope,
      approved: expected[approval][mode][index]!,
    })),
  ),
);

describe("AutoApprove", () => {
  it("has a case for every class, mode and scope", () => {
    expect(matrix).toHaveLength(8 * 5 * 3);
  });

  it.each(matrix)("$name -> $approved", ({ approval, mode, scope, approved }) => {
    const { yolo, settings } = modes[mode];
    const autoApprove = new AutoApprove(settings, yolo, workspace);
    expect(autoApprove.shouldAutoApproveToolWithPath(toolOfClass(approval), paths[scope])).toBe(approved);
  });

  it.each([
    { name: "a pair for read tools", approval: "read" as const, result: [true, false] },
    { name: "a pair for command tools", approval: "command" as const, result: [true, false] },
    { name: "a flag for MCP tools", approval: "mcp" as const, result: true },
    { name: "false for user tools", approval: "user" as const, result: false },
    { name: "true for tools that never ask", approval: "none" as const, result: true },
  ])("shouldAutoApproveTool returns $name", ({ approval, result }) => {
    const autoApprove = new AutoApprove({ autoApproveAll: false, actions: localOnly }, false, workspace);
    expect(autoApprove.shouldAutoApproveTool(toolOfClass(approval))).toEqual(result);
  });

  it("needs every scope of a multi-path call approved", () => {
    const autoApprove = new AutoApprove({ autoApproveAll: false, actions: localOnly }, false, workspace);
    expect(autoApprove.isAutoApproved(toolOfClass("edit"), ["local", "local"])).toBe(true);
    expect(autoApprove.isAutoApproved(toolOfClass("edit"), ["local", "external"])).toBe(false);
  });

  it("never approves an unknown tool", () => {
    const autoApprove = new AutoApprove({ autoApproveAll: true, actions: allOn }, true, workspace);
    expect(autoApprove.shouldAutoApproveToolWithPath("no_such_tool", "a.txt")).toBe(false);
  });
});
