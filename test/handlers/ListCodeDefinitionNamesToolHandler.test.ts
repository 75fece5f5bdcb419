import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { ListCodeDefinitionNamesToolHandler } from "../../src/handlers/ListCodeDefinitionNamesToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let outside: TemporaryWorkspace;
let handler: ListCodeDefinitionNamesToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  outside = createTemporaryWorkspace("toolspec-outside-");
  handler = new ListCodeDefinitionNamesToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => {
  workspace.dispose();
  outside.dispose();
});

function call(path: string) {
  return { type: "tool_use" as const, name: ClineDefaultTool.LIST_CODE_DEF, params: { path } };
}

const APP = "export class App {\n  start() {\n    return 1;\n  }\n}\n\nexport function main() {}\n";

const cases: { name: string; files: Record<string, string>; clineignore?: string; path: string; expected: { text: string; isError: boolean } }[] = [
  {
    name: "outlines the source files directly in the directory, paths relative to the workspace root",
    files: { "src/app.ts": APP, "src/nested/deep.ts": "export const deep = 1;\n", "src/notes.txt": "not code" },
    path: "src",
    expected: { text: "src/app.ts\n1│export class App\n2│  method start\n7│export function main", isError: false },
  },
  {
    name: "ignored source files are neither outlined nor named",
    files: { "src/app.ts": APP, "src/secret.ts": "export function leakKey() {}\n" },
    clineignore: "secret.ts\n",
    path: "src",
    expected: { text: "src/app.ts\n1│export class App\n2│  method start\n7│export function main", isError: false },
  },
  {
    name: "a directory without definitions says so",
    files: { "docs/readme.md": "# Docs\n" },
    path: "docs",
    expected: { text: "No source code definitions found in docs.", isError: false },
  },
  {
    name: "a missing directory is a tool error",
    files: {},
    path: "src",
    expected: {
      text: "list_code_definition_names: the directory 'src' does not exist. Check the path for typos, or list its parent directory to see what is there.",
      isError: true,
    },
  },
  {
    name: "a file is not a directory",
    files: { "src/app.ts": APP },
    path: "src/app.ts",
    expected: {
      text: "list_code_definition_names: 'src/app.ts' is a file, not a directory. Pass the directory that contains it instead (read_file reads a single file).",
      isError: true,
    },
  },
];

describe("ListCodeDefinitionNamesToolHandler", () => {
  it.each(cases)("$name", async (testCase) => {
    for (const [file, content] of Object.entries(testCase.files)) workspace.write(file, content);
    if (testCase.clineignore !== undefined) workspace.write(".clineignore", testCase.clineignore);
    const { config } = createTestTaskConfig(workspace.root);
    expect(toToolResult(await handler.execute(config, call(testCase.path)))).toEqual(testCase.expected);
  });

  it("outlines a directory outside the workspace relative to itself, and says so", async () => {
    outside.write("main.py", "def run():\n    pass\n");
    const { config } = createTestTaskConfig(workspace.root);
    const result = toToolResult(await handler.execute(config, call(outside.root)));
    expect(result).toEqual({ text: `(Paths below are relative to ${outside.root}.)\n\nmain.py\n1│def run`, isError: false });
  });

  it("describes the call by its path", () => {
    expect(handler.getDescription(call("src"))).toBe("[list_code_definition_names for 'src']");
  });
});
