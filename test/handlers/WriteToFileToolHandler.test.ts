import { readdirSync, readFileSync, existsSync, statSync, chmodSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { WriteToFileToolHandler } from "../../src/handlers/WriteToFileToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: WriteToFileToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new WriteToFileToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const FURTHER = "Base any further edit of this file on the content above: it is exactly what the file now holds.";

function write(filePath: string, content: string) {
  return { type: "tool_use" as const, name: ClineDefaultTool.FILE_NEW, params: { path: filePath, content } };
}
function rule(filePath: string, content: string) {
  return { type: "tool_use" as const, name: ClineDefaultTool.NEW_RULE, params: { path: filePath, content } };
}
function replace(filePath: string, diff: string) {
  return { type: "tool_use" as const, name: ClineDefaultTool.FILE_EDIT, params: { path: filePath, diff } };
}
/** A SEARCH/REPLACE block in the canonical markers. */
function block(search: string, replacement: string): string {
  return `------- SEARCH\n${search}\n=======\n${replacement}\n+++++++ REPLACE`;
}
function finalContent(filePath: string, content: string): string {
  return `<final_file_content path="${filePath}">\n${content}</final_file_content>`;
}
function read(relativePath: string): Buffer {
  return readFileSync(path.join(workspace.root, relativePath));
}

type Call = ReturnType<typeof write> | ReturnType<typeof rule> | ReturnType<typeof replace>;

interface WriteCase {
  name: string;
  files?: Record<string, string | Buffer>;
  call: Call;
  maxBytes?: number;
  expected: { text: string; isError: boolean };
  /** Expected bytes of files afterwards (a string is UTF-8); null means the file must not exist. */
  after?: Record<string, string | Buffer | null>;
}

const writeCases: WriteCase[] = [
  {
    name: "write_to_file creates a file and its missing parent directories",
    call: write("src/deep/new.ts", "export const a = 1;\n"),
    expected: {
      text: `write_to_file created the file 'src/deep/new.ts' (1 line).\n\n${finalContent("src/deep/new.ts", "export const a = 1;\n")}\n\n${FURTHER}`,
      isError: false,
    },
    after: { "src/deep/new.ts": "export const a = 1;\n" },
  },
  {
    name: "write_to_file overwrites an existing file and says how long it was",
    files: { "a.txt": "old 1\nold 2\nold 3\n" },
    call: write("a.txt", "new\n"),
    expected: { text: `write_to_file overwrote the existing file 'a.txt' (1 line, was 3 lines).\n\n${finalContent("a.txt", "new\n")}\n\n${FURTHER}`, isError: false },
    after: { "a.txt": "new\n" },
  },
  {
    name: "write_to_file strips a markdown fence wrapped around the whole content",
    call: write("main.py", "```python\nprint('hi')\n```\n"),
    expected: {
      text: `write_to_file created the file 'main.py' (1 line). The markdown code fence around the content was removed.\n\n${finalContent("main.py", "print('hi')\n")}\n\n${FURTHER}`,
      isError: false,
    },
    after: { "main.py": "print('hi')\n" },
  },
  {
    name: "write_to_file writes empty content as an empty file",
    call: write("empty.txt", ""),
    expected: { text: `write_to_file created the file 'empty.txt' (0 lines).\n\n${finalContent("empty.txt", "")}\n\n${FURTHER}`, isError: false },
    after: { "empty.txt": "" },
  },
  {
    name: "write_to_file keeps content without a final line break exactly",
    call: write("a.txt", "no newline at the end"),
    expected: { text: `write_to_file created the file 'a.txt' (1 line).\n\n${finalContent("a.txt", "no newline at the end\n")}\n\n${FURTHER}`, isError: false },
    after: { "a.txt": "no newline at the end" },
  },
  {
    name: "write_to_file keeps the CRLF line endings of the file it overwrites",
    files: { "win.txt": "one\r\ntwo\r\n" },
    call: write("win.txt", "one\nTWO\nthree\n"),
    expected: {
      text: `write_to_file overwrote the existing file 'win.txt' (3 lines, was 2 lines). The file's CRLF line endings were kept.\n\n${finalContent("win.txt", "one\nTWO\nthree\n")}\n\n${FURTHER}`,
      isError: false,
    },
    after: { "win.txt": "one\r\nTWO\r\nthree\r\n" },
  },
  {
    name: "write_to_file leaves a file with identical content untouched",
    files: { "same.txt": "same\n" },
    call: write("same.txt", "same\n"),
    expected: { text: `write_to_file left the file 'same.txt' unchanged: it already had exactly this content (1 line).\n\n${finalContent("same.txt", "same\n")}`, isError: false },
    after: { "same.txt": "same\n" },
  },
  {
    name: "write_to_file refuses a directory",
    files: { "src/a.ts": "x\n" },
    call: write("src", "text\n"),
    expected: { text: "write_to_file: 'src' is a directory, so it cannot be written as a file. Give the path of a file.", isError: true },
    after: { "src/a.ts": "x\n" },
  },
  {
    name: "write_to_file does not echo content above the limit",
    call: write("big.txt", "0123456789\n".repeat(10)),
    maxBytes: 50,
    expected: {
      text:
        "write_to_file created the file 'big.txt' (10 lines).\n\n" +
        "(The content of big.txt is 110 bytes, more than the 50-byte limit for showing it here; use read_file with start_line and end_line to see the lines you need.)\n\n" +
        FURTHER,
      isError: false,
    },
    after: { "big.txt": "0123456789\n".repeat(10) },
  },
  {
    name: "new_rule creates a rule file and strips a markdown fence around it",
    call: rule(".clinerules/testing.md", "```markdown\n# Testing\n- Add a regression test.\n```"),
    expected: {
      text:
        "new_rule created the rule file '.clinerules/testing.md' (2 lines). The markdown code fence around the content was removed.\n\n" +
        `${finalContent(".clinerules/testing.md", "# Testing\n- Add a regression test.\n")}\n\n${FURTHER}`,
      isError: false,
    },
    after: { ".clinerules/testing.md": "# Testing\n- Add a regression test.\n" },
  },
  {
    name: "new_rule overwrites an existing rule file and says so",
    files: { ".clinerules/style.md": "# Old\n" },
    call: rule(".clinerules/style.md", "# Style\nUse tabs.\n"),
    expected: {
      text: `new_rule overwrote the existing rule file '.clinerules/style.md' (2 lines, was 1 line).\n\n${finalContent(".clinerules/style.md", "# Style\nUse tabs.\n")}\n\n${FURTHER}`,
      isError: false,
    },
    after: { ".clinerules/style.md": "# Style\nUse tabs.\n" },
  },
];

const source = "function add(a, b) {\n  return a + b;\n}\n\nfunction sub(a, b) {\n  return a - b;\n}\n";

const replaceCases: WriteCase[] = [
  {
    name: "replace_in_file applies one exact block",
    files: { "math.js": source },
    call: replace("math.js", block("  return a + b;", "  return a + b + 0;")),
    expected: {
      text:
        "replace_in_file edited 'math.js': applied 1 block; the file now has 7 lines.\n- Block 1 replaced line 2 (matched exactly).\n\n" +
        `${finalContent("math.js", source.replace("a + b;", "a + b + 0;"))}\n\n${FURTHER}`,
      isError: false,
    },
    after: { "math.js": source.replace("a + b;", "a + b + 0;") },
  },
  {
    name: "replace_in_file reports each block and a loosely matched one",
    files: { "math.js": source },
    call: replace("math.js", `${block("function add(a, b) {", "function add(a, b) { // sum")}\n${block("function sub(a, b) {\nreturn a - b;", "function sub(a, b) {\n  return b - a;")}`),
    expected: {
      text:
        "replace_in_file edited 'math.js': applied 2 blocks; the file now has 7 lines.\n" +
        "- Block 1 replaced line 1 (matched exactly).\n" +
        "- Block 2 replaced lines 5-6 (matched after ignoring leading and trailing whitespace on each line).\n" +
        "Some blocks did not match exactly: check that the final content below is what you intended.\n\n" +
        `${finalContent("math.js", "function add(a, b) { // sum\n  return a + b;\n}\n\nfunction sub(a, b) {\n  return b - a;\n}\n")}\n\n${FURTHER}`,
      isError: false,
    },
    after: { "math.js": "function add(a, b) { // sum\n  return a + b;\n}\n\nfunction sub(a, b) {\n  return b - a;\n}\n" },
  },
  {
    name: "replace_in_file explains a block placed by its first and last lines",
    files: { "math.js": source },
    call: replace("math.js", block("function sub(a, b) {\n  return a - c;\n}", "const sub = (a, b) => a - b;")),
    expected: {
      text:
        "replace_in_file edited 'math.js': applied 1 block; the file now has 5 lines.\n" +
        "- Block 1 replaced lines 5-7 (matched by its first and last lines only; the lines between them differ from the file).\n" +
        "Some blocks did not match exactly: check that the final content below is what you intended.\n\n" +
        `${finalContent("math.js", "function add(a, b) {\n  return a + b;\n}\n\nconst sub = (a, b) => a - b;\n")}\n\n${FURTHER}`,
      isError: false,
    },
    after: { "math.js": "function add(a, b) {\n  return a + b;\n}\n\nconst sub = (a, b) => a - b;\n" },
  },
  {
    name: "replace_in_file accepts blocks out of file order and says so",
    files: { "math.js": source },
    call: replace("math.js", `${block("  return a - b;", "  return a - b - 0;")}\n${block("  return a + b;", "  return a + b + 0;")}`),
    expected: {
      text:
        "replace_in_file edited 'math.js': applied 2 blocks; the file now has 7 lines.\n" +
        "- Block 1 replaced line 6 (matched exactly).\n" +
        "- Block 2 replaced line 2 (matched exactly, but before the previous block; list blocks in file order).\n\n" +
        `${finalContent("math.js", source.replace("a + b;", "a + b + 0;").replace("a - b;", "a - b - 0;"))}\n\n${FURTHER}`,
      isError: false,
    },
    after: { "math.js": source.replace("a + b;", "a + b + 0;").replace("a - b;", "a - b - 0;") },
  },
  {
    name: "replace_in_file with an empty SEARCH replaces the whole file",
    files: { "a.txt": "old\n" },
    call: replace("a.txt", "------- SEARCH\n=======\nnew 1\nnew 2\n+++++++ REPLACE"),
    expected: {
      text:
        "replace_in_file edited 'a.txt': applied 1 block; the file now has 2 lines.\n- Block 1 (has an empty SEARCH section, so it replaced the whole file).\n\n" +
        `${finalContent("a.txt", "new 1\nnew 2\n")}\n\n${FURTHER}`,
      isError: false,
    },
    after: { "a.txt": "new 1\nnew 2\n" },
  },
  {
    name: "replace_in_file keeps a CRLF file CRLF",
    files: { "win.txt": "alpha\r\nbeta\r\ngamma\r\n" },
    call: replace("win.txt", block("beta", "BETA\nbeta 2")),
    expected: {
      text:
        "replace_in_file edited 'win.txt': applied 1 block; the file now has 4 lines.\n- Block 1 replaced line 2 (matched exactly).\n\n" +
        `${finalContent("win.txt", "alpha\nBETA\nbeta 2\ngamma\n")}\n\n${FURTHER}`,
      isError: false,
    },
    after: { "win.txt": "alpha\r\nBETA\r\nbeta 2\r\ngamma\r\n" },
  },
  {
    name: "replace_in_file keeps a missing final line break and a byte order mark",
    files: { "bom.txt": "\uFEFFfirst\nlast" },
    call: replace("bom.txt", block("last", "final")),
    expected: {
      text:
        "replace_in_file edited 'bom.txt': applied 1 block; the file now has 2 lines.\n- Block 1 replaced line 2 (matched exactly).\n\n" +
        `${finalContent("bom.txt", "\uFEFFfirst\nfinal\n")}\n\n${FURTHER}`,
      isError: false,
    },
    after: { "bom.txt": Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("first\nfinal")]) },
  },
  {
    name: "replace_in_file whose blocks change nothing does not write",
    files: { "a.txt": "same\n" },
    call: replace("a.txt", block("same", "same")),
    expected: { text: "replace_in_file left 'a.txt' unchanged: the blocks matched, but the REPLACE sections equal what they matched.", isError: false },
    after: { "a.txt": "same\n" },
  },
];

