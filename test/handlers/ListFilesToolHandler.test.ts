import { mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolLimits } from "../../src/contracts/task-config.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { ListFilesToolHandler } from "../../src/handlers/ListFilesToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let outside: TemporaryWorkspace;
let handler: ListFilesToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  outside = createTemporaryWorkspace("toolspec-outside-");
  handler = new ListFilesToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => {
  workspace.dispose();
  outside.dispose();
});

function call(path: string, recursive?: boolean) {
  return { type: "tool_use" as const, name: ClineDefaultTool.LIST_FILES, params: recursive === undefined ? { path } : { path, recursive } };
}

/** Files to create (content "x"); a path ending in "/" is an empty folder. */
const PROJECT = ["README.md", "src/app.ts", "src/lib/util.ts", "node_modules/left-pad/index.js", ".git/HEAD"];

const cases: {
  name: string;
  files?: string[];
  clineignore?: string;
  limits?: Partial<ToolLimits>;
  path: string;
  recursive?: boolean;
  expected: { text: string; isError: boolean };
}[] = [
  {
    name: "lists the top level only by default",
    path: ".",
    expected: { text: ".git/\nREADME.md\nnode_modules/\nsrc/", isError: false },
  },
  {
    name: "recursive lists heavy folders without entering them",
    path: ".",
    recursive: true,
    expected: { text: ".git/\nREADME.md\nnode_modules/\nsrc/\nsrc/app.ts\nsrc/lib/\nsrc/lib/util.ts", isError: false },
  },
  {
    name: "a subdirectory's entries are shown relative to the workspace root",
    path: "src",
    recursive: true,
    expected: { text: "src/app.ts\nsrc/lib/\nsrc/lib/util.ts", isError: false },
  },
  {
    name: "a heavy folder listed directly is listed",
    path: "node_modules",
    expected: { text: "node_modules/left-pad/", isError: false },
  },
  {
    name: "ignored files and folders are left out, with a count",
    files: ["notes.txt", "secret.txt", "private/key.pem", "src/secret.txt", "src/app.ts"],
    clineignore: "secret.txt\nprivate/\n",
    path: ".",
    recursive: true,
    // .clineignore itself is hidden too: it holds the agent's own access rules.
    expected: { text: "notes.txt\nsrc/\nsrc/app.ts\n\n(4 entries are not shown because .clineignore blocks access to them.)", isError: false },
  },
  {
    name: "one ignored entry is counted in the singular",
    files: ["src/app.ts", "src/.env"],
    clineignore: ".env\n",
    path: "src",
    expected: { text: "src/app.ts\n\n(1 entry is not shown because .clineignore blocks access to it.)", isError: false },
  },
  {
    name: "an empty directory says so",
    files: ["empty/"],
    path: "empty",
    expected: { text: "No files found.", isError: false },
  },
  {
    name: "the entry limit cuts the listing with a note",
    limits: { listFilesMaxEntries: 3 },
    path: ".",
    recursive: true,
    expected: {
      text:
        ".git/\nREADME.md\nnode_modules/\n\n(Showing the first 3 entries; there are more. " +
        "List a subdirectory to see its contents, or list this directory without recursive for its top level only.)",
      isError: false,
    },
  },
  {
    name: "a missing directory is a tool error",
    path: "does-not-exist",
    expected: {
      text: "list_files: the directory 'does-not-exist' does not exist. Check the path for typos, or list its parent directory to see what is there.",
      isError: true,
    },
  },
  {
    name: "a file is not a directory",
    path: "README.md",
    expected: {
      text: "list_files: 'README.md' is a file, not a directory. Pass the directory that contains it instead (read_file reads a single file).",
      isError: true,
    },
  },
];

describe("ListFilesToolHandler", () => {
  it("a directory that cannot be looked at is a tool error with the reason", async () => {
    symlinkSync("loop-b", path.join(workspace.root, "loop-a"));
    symlinkSync("loop-a", path.join(workspace.root, "loop-b"));
    const { config } = createTestTaskConfig(workspace.root);
    expect(toToolResult(await handler.execute(config, call("loop-a")))).toEqual({
      text: "list_files could not read the directory 'loop-a': it is a symbolic link that loops back on itself. Continue without it, or ask the user about it.",
      isError: true,
    });
  });

  it.each(cases)("$name", async (testCase) => {
    for (const file of testCase.files ?? PROJECT) {
      if (file.endsWith("/")) mkdirSync(path.join(workspace.root, file), { recursive: true });
      else workspace.write(file, "x");
    }
    if (testCase.clineignore !== undefined) workspace.write(".clineignore", testCase.clineignore);
    const { config } = createTestTaskConfig(workspace.root, testCase.limits === undefined ? {} : { limits: testCase.limits });
    expect(toToolResult(await handler.execute(config, call(testCase.path, testCase.recursive)))).toEqual(testCase.expected);
  });

  it("lists a directory outside the workspace relative to itself, and says so", async () => {
    outside.write("data/one.csv", "x");
    outside.write("two.csv", "x");
    const { config } = createTestTaskConfig(workspace.root);
    const result = toToolResult(await handler.execute(config, call(outside.root, true)));
    expect(result).toEqual({ text: `(Paths below are relative to ${outside.root}.)\n\ndata/\ndata/one.csv\ntwo.csv`, isError: false });
  });

  it("describes the call by its path", () => {
    expect(handler.getDescription(call("src"))).toBe("[list_files for 'src']");
  });
});
