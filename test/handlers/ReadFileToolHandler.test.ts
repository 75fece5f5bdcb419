import { execFileSync } from "node:child_process";
import { symlinkSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool, toolUseNames } from "../../src/generated/tool-names.js";
import { ReadFileToolHandler } from "../../src/handlers/ReadFileToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: ReadFileToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new ReadFileToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

function call(params: { path: string; start_line?: number; end_line?: number }) {
  return { type: "tool_use" as const, name: ClineDefaultTool.FILE_READ, params };
}

/** `count` lines `line 1`..`line N`, each ending with LF. */
function numberedText(count: number): string {
  return Array.from({ length: count }, (_, index) => `line ${index + 1}\n`).join("");
}

const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);

interface ReadCase {
  name: string;
  files?: Record<string, string | Buffer>;
  params: { path: string; start_line?: number; end_line?: number };
  maxBytes?: number;
  expected: { text: string; isError: boolean };
}

const cases: ReadCase[] = [
  {
    name: "a small file is numbered from 1",
    files: { "a.ts": "const a = 1;\nconst b = 2;\n" },
    params: { path: "a.ts" },
    expected: { text: "1 | const a = 1;\n2 | const b = 2;", isError: false },
  },
  {
    name: "numbers are right-aligned to the widest one shown",
    files: { "a.txt": numberedText(10) },
    params: { path: "a.txt", start_line: 8 },
    expected: { text: " 8 | line 8\n 9 | line 9\n10 | line 10\n\n[Showing lines 8-10 of 10 in 'a.txt'.]", isError: false },
  },
  {
    name: "a last line without a line break is shown and counted",
    files: { "a.txt": "one\ntwo" },
    params: { path: "a.txt" },
    expected: { text: "1 | one\n2 | two", isError: false },
  },
  {
    name: "blank lines and indentation are kept as they are",
    files: { "a.py": "def f():\n\n    return 1\n" },
    params: { path: "a.py" },
    expected: { text: "1 | def f():\n2 | \n3 |     return 1", isError: false },
  },
  {
    name: "CRLF line breaks are shown without the CR",
    files: { "win.txt": "first\r\nsecond\r\n" },
    params: { path: "win.txt" },
    expected: { text: "1 | first\n2 | second", isError: false },
  },
  {
    name: "a UTF-8 byte order mark is not shown",
    files: { "bom.txt": Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("héllo\n")]) },
    params: { path: "bom.txt" },
    expected: { text: "1 | héllo", isError: false },
  },
  {
    name: "a range shows its lines and where they sit in the file",
    files: { "a.txt": numberedText(5) },
    params: { path: "a.txt", start_line: 2, end_line: 3 },
    expected: { text: "2 | line 2\n3 | line 3\n\n[Showing lines 2-3 of 5 in 'a.txt'.]", isError: false },
  },
  {
    name: "end_line alone reads from the start",
    files: { "a.txt": numberedText(5) },
    params: { path: "a.txt", end_line: 1 },
    expected: { text: "1 | line 1\n\n[Showing lines 1-1 of 5 in 'a.txt'.]", isError: false },
  },
  {
    name: "start_line equal to end_line reads one line",
    files: { "a.txt": numberedText(5) },
    params: { path: "a.txt", start_line: 5, end_line: 5 },
    expected: { text: "5 | line 5\n\n[Showing lines 5-5 of 5 in 'a.txt'.]", isError: false },
  },
  {
    name: "end_line past the end is clamped and says so",
    files: { "a.txt": numberedText(5) },
    params: { path: "a.txt", start_line: 4, end_line: 99 },
    expected: {
      text: "4 | line 4\n5 | line 5\n\n[Showing lines 4-5 of 5 in 'a.txt'. end_line 99 is past the end of the file, so the lines up to the end are shown.]",
      isError: false,
    },
  },
  {
    name: "a range covering the whole file needs no note",
    files: { "a.txt": numberedText(2) },
    params: { path: "a.txt", start_line: 1, end_line: 40 },
    expected: { text: "1 | line 1\n2 | line 2", isError: false },
  },
  {
    name: "start_line past the end is an error naming the line count",
    files: { "a.txt": numberedText(5) },
    params: { path: "a.txt", start_line: 6 },
    expected: { text: "read_file: start_line 6 is past the end of 'a.txt', which has 5 lines. Call read_file again with start_line between 1 and 5.", isError: true },
  },
  {
    name: "start_line past the end of a one-line file uses the singular",
    files: { "a.txt": "only\n" },
    params: { path: "a.txt", start_line: 3, end_line: 4 },
    expected: { text: "read_file: start_line 3 is past the end of 'a.txt', which has 1 line. Call read_file again with start_line between 1 and 1.", isError: true },
  },
  {
    name: "start_line after end_line is an error",
    files: { "a.txt": numberedText(5) },
    params: { path: "a.txt", start_line: 4, end_line: 2 },
    expected: { text: "read_file: start_line 4 is after end_line 2. Call read_file again with start_line at most end_line.", isError: true },
  },
  {
    name: "an empty file says it is empty",
    files: { "empty.txt": "" },
    params: { path: "empty.txt" },
    expected: { text: "The file 'empty.txt' is empty (0 bytes, 0 lines).", isError: false },
  },
  {
    name: "an empty file with a range still just says it is empty",
    files: { "empty.txt": "" },
    params: { path: "empty.txt", start_line: 3 },
    expected: { text: "The file 'empty.txt' is empty (0 bytes, 0 lines).", isError: false },
  },
  {
    name: "a missing file suggests a close name in the same directory",
    files: { "src/main.ts": "x\n" },
    params: { path: "src/mian.ts" },
    expected: {
      text: "read_file: the file 'src/mian.ts' does not exist. Did you mean 'src/main.ts'? Check the path with list_files or search_files, then call read_file again.",
      isError: true,
    },
  },
  {
    name: "a missing file in a missing directory says the directory is missing",
    params: { path: "nowhere/a.ts" },
    expected: {
      text: "read_file: the file 'nowhere/a.ts' does not exist. The directory 'nowhere' does not exist either. Check the path with list_files or search_files, then call read_file again.",
      isError: true,
    },
  },
  {
    name: "a path through a file does not claim that its directory is missing",
    files: { "notes.md": "x\n" },
    params: { path: "notes.md/a.ts" },
    expected: {
      text: "read_file: the file 'notes.md/a.ts' does not exist. Check the path with list_files or search_files, then call read_file again.",
      isError: true,
    },
  },
  {
    name: "a missing file never suggests a .clineignore'd name",
    files: { ".clineignore": "secret.env\n", "secret.env": "KEY=1\n" },
    params: { path: "secrets.env" },
    expected: {
      text: "read_file: the file 'secrets.env' does not exist. Check the path with list_files or search_files, then call read_file again.",
      isError: true,
    },
  },
  {
    name: "a directory is an error pointing at list_files",
    files: { "src/a.ts": "x\n" },
    params: { path: "src" },
    expected: {
      text: "read_file: 'src' is a directory, not a file. Use list_files to see what it contains, then call read_file on one of its files.",
      isError: true,
    },
  },
  {
    name: "a PNG image is described by type and size",
    files: { "logo.png": Buffer.concat([pngHeader, Buffer.alloc(2048 - pngHeader.length, 7)]) },
    params: { path: "logo.png" },
    expected: {
      text:
        "'logo.png' is a binary file (PNG image) of 2.0 KB (2048 bytes), so its content is not shown. " +
        "Binary files cannot be read or edited as text; use execute_command with a suitable tool if you need to inspect it.",
      isError: false,
    },
  },
  {
    name: "a file with NUL bytes is binary",
    files: { "data.bin": Buffer.from("abc\u0000def") },
    params: { path: "data.bin" },
    expected: {
      text:
        "'data.bin' is a binary file (binary data with NUL bytes) of 7 bytes, so its content is not shown. " +
        "Binary files cannot be read or edited as text; use execute_command with a suitable tool if you need to inspect it.",
      isError: false,
    },
  },
  {
    name: "bytes that are mostly invalid UTF-8 are binary",
    files: { "noise.dat": Buffer.from(Array.from({ length: 300 }, (_, index) => 0x80 + (index % 60))) },
    params: { path: "noise.dat" },
    expected: {
      text:
        "'noise.dat' is a binary file (binary data that is not UTF-8 text) of 300 bytes, so its content is not shown. " +
        "Binary files cannot be read or edited as text; use execute_command with a suitable tool if you need to inspect it.",
      isError: false,
    },
  },
  {
    name: "a character cut in half by the 8 KB sample does not make a file binary",
    files: { "edge.txt": `${"a".repeat(8191)}é\n` },
    maxBytes: 20,
    params: { path: "edge.txt", start_line: 1 },
    expected: {
      text:
        `1 | ${"a".repeat(15)}\n\n` +
        "[Line 1 of 1 in 'edge.txt' is 8.0 KB (8193 bytes) long, more than the output limit of 20 bytes, so only its beginning is shown. To find text in very long lines, use search_files.]",
      isError: false,
    },
  },
  {
    name: "replacement characters written in the file itself are text",
    files: { "marks.txt": "\uFFFD\uFFFD\uFFFD\n" },
    params: { path: "marks.txt" },
    expected: { text: "1 | \uFFFD\uFFFD\uFFFD", isError: false },
  },
  {
    name: "text with a few invalid UTF-8 bytes is shown with a note",
    files: { "latin1.txt": Buffer.concat([Buffer.from("caf"), Buffer.from([0xe9]), Buffer.from(" au lait, a long enough line of plain text\n")]) },
    params: { path: "latin1.txt" },
    expected: {
      text:
        "1 | caf\uFFFD au lait, a long enough line of plain text\n\n" +
        "[Some of these lines are not valid UTF-8; the undecodable bytes are shown as \uFFFD. " +
        "Edits that change only part of such a file are refused, because writing the decoded text back would alter those bytes.]",
      isError: false,
    },
  },
  {
    name: "the output limit cuts at a line boundary and says how to read on",
    files: { "a.txt": numberedText(10) },
    // Each line costs 11-12 bytes formatted ("n | line n" plus a line break); 40 bytes hold three.
    maxBytes: 40,
    params: { path: "a.txt" },
    expected: {
      text:
        "1 | line 1\n2 | line 2\n3 | line 3\n\n" +
        "[Showing lines 1-3 of 10 in 'a.txt': the output limit of 40 bytes was reached. To read on, call read_file with start_line 4.]",
      isError: false,
    },
  },
  {
    name: "the output limit inside a range keeps the requested end in the hint",
    files: { "a.txt": numberedText(10) },
    maxBytes: 26,
    params: { path: "a.txt", start_line: 3, end_line: 8 },
    expected: {
      text:
        "3 | line 3\n4 | line 4\n\n" +
        "[Showing lines 3-4 of 10 in 'a.txt': the output limit of 26 bytes was reached. To read on, call read_file with start_line 5 and end_line 8.]",
      isError: false,
    },
  },
  {
    name: "a line longer than the output limit is shown cut",
    files: { "min.js": `${"x".repeat(100)}\nsecond\n` },
    maxBytes: 20,
    params: { path: "min.js" },
    expected: {
      text:
        `1 | ${"x".repeat(15)}\n\n` +
        "[Line 1 of 2 in 'min.js' is 100 bytes long, more than the output limit of 20 bytes, so only its beginning is shown. " +
        "To read on, call read_file with start_line 2. To find text in very long lines, use search_files.]",
      isError: false,
    },
  },
  {
    name: "a long line is never cut inside a multi-byte character",
    files: { "wide.txt": `${"é".repeat(30)}\n` },
    maxBytes: 20,
    params: { path: "wide.txt" },
    expected: {
      text:
        `1 | ${"é".repeat(7)}\n\n` +
        "[Line 1 of 1 in 'wide.txt' is 60 bytes long, more than the output limit of 20 bytes, so only its beginning is shown. To find text in very long lines, use search_files.]",
      isError: false,
    },
  },
];