/** Failures: the expected text is checked by the case, and every file must stay byte-identical. */
interface FailureCase {
  name: string;
  files?: Record<string, string | Buffer>;
  call: Call;
  maxBytes?: number;
  expectedText: string;
}

const failureCases: FailureCase[] = [
  {
    name: "a SEARCH block that matches nothing changes nothing and shows the file",
    files: { "math.js": source },
    call: replace("math.js", block("  return a * b;", "  return a / b;")),
    expectedText:
      "replace_in_file did not change 'math.js': SEARCH block 1 of 1 does not match anything in the file:\n  return a * b;\n" +
      "Check that it copies the current file content exactly, including whitespace and indentation; re-read the file if unsure.\n" +
      "The file was left unchanged; send the corrected diff with all of its blocks.\n\n" +
      `The current content of 'math.js', to copy the SEARCH lines from:\n\n<file_content path="math.js">\n${source}</file_content>`,
  },
  {
    name: "one bad block among good ones changes nothing",
    files: { "math.js": source },
    call: replace("math.js", `${block("  return a + b;", "  return 1;")}\n${block("  return nothing;", "  return 2;")}\n${block("  return a - b;", "  return 3;")}`),
    expectedText:
      "replace_in_file did not change 'math.js': SEARCH block 2 of 3 does not match anything in the file:\n  return nothing;\n" +
      "Check that it copies the current file content exactly, including whitespace and indentation; re-read the file if unsure.\n" +
      "The file was left unchanged; send the corrected diff with all of its blocks.\n\n" +
      `The current content of 'math.js', to copy the SEARCH lines from:\n\n<file_content path="math.js">\n${source}</file_content>`,
  },
  {
    name: "a diff without blocks changes nothing",
    files: { "a.txt": "text\n" },
    call: replace("a.txt", "just replace text with other text"),
    expectedText:
      "replace_in_file did not change 'a.txt': The diff contains no SEARCH/REPLACE blocks. Each block must look like this:\n" +
      "------- SEARCH\nexact lines to find\n=======\nreplacement lines\n+++++++ REPLACE\n\n" +
      `The current content of 'a.txt', to copy the SEARCH lines from:\n\n<file_content path="a.txt">\ntext\n</file_content>`,
  },
  {
    name: "a failed edit of a CRLF file leaves its bytes alone and shows LF content",
    files: { "win.txt": "alpha\r\nbeta\r\n" },
    call: replace("win.txt", block("delta", "DELTA")),
    expectedText:
      "replace_in_file did not change 'win.txt': SEARCH block 1 of 1 does not match anything in the file:\ndelta\n" +
      "Check that it copies the current file content exactly, including whitespace and indentation; re-read the file if unsure.\n" +
      "The file was left unchanged; send the corrected diff with all of its blocks.\n\n" +
      `The current content of 'win.txt', to copy the SEARCH lines from:\n\n<file_content path="win.txt">\nalpha\nbeta\n</file_content>`,
  },
  {
    name: "a failed edit of a file above the limit points at read_file instead of echoing it",
    files: { "big.txt": "0123456789\n".repeat(10) },
    maxBytes: 50,
    call: replace("big.txt", block("nothing", "something")),
    expectedText:
      "replace_in_file did not change 'big.txt': SEARCH block 1 of 1 does not match anything in the file:\nnothing\n" +
      "Check that it copies the current file content exactly, including whitespace and indentation; re-read the file if unsure.\n" +
      "The file was left unchanged; send the corrected diff with all of its blocks.\n\n" +
      "The current content of 'big.txt', to copy the SEARCH lines from:\n\n" +
      "(The content of big.txt is 110 bytes, more than the 50-byte limit for showing it here; use read_file with start_line and end_line to see the lines you need.)",
  },
  {
    name: "replace_in_file on a missing file suggests write_to_file and creates nothing",
    files: { "src/index.ts": "x\n" },
    call: replace("src/indx.ts", block("x", "y")),
    expectedText:
      "replace_in_file: the file 'src/indx.ts' does not exist, so there is nothing to replace in. Did you mean 'src/index.ts'? To create it, use write_to_file with its complete content.",
  },
  {
    name: "replace_in_file refuses a directory",
    files: { "src/a.ts": "x\n" },
    call: replace("src", block("x", "y")),
    expectedText: "replace_in_file: 'src' is a directory, so it cannot be edited. Give the path of a file.",
  },
  {
    name: "replace_in_file refuses a binary file",
    files: { "img.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x78, 0x0a]) },
    call: replace("img.png", block("x", "y")),
    expectedText:
      "replace_in_file cannot edit 'img.png': it is not a text file (PNG image). The file was not changed. Use write_to_file to replace its whole content if it must change.",
  },
  {
    name: "replace_in_file refuses a file that is not valid UTF-8",
    files: { "latin1.txt": Buffer.concat([Buffer.from("caf"), Buffer.from([0xe9]), Buffer.from(" au lait, a long enough line of plain text\n")]) },
    call: replace("latin1.txt", block("plain", "simple")),
    expectedText:
      "replace_in_file cannot edit 'latin1.txt': it is not valid UTF-8, and editing it would change bytes outside the edit. The file was not changed. " +
      "Use write_to_file to replace its whole content if it must change.",
  },
];

function snapshot(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(workspace.root, full), readFileSync(full));
    }
  };
  walk(workspace.root);
  return files;
}

