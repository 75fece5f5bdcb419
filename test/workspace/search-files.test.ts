import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRipgrep } from "../../src/workspace/search/find-ripgrep.js";
import { InvalidSearchPatternError } from "../../src/workspace/search/invalid-regex-error.js";
import { planSearch } from "../../src/workspace/search/plan-search.js";
import { ripgrepExclusionGlobs } from "../../src/workspace/search/ripgrep-exclusion-globs.js";
import { formatSearchResults } from "../../src/workspace/search/format-search-results.js";
import { type SearchEngineName, type SearchOutcome, type SearchRequest, searchFiles } from "../../src/workspace/search/search-files.js";
import { UnusableDirectoryError } from "../../src/workspace/search/unusable-directory-error.js";

const ripgrepAvailable = (await findRipgrep()) !== undefined;

let workspace: string;
let project: string;

// Ignores the "secret" folder, any ".env" file and one file whose name needs escaping in a glob.
const isIgnored = (absolutePath: string) => /[/\\](secret|\.env|\[draft\] notes\.md)$/.test(absolutePath);

beforeAll(() => {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), "search-files-"));
  project = path.join(workspace, "project");
  const files: Record<string, string | Buffer> = {
    "src/app.ts": "import { run } from './run';\n// needle one\nconst a = 1;\nconst b = 2;\nexport const needle = 'two';\n",
    "src/view.tsx": "export const View = () => <div>needle</div>;\n",
    "src/util/helpers.ts": "export function help() {\n  return 'NEEDLE upper';\n}\n",
    "src/run.js": "needle-1\nneedle-2\nneedle-3\n",
    "a/b.ts": "needle in a/b\n",
    "a-c.ts": "needle in a-c\n",
    "README.md": "# Project\nNo match here.\n",
    "crlf.txt": "needle crlf\r\nplain\r\n",
    "bom.txt": Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("needle after bom\n")]),
    "utf16.txt": Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("needle in utf16\n", "utf16le")]),
    "invalid-utf8.txt": Buffer.concat([Buffer.from("needle "), Buffer.from([0xff]), Buffer.from(" byte\n")]),
    ".hidden/config.ts": "export const hidden = 'needle';\n",
    // Never searched: heavy folders, ignored paths, binary and oversized files.
    "node_modules/lib/index.js": "needle in dependency\n",
    "packages/web/dist/bundle.js": "needle in build output\n",
    "secret/keys.ts": "needle secret\n",
    "src/.env": "NEEDLE=secret\n",
    "[draft] notes.md": "needle draft\n",
    "image.bin": Buffer.concat([Buffer.from("needle"), Buffer.from([0, 1, 2]), Buffer.from("needle\n")]),
    "huge.log": `needle\n${"x".repeat(1024 * 1024)}\n`,
    // ripgrep's default ignore handling is off, so this must not hide src/app.ts.
    ".gitignore": "src/app.ts\n",
  };
  for (const [relativePath, content] of Object.entries(files)) {
    const absolutePath = path.join(project, relativePath);
    fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
    fs.writeFileSync(absolutePath, content);
  }
  if (process.platform !== "win32") {
    fs.symlinkSync(path.join(project, "src"), path.join(project, "linked-src"));
    fs.symlinkSync(path.join(project, "a-c.ts"), path.join(project, "linked-file.ts"));
  }
});

afterAll(() => {
  fs.rmSync(workspace, { recursive: true, force: true });
});

function search(request: Partial<SearchRequest>, engine: SearchEngineName): Promise<SearchOutcome> {
  return searchFiles(
    { directory: project, regex: "needle", maxResults: 100, displayRoot: workspace, isIgnored, contextLines: 0, ...request },
    { engine },
  );
}

/** "file:line" for each match, the part of an outcome a reader checks first. */
function locations(outcome: SearchOutcome): string[] {
  return outcome.matches.map((match) => `${match.file}:${match.line}`);
}