describe("ReadFileToolHandler", () => {
  it.each(cases)("$name", async ({ files, params, maxBytes, expected }) => {
    for (const [relativePath, content] of Object.entries(files ?? {})) workspace.write(relativePath, content);
    const { config } = createTestTaskConfig(workspace.root, maxBytes === undefined ? {} : { limits: { readFileMaxBytes: maxBytes } });
    expect(toToolResult(await handler.execute(config, call(params)))).toEqual(expected);
  });

  it("counts and reads lines across the chunks of a large file", async () => {
    // About 1.3 MB: many 64 KB reads, with lines split between them.
    workspace.write("big.log", numberedText(120_000));
    const { config } = createTestTaskConfig(workspace.root);
    const result = toToolResult(await handler.execute(config, call({ path: "big.log", start_line: 99_998, end_line: 100_001 })));
    expect(result).toEqual({
      text: " 99998 | line 99998\n 99999 | line 99999\n100000 | line 100000\n100001 | line 100001\n\n[Showing lines 99998-100001 of 120000 in 'big.log'.]",
      isError: false,
    });
  });

  it("stops a whole-file read of a large file at the limit and still counts every line", async () => {
    workspace.write("big.log", numberedText(50_000));
    const { config } = createTestTaskConfig(workspace.root, { limits: { readFileMaxBytes: 64 * 1024 } });
    const { text } = toToolResult(await handler.execute(config, call({ path: "big.log" })));
    const [lines = "", note] = text.split("\n\n");
    expect(Buffer.byteLength(lines)).toBeLessThanOrEqual(64 * 1024);
    const lastShown = Number(/(\d+) \| line \d+$/.exec(lines)?.[1]);
    expect(note).toBe(
      `[Showing lines 1-${lastShown} of 50000 in 'big.log': the output limit of 65536 bytes was reached. To read on, call read_file with start_line ${lastShown + 1}.]`,
    );
  });

  it("reads through a symlink and resolves relative paths against the workspace", async () => {
    workspace.write("real/target.txt", "through the link\n");
    symlinkSync(path.join(workspace.root, "real/target.txt"), path.join(workspace.root, "link.txt"));
    const { config } = createTestTaskConfig(workspace.root);
    expect(toToolResult(await handler.execute(config, call({ path: "./link.txt" })))).toEqual({ text: "1 | through the link", isError: false });
  });

  it("the invalid UTF-8 note names no tool, since no prompt variant offers every editing tool", async () => {
    workspace.write("latin1.txt", Buffer.concat([Buffer.from("caf"), Buffer.from([0xe9]), Buffer.from(" au lait, a long enough line of plain text\n")]));
    const { config } = createTestTaskConfig(workspace.root);
    const text = toToolResult(await handler.execute(config, call({ path: "latin1.txt" }))).text;
    const note = text.slice(text.indexOf("[Some of these lines are not valid UTF-8"));
    expect(note).toMatch(/^\[Some of these lines are not valid UTF-8.*\]$/s);
    expect(toolUseNames.filter((name) => note.includes(name))).toEqual([]);
  });

  it("refuses a named pipe instead of blocking on it", async () => {
    const fifo = path.join(workspace.root, "pipe");
    try {
      execFileSync("mkfifo", [fifo]);
    } catch {
      return; // No mkfifo on this system: nothing to test.
    }
    const { config } = createTestTaskConfig(workspace.root);
    expect(toToolResult(await handler.execute(config, call({ path: "pipe" })))).toEqual({
      text: "read_file: 'pipe' is a named pipe, not a regular file, so it cannot be read. Continue without it.",
      isError: true,
    });
  });

  it("describes the call by its path and streams the path while it arrives", async () => {
    expect(handler.getDescription(call({ path: "src/a.ts" }))).toBe("[read_file for 'src/a.ts']");
    const says: [string, string, boolean][] = [];
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.FILE_READ, params: { path: "src/a" }, partial: true }, {
      say: async (type, text, partial) => {
        says.push([type, text, partial]);
      },
    });
    expect(says).toEqual([["tool", JSON.stringify({ tool: "read_file", path: "src/a" }), true]]);
  });
});