describe("WriteToFileToolHandler", () => {
  describe.each([
    ["write_to_file and new_rule", writeCases],
    ["replace_in_file", replaceCases],
  ])("%s", (_group, cases) => {
    it.each(cases)("$name", async ({ files, call, maxBytes, expected, after }) => {
      for (const [relativePath, content] of Object.entries(files ?? {})) workspace.write(relativePath, content);
      const { config } = createTestTaskConfig(workspace.root, maxBytes === undefined ? {} : { limits: { readFileMaxBytes: maxBytes } });
      expect(toToolResult(await handler.execute(config, call))).toEqual(expected);
      for (const [relativePath, content] of Object.entries(after ?? {})) {
        if (content === null) expect(existsSync(path.join(workspace.root, relativePath))).toBe(false);
        else expect(read(relativePath)).toEqual(typeof content === "string" ? Buffer.from(content) : content);
      }
      // Atomic writes leave no temporary files behind.
      expect([...snapshot().keys()].filter((name) => name.endsWith(".tmp") || name.endsWith(".bak"))).toEqual([]);
    });
  });

  describe("failures leave every file byte-identical", () => {
    it.each(failureCases)("$name", async ({ files, call, maxBytes, expectedText }) => {
      for (const [relativePath, content] of Object.entries(files ?? {})) workspace.write(relativePath, content);
      const before = snapshot();
      const { config } = createTestTaskConfig(workspace.root, maxBytes === undefined ? {} : { limits: { readFileMaxBytes: maxBytes } });
      expect(toToolResult(await handler.execute(config, call))).toEqual({ text: expectedText, isError: true });
      expect(snapshot()).toEqual(before);
    });
  });

  it("keeps the permission bits of a file it edits", async () => {
    const file = workspace.write("run.sh", "echo one\n");
    chmodSync(file, 0o755);
    const { config } = createTestTaskConfig(workspace.root);
    expect(toToolResult(await handler.execute(config, replace("run.sh", block("echo one", "echo two")))).isError).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o755);
    expect(read("run.sh").toString()).toBe("echo two\n");
  });

  it("writes through a path outside the workspace when the executor let it through", async () => {
    const outside = createTemporaryWorkspace("toolspec-outside-");
    try {
      const target = path.join(outside.root, "notes.txt");
      const { config } = createTestTaskConfig(workspace.root);
      expect(toToolResult(await handler.execute(config, write(target, "hello\n"))).isError).toBe(false);
      expect(readFileSync(target, "utf8")).toBe("hello\n");
    } finally {
      outside.dispose();
    }
  });

  it.each([
    [write("src/a.ts", "x"), "[write_to_file for 'src/a.ts']"],
    [replace("src/b.ts", "x"), "[replace_in_file for 'src/b.ts']"],
    [rule(".clinerules/c.md", "x"), "[new_rule for '.clinerules/c.md']"],
  ])("describes %j by the name it was called under", (call, description) => {
    expect(handler.getDescription(call)).toBe(description);
  });

  it("streams the path and the newest part of the content or diff", async () => {
    const says: [string, string, boolean][] = [];
    const ui = {
      say: async (type: string, text: string, partial: boolean) => {
        says.push([type, text, partial]);
      },
    };
    const long = `${"a".repeat(5000)}END`;
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.FILE_NEW, params: { path: "src/a.ts", content: "const" }, partial: true }, ui);
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.FILE_EDIT, params: { path: "src/b.ts", diff: "------- SEA" }, partial: true }, ui);
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.NEW_RULE, params: { content: long }, partial: true }, ui);
    expect(says).toEqual([
      ["tool", JSON.stringify({ tool: "write_to_file", path: "src/a.ts", content: "const" }), true],
      ["tool", JSON.stringify({ tool: "replace_in_file", path: "src/b.ts", diff: "------- SEA" }), true],
      ["tool", JSON.stringify({ tool: "new_rule", path: "", content: `…${long.slice(-4000)}` }), true],
    ]);
  });
});