const searchCases: { name: string; request: Partial<SearchRequest>; expected: string[]; truncated?: boolean }[] = [
  {
    name: "a word across the tree, skipping heavy folders, ignored paths, symlinks, binary and huge files",
    request: {},
    expected: [
      "project/.hidden/config.ts:1",
      "project/a/b.ts:1",
      "project/a-c.ts:1",
      "project/bom.txt:1",
      "project/crlf.txt:1",
      "project/invalid-utf8.txt:1",
      "project/src/app.ts:2",
      "project/src/app.ts:5",
      "project/src/run.js:1",
      "project/src/run.js:2",
      "project/src/run.js:3",
      "project/src/view.tsx:1",
      "project/utf16.txt:1",
    ],
  },
  {
    name: "a file pattern without a slash matches names at any depth",
    request: { filePattern: "*.ts" },
    expected: ["project/.hidden/config.ts:1", "project/a/b.ts:1", "project/a-c.ts:1", "project/src/app.ts:2", "project/src/app.ts:5"],
  },
  {
    name: "a file pattern with a slash and braces matches from the searched directory",
    request: { filePattern: "src/**/*.{tsx,js}" },
    expected: ["project/src/run.js:1", "project/src/run.js:2", "project/src/run.js:3", "project/src/view.tsx:1"],
  },
  {
    name: "a negated file pattern leaves matching files out",
    request: { filePattern: "!*.{txt,ts}" },
    expected: ["project/src/run.js:1", "project/src/run.js:2", "project/src/run.js:3", "project/src/view.tsx:1"],
  },
  {
    name: "a character class in a file pattern",
    request: { filePattern: "[a-b]*.ts" },
    expected: ["project/a/b.ts:1", "project/a-c.ts:1", "project/src/app.ts:2", "project/src/app.ts:5"],
  },
  {
    name: "a leading (?i) makes the search case-insensitive",
    request: { regex: "(?i)NEEDLE upper" },
    expected: ["project/src/util/helpers.ts:2"],
  },
  {
    name: "Rust-only syntax is accepted: named groups, escaped punctuation, POSIX classes",
    request: { regex: "(?P<word>needle)\\-[[:digit:]]" },
    expected: ["project/src/run.js:1", "project/src/run.js:2", "project/src/run.js:3"],
  },
  {
    name: "an end anchor does not match before a carriage return",
    request: { regex: "needle (crlf|after bom)$" },
    expected: ["project/bom.txt:1"],
  },
  {
    name: "results stop at maxResults and say so",
    request: { maxResults: 3 },
    expected: ["project/.hidden/config.ts:1", "project/a/b.ts:1", "project/a-c.ts:1"],
    truncated: true,
  },
  {
    name: "exactly maxResults matches are not truncated",
    request: { filePattern: "run.js", maxResults: 3 },
    expected: ["project/src/run.js:1", "project/src/run.js:2", "project/src/run.js:3"],
  },
  {
    name: "stopping inside a file keeps the last match's trailing context",
    request: { filePattern: "*.js", maxResults: 2, contextLines: 1 },
    expected: ["project/src/run.js:1", "project/src/run.js:2"],
    truncated: true,
  },
  {
    name: "a regex that matches nothing",
    request: { regex: "no such text anywhere" },
    expected: [],
  },
];

describe.each(searchCases)("searchFiles: $name", ({ request, expected, truncated }) => {
  it("JavaScript engine", async () => {
    const outcome = await search(request, "javascript");
    expect(outcome.engine).toBe("javascript");
    expect(locations(outcome)).toEqual(expected);
    expect(outcome.truncated).toBe(truncated ?? false);
  });

  it.skipIf(!ripgrepAvailable)("ripgrep engine gives the identical outcome", async () => {
    const [fromRipgrep, fromJavaScript] = await Promise.all([search(request, "ripgrep"), search(request, "javascript")]);
    expect(fromRipgrep.engine).toBe("ripgrep");
    expect(fromRipgrep.matches).toEqual(fromJavaScript.matches);
    expect(fromRipgrep.truncated).toBe(fromJavaScript.truncated);
  });
});

