import { describe, expect, it } from "vitest";
import { parsePatch, type Patch } from "../../../src/editing/patch/parse-patch.js";
import { planPatch, type PlannedChange } from "../../../src/editing/patch/plan-patch.js";

const patchOf = (...lines: string[]): Patch => {
  const parsed = parsePatch(["*** Begin Patch", ...lines, "*** End Patch"].join("\n"));
  if (!parsed.ok) throw new Error(`test patch does not parse: ${parsed.error}`);
  return parsed.patch;
};

const reader =
  (files: Readonly<Record<string, string>>) =>
  (path: string): string | undefined =>
    files[path];

interface PlanCase {
  readonly name: string;
  readonly files: Readonly<Record<string, string>>;
  readonly patch: Patch;
  readonly changes?: PlannedChange[];
  readonly errors?: string[];
}

const cases: PlanCase[] = [
  {
    name: "replaces an exactly matching line",
    files: { "a.ts": "const a = 1;\nconst b = 2;\n" },
    patch: patchOf("*** Update File: a.ts", "@@", " const a = 1;", "-const b = 2;", "+const b = 3;"),
    changes: [{ kind: "update", path: "a.ts", content: "const a = 1;\nconst b = 3;\n" }],
  },
  {
    name: "tolerates trailing whitespace the patch lost",
    files: { "a.ts": "let x = 1;   \nlet y = 2;\n" },
    patch: patchOf("*** Update File: a.ts", "@@", "-let x = 1;", "+let x = 10;"),
    changes: [{ kind: "update", path: "a.ts", content: "let x = 10;\nlet y = 2;\n" }],
  },
  {
    name: "tolerates different indentation and keeps the file's own context lines",
    files: { "a.py": "def f():\n\tif ok:\n\t\treturn 1\n" },
    patch: patchOf("*** Update File: a.py", "@@", "    if ok:", "-        return 1", "+\t\treturn 2"),
    changes: [{ kind: "update", path: "a.py", content: "def f():\n\tif ok:\n\t\treturn 2\n" }],
  },
  {
    name: "tolerates typographic dashes and quotes",
    files: { "notes.md": "Use \u201csmart\u201d quotes \u2014 sparingly.\nEnd.\n" },
    patch: patchOf("*** Update File: notes.md", "@@", '-Use "smart" quotes - sparingly.', "+Use plain quotes."),
    changes: [{ kind: "update", path: "notes.md", content: "Use plain quotes.\nEnd.\n" }],
  },
  {
    name: "applies several hunks in file order",
    files: { "list.txt": "one\ntwo\nthree\nfour\nfive\n" },
    patch: patchOf("*** Update File: list.txt", "@@", "-two", "+2", "@@", " four", "-five", "+5"),
    changes: [{ kind: "update", path: "list.txt", content: "one\n2\nthree\nfour\n5\n" }],
  },
  {
    name: "uses the @@ anchor to pick between identical blocks",
    files: { "a.ts": "function first() {\n  return 0;\n}\nfunction second() {\n  return 0;\n}\n" },
    patch: patchOf("*** Update File: a.ts", "@@ function second() {", "-  return 0;", "+  return 2;"),
    changes: [{ kind: "update", path: "a.ts", content: "function first() {\n  return 0;\n}\nfunction second() {\n  return 2;\n}\n" }],
  },
  {
    name: "accepts an anchor that only starts the signature, and one repeated by the next hunk",
    files: { "a.ts": "function main(argv: string[]) {\n  const a = 1;\n  const b = 2;\n  const c = 3;\n}\n" },
    patch: patchOf("*** Update File: a.ts", "@@ function main(", "-  const a = 1;", "+  const a = 10;", "@@ function main(", "-  const c = 3;", "+  const c = 30;"),
    changes: [{ kind: "update", path: "a.ts", content: "function main(argv: string[]) {\n  const a = 10;\n  const b = 2;\n  const c = 30;\n}\n" }],
  },
  {
    name: "inserts the lines of a hunk without old lines right after its anchor",
    files: { "a.ts": "class A {\n  x = 1;\n}\n" },
    patch: patchOf("*** Update File: a.ts", "@@ class A {", "+  y = 2;"),
    changes: [{ kind: "update", path: "a.ts", content: "class A {\n  y = 2;\n  x = 1;\n}\n" }],
  },
  {
    name: "uses End of File to pick the last of identical blocks",
    files: { "a.txt": "}\nmiddle\n}\n" },
    patch: patchOf("*** Update File: a.txt", "@@", " }", "+// end", "*** End of File"),
    changes: [{ kind: "update", path: "a.txt", content: "}\nmiddle\n}\n// end\n" }],
  },
  {
    name: "ignores a trailing empty context line that stands for the final newline",
    files: { "a.txt": "a\nb\n" },
    patch: patchOf("*** Update File: a.txt", "@@", " a", "-b", "+c", " "),
    changes: [{ kind: "update", path: "a.txt", content: "a\nc\n" }],
  },
  {
    name: "keeps Windows line endings, also on inserted lines",
    files: { "win.txt": "alpha\r\nbeta\r\ngamma\r\n" },
    patch: patchOf("*** Update File: win.txt", "@@", " alpha", "-beta", "+BETA", "+delta"),
    changes: [{ kind: "update", path: "win.txt", content: "alpha\r\nBETA\r\ndelta\r\ngamma\r\n" }],
  },
  {
    name: "keeps a missing final newline when the last line changes",
    files: { "a.txt": "first\nlast" },
    patch: patchOf("*** Update File: a.txt", "@@", " first", "-last", "+final", "+extra", "*** End of File"),
    changes: [{ kind: "update", path: "a.txt", content: "first\nfinal\nextra" }],
  },
  {
    name: "moves and edits a file",
    files: { "src/old.ts": "export const name = 'old';\n" },
    patch: patchOf("*** Update File: src/old.ts", "*** Move to: src/new.ts", "@@", "-export const name = 'old';", "+export const name = 'new';"),
    changes: [{ kind: "move", path: "src/old.ts", newPath: "src/new.ts", content: "export const name = 'new';\n" }],
  },
  {
    name: "adds and deletes files",
    files: { "gone.txt": "bye\n" },
    patch: patchOf("*** Add File: hello.txt", "+hello", "*** Delete File: gone.txt"),
    changes: [
      { kind: "add", path: "hello.txt", content: "hello\n" },
      { kind: "delete", path: "gone.txt" },
    ],
  },
  {
    name: "refuses to add a file that exists",
    files: { "a.txt": "x\n" },
    patch: patchOf("*** Add File: a.txt", "+y"),
    errors: ["a.txt: cannot add this file because it already exists; use '*** Update File:' to change it"],
  },
  {
    name: "refuses to update a missing file",
    files: {},
    patch: patchOf("*** Update File: missing.ts", "@@", "-a", "+b"),
    errors: ["missing.ts: cannot update this file because it does not exist; use '*** Add File:' to create it"],
  },
  {
    name: "names the file and the first old line of a hunk that does not match",
    files: { "src/a.ts": "const a = 1;\n" },
    patch: patchOf("*** Update File: src/a.ts", "@@", " const zzz = 0;", "-const a = 1;", "+const a = 2;"),
    errors: [
      `src/a.ts: hunk 1 (patch line 3): could not find the lines to replace, starting with "const zzz = 0;"; re-read the file and copy the context and '-' lines exactly`,
    ],
  },
  {
    name: "refuses a hunk that matches in several places",
    files: { "a.txt": "x\ny\nx\ny\n" },
    patch: patchOf("*** Update File: a.txt", "@@", " x", "-y", "+z"),
    errors: [`a.txt: hunk 1 (patch line 3): the lines starting with "x" match at lines 1, 3; add context lines or an '@@' line to pick one`],
  },
  {
    name: "refuses to move onto an existing file",
    files: { "a.txt": "a\n", "b.txt": "b\n" },
    patch: patchOf("*** Update File: a.txt", "*** Move to: b.txt"),
    errors: ["a.txt: cannot move this file to b.txt because that file already exists"],
  },
  {
    name: "refuses to touch the same file twice, however its path is spelled",
    files: { "a.txt": "a\n" },
    patch: patchOf("*** Update File: a.txt", "@@", "-a", "+b", "*** Delete File: ./a.txt"),
    errors: ["./a.txt: the patch touches this file twice (Update File, then Delete File); combine the changes into one section"],
  },
  {
    name: "reports every problem at once",
    files: { "exists.txt": "x\n", "edit.txt": "one\n" },
    patch: patchOf(
      "*** Add File: exists.txt",
      "+new",
      "*** Update File: edit.txt",
      "@@",
      "-uno",
      "+1",
      "@@ nowhere",
      "-one",
      "*** Delete File: missing.txt",
      "*** Update File: ghost.txt",
      "@@",
      "-a",
    ),
    errors: [
      "exists.txt: cannot add this file because it already exists; use '*** Update File:' to change it",
      `edit.txt: hunk 1 (patch line 5): could not find the lines to replace, starting with "uno"; re-read the file and copy the context and '-' lines exactly`,
      `edit.txt: hunk 2 (patch line 8): could not find the line "nowhere" named after '@@'`,
      "missing.txt: cannot delete this file because it does not exist",
      "ghost.txt: cannot update this file because it does not exist; use '*** Add File:' to create it",
    ],
  },
];

describe("planPatch", () => {
  it.each(cases)("$name", ({ files, patch, changes, errors }) => {
    const expected = errors === undefined ? { ok: true, changes } : { ok: false, errors };
    expect(planPatch(patch, reader(files))).toEqual(expected);
  });
});
