import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToolLimits } from "../../src/contracts/task-config.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { SearchFilesToolHandler } from "../../src/handlers/SearchFilesToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

// Every case runs with both search engines: ripgrep (when installed) and the JavaScript fallback.
const engine = vi.hoisted(() => ({ ripgrepAllowed: true }));
vi.mock("../../src/workspace/search/find-ripgrep.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/workspace/search/find-ripgrep.js")>();
  return { findRipgrep: async () => (engine.ripgrepAllowed ? original.findRipgrep() : undefined) };
});

let workspace: TemporaryWorkspace;
let outside: TemporaryWorkspace;
let handler: SearchFilesToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  outside = createTemporaryWorkspace("toolspec-outside-");
  handler = new SearchFilesToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
  workspace.write("README.md", "# Demo\nTODO: write docs\n");
  workspace.write("src/app.ts", "import { helper } from './lib/util.js';\n// TODO: handle errors\nhelper();\n");
  workspace.write("src/lib/util.ts", "export function helper() {\n  return 1; // TODO: real value\n}\n");
  workspace.write("node_modules/dep/index.js", "// TODO: inside a dependency\n");
  workspace.write("secret.txt", "TODO: rotate the password hunter2\n");
  workspace.write("private/plan.md", "TODO: secret plan\n");
  workspace.write(".clineignore", "secret.txt\nprivate/\n");
});
afterEach(() => {
  workspace.dispose();
  outside.dispose();
});

function call(path: string, regex: string, filePattern?: string) {
  return {
    type: "tool_use" as const,
    name: ClineDefaultTool.SEARCH,
    params: filePattern === undefined ? { path, regex } : { path, regex, file_pattern: filePattern },
  };
}

const REGEX_ADVICE =
  "The regex uses Rust syntax (as ripgrep does): escape ( ) [ ] { } . * + ? | ^ $ \\ with a backslash to match them literally, " +
  "and do not use look-around. Fix the regex and search again.";

const cases: {
  name: string;
  path: string;
  regex: string;
  filePattern?: string;
  limits?: Partial<ToolLimits>;
  expected: { text: string; isError: boolean } | { startsWith: string; endsWith: string; isError: boolean };
}[] = [
  {
    name: "finds matches with context, paths relative to the workspace root, skipping ignored files and heavy folders",
    path: ".",
    regex: "TODO",
    expected: {
      text:
        "Found 3 results.\n\n" +
        "README.md\n1- # Demo\n2: TODO: write docs\n\n" +
        "src/app.ts\n1- import { helper } from './lib/util.js';\n2: // TODO: handle errors\n3- helper();\n\n" +
        "src/lib/util.ts\n1- export function helper() {\n2:   return 1; // TODO: real value\n3- }",
      isError: false,
    },
  },
  {
    name: "a subdirectory search still shows workspace-relative paths",
    path: "src/lib",
    regex: "helper",
    expected: { text: "Found 1 result.\n\nsrc/lib/util.ts\n1: export function helper() {\n2-   return 1; // TODO: real value", isError: false },
  },
  {
    name: "the file pattern limits the files read",
    path: ".",
    regex: "TODO",
    filePattern: "*.md",
    expected: { text: "Found 1 result.\n\nREADME.md\n1- # Demo\n2: TODO: write docs", isError: false },
  },
  {
    name: "a pattern naming only an ignored file finds nothing",
    path: ".",
    regex: "hunter2",
    filePattern: "secret.txt",
    expected: { text: "Found 0 results.", isError: false },
  },
  {
    name: "the result limit cuts the results with a note",
    path: ".",
    regex: "TODO",
    limits: { searchMaxResults: 2 },
    expected: {
      text:
        "Found more than 2 results; showing the first 2.\n\n" +
        "README.md\n1- # Demo\n2: TODO: write docs\n\n" +
        "src/app.ts\n1- import { helper } from './lib/util.js';\n2: // TODO: handle errors\n3- helper();\n\n" +
        "(Only the first 2 results are shown. Narrow the search with a more specific regex, a file pattern such as *.ts, or a subdirectory.)",
      isError: false,
    },
  },
  {
    name: "an invalid regex is a tool error with the parser's reason",
    path: ".",
    regex: "helper(",
    // The reason's wording depends on the engine (ripgrep or JavaScript).
    expected: { startsWith: 'search_files: Invalid regular expression "helper(": ', endsWith: REGEX_ADVICE, isError: true },
  },
  {
    name: "an invalid file pattern is a tool error",
    path: ".",
    regex: "TODO",
    filePattern: "[",
    expected: {
      startsWith: 'search_files: Invalid file pattern "[": ',
      endsWith: "Give a glob such as *.ts or src/**/*.{ts,tsx}, or leave file_pattern out to search every file.",
      isError: true,
    },
  },
  {
    name: "a missing directory is a tool error",
    path: "lib",
    regex: "TODO",
    expected: {
      text: "search_files: the directory 'lib' does not exist. Check the path for typos, or list its parent directory to see what is there.",
      isError: true,
    },
  },
  {
    name: "a file is not a directory",
    path: "src/app.ts",
    regex: "TODO",
    expected: {
      text: "search_files: 'src/app.ts' is a file, not a directory. Pass the directory that contains it instead (read_file reads a single file).",
      isError: true,
    },
  },
];

describe.each([
  { engineName: "the default engine (ripgrep when installed)", ripgrepAllowed: true },
  { engineName: "the JavaScript engine", ripgrepAllowed: false },
])("SearchFilesToolHandler with $engineName", ({ ripgrepAllowed }) => {
  beforeEach(() => {
    engine.ripgrepAllowed = ripgrepAllowed;
  });

  it.each(cases)("$name", async (testCase) => {
    const { config } = createTestTaskConfig(workspace.root, testCase.limits === undefined ? {} : { limits: testCase.limits });
    const result = toToolResult(await handler.execute(config, call(testCase.path, testCase.regex, testCase.filePattern)));
    if ("text" in testCase.expected) {
      expect(result).toEqual(testCase.expected);
    } else {
      expect(result.isError).toBe(testCase.expected.isError);
      expect(result.text.startsWith(testCase.expected.startsWith)).toBe(true);
      expect(result.text.endsWith(testCase.expected.endsWith)).toBe(true);
    }
  });

  it("no result ever comes from an ignored file", async () => {
    const { config } = createTestTaskConfig(workspace.root);
    const result = toToolResult(await handler.execute(config, call(".", "hunter2|secret plan")));
    expect(result).toEqual({ text: "Found 0 results.", isError: false });
  });

});

describe("SearchFilesToolHandler", () => {
  it("searches a directory outside the workspace relative to itself, and says so", async () => {
    outside.write("notes/todo.txt", "TODO: outside\n");
    const { config } = createTestTaskConfig(workspace.root);
    const result = toToolResult(await handler.execute(config, call(outside.root, "TODO")));
    expect(result).toEqual({ text: `(Paths below are relative to ${outside.root}.)\n\nFound 1 result.\n\nnotes/todo.txt\n1: TODO: outside`, isError: false });
  });

  it("describes the call by its regex", () => {
    expect(handler.getDescription(call("src", "TODO"))).toBe("[search_files for 'TODO']");
  });
});