const engines: SearchEngineName[] = ripgrepAvailable ? ["javascript", "ripgrep"] : ["javascript"];

describe.each(engines)("searchFiles with the %s engine", (engine) => {
  it("returns match text and context lines without line terminators", async () => {
    const outcome = await search({ filePattern: "app.ts", contextLines: 2 }, engine);
    expect(outcome.matches).toEqual([
      {
        file: "project/src/app.ts",
        line: 2,
        text: "// needle one",
        before: [{ line: 1, text: "import { run } from './run';" }],
        after: [
          { line: 3, text: "const a = 1;" },
          { line: 4, text: "const b = 2;" },
        ],
      },
      {
        file: "project/src/app.ts",
        line: 5,
        text: "export const needle = 'two';",
        before: [
          { line: 3, text: "const a = 1;" },
          { line: 4, text: "const b = 2;" },
        ],
        after: [],
      },
    ]);
  });

  it("decodes byte order marks and invalid UTF-8 the same way", async () => {
    const outcome = await search({ filePattern: "*.txt" }, engine);
    expect(outcome.matches.map((match) => match.text)).toEqual([
      "needle after bom",
      "needle crlf",
      "needle \uFFFD byte",
      "needle in utf16",
    ]);
  });

  it.each([
    { name: "an unclosed group", regex: "needle(", reason: engine === "ripgrep" ? "unclosed group" : "Unterminated group" },
    { name: "a bad repetition", regex: "*needle", reason: engine === "ripgrep" ? "repetition operator missing expression" : "Nothing to repeat" },
  ])("rejects $name naming the regex and the reason", async ({ regex, reason }) => {
    await expect(search({ regex }, engine)).rejects.toThrow(`Invalid regular expression ${JSON.stringify(regex)}: ${reason}`);
  });

  it("rejects a malformed file pattern", async () => {
    await expect(search({ filePattern: "src/{a,b" }, engine)).rejects.toThrow(
      `Invalid file pattern "src/{a,b": unclosed alternate group; missing '}'`,
    );
  });

  it("throws a clear error for a missing directory", async () => {
    await expect(search({ directory: path.join(project, "missing") }, engine)).rejects.toThrow(/^Directory not found: /);
  });

  it("marks what it rejects with an error class a tool can tell apart without reading the message", async () => {
    const rejectionOf = (request: Partial<SearchRequest>) => search(request, engine).then(() => undefined, (error: unknown) => error);
    const badRegex = await rejectionOf({ regex: "needle(" });
    const badPattern = await rejectionOf({ filePattern: "[z-a]" });
    const notADirectory = await rejectionOf({ directory: path.join(project, "README.md") });
    expect(InvalidSearchPatternError.isInstance(badRegex) && badRegex.kind).toBe("regex");
    expect(InvalidSearchPatternError.isInstance(badPattern) && [badPattern.kind, badPattern.reason]).toEqual(["file-pattern", "Range out of order in character class"]);
    expect(UnusableDirectoryError.isInstance(notADirectory) && notADirectory.problem).toEqual({ kind: "not-a-directory" });
    expect(InvalidSearchPatternError.isInstance(notADirectory) || UnusableDirectoryError.isInstance(badRegex)).toBe(false);
  });
});

it("the JavaScript engine rejects a regex that needs to match a line break", async () => {
  await expect(search({ regex: "one\\nconst" }, "javascript")).rejects.toThrow(
    `Invalid regular expression "one\\\\nconst": it matches a line break, but each line is searched on its own`,
  );
});

it("tells ripgrep to skip each ignored path, so it never opens them", async () => {
  const plan = await planSearch({ directory: project, regex: "needle", maxResults: 10, displayRoot: workspace, isIgnored });
  const globs = await ripgrepExclusionGlobs(plan);
  expect(globs).toEqual(expect.arrayContaining(["!node_modules/", "!/\\[draft\\]\\ notes.md", "!/secret/", "!/src/.env"]));
});

it("gives up on telling ripgrep when the ignored paths would not fit on its command line", async () => {
  const plan = await planSearch({ directory: project, regex: "needle", maxResults: 10, displayRoot: workspace, isIgnored });
  expect(await ripgrepExclusionGlobs(plan, 20)).toBeUndefined();
});

it.skipIf(!ripgrepAvailable || process.platform === "win32")(
  "falls back to JavaScript when an ignored path cannot be written as a glob",
  async () => {
    const directory = path.join(workspace, "unusual-names");
    fs.mkdirSync(directory, { recursive: true });
    fs.writeFileSync(path.join(directory, "line\nbreak.txt"), "needle\n");
    fs.writeFileSync(path.join(directory, "kept.txt"), "needle\n");
    const outcome = await searchFiles(
      { directory, regex: "needle", maxResults: 10, displayRoot: directory, isIgnored: (absolutePath) => absolutePath.includes("\n") },
      { engine: "ripgrep" },
    );
    expect(outcome.engine).toBe("javascript");
    expect(locations(outcome)).toEqual(["kept.txt:1"]);
  },
);

it("uses ripgrep by default when it is installed", async () => {
  const outcome = await searchFiles({ directory: project, regex: "needle", maxResults: 1, displayRoot: project });
  expect(outcome.engine).toBe(ripgrepAvailable ? "ripgrep" : "javascript");
});

describe("formatSearchResults", () => {
  const line = (number: number, text: string) => ({ line: number, text });
  const formatCases: { name: string; outcome: SearchOutcome; expected: string }[] = [
    {
      name: "no matches",
      outcome: { matches: [], truncated: false, engine: "javascript" },
      expected: "Found 0 results.",
    },
    {
      name: "matches grouped per file, shared context shown once, gaps marked",
      outcome: {
        engine: "ripgrep",
        truncated: false,
        matches: [
          { file: "src/a.ts", line: 9, text: "needle nine", before: [line(8, "eight")], after: [line(10, "needle ten")] },
          { file: "src/a.ts", line: 10, text: "needle ten", before: [line(9, "needle nine")], after: [line(11, "eleven")] },
          { file: "src/a.ts", line: 20, text: "needle twenty", before: [line(19, "nineteen")], after: [] },
          { file: "src/b.ts", line: 1, text: "needle", before: [], after: [] },
        ],
      },
      expected: [
        "Found 4 results.",
        "",
        "src/a.ts",
        " 8- eight",
        " 9: needle nine",
        "10: needle ten",
        "11- eleven",
        "--",
        "19- nineteen",
        "20: needle twenty",
        "",
        "src/b.ts",
        "1: needle",
      ].join("\n"),
    },
    {
      name: "a single result, truncated, with advice to narrow the search",
      outcome: { engine: "javascript", truncated: true, matches: [{ file: "a.ts", line: 3, text: "x", before: [], after: [] }] },
      expected: [
        "Found more than 1 results; showing the first 1.",
        "",
        "a.ts",
        "3: x",
        "",
        "(Only the first 1 results are shown. Narrow the search with a more specific regex, a file pattern such as *.ts, or a subdirectory.)",
      ].join("\n"),
    },
    {
      name: "one result",
      outcome: { engine: "javascript", truncated: false, matches: [{ file: "a.ts", line: 1, text: "x", before: [], after: [] }] },
      expected: "Found 1 result.\n\na.ts\n1: x",
    },
    {
      name: "very long lines are shortened",
      outcome: { engine: "javascript", truncated: false, matches: [{ file: "min.js", line: 1, text: "y".repeat(600), before: [], after: [] }] },
      expected: `Found 1 result.\n\nmin.js\n1: ${"y".repeat(500)}… (100 more characters)`,
    },
  ];

  it.each(formatCases)("$name", ({ outcome, expected }) => {
    expect(formatSearchResults(outcome)).toBe(expected);
  });
});
