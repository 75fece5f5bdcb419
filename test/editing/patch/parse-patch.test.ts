import { describe, expect, it } from "vitest";
import { parsePatch, type Patch } from "../../../src/editing/patch/parse-patch.js";

const patchText = (...lines: string[]): string => lines.join("\n");

interface AcceptedCase {
  readonly name: string;
  readonly text: string;
  readonly expected: Patch;
}

const acceptedCases: AcceptedCase[] = [
  {
    name: "an Add section with its content",
    text: patchText("*** Begin Patch", "*** Add File: src/new.ts", "+export const a = 1;", "+", "+export const b = 2;", "*** End Patch"),
    expected: { operations: [{ kind: "add", path: "src/new.ts", content: "export const a = 1;\n\nexport const b = 2;\n" }] },
  },
  {
    name: "an empty Add section creates an empty file",
    text: patchText("*** Begin Patch", "*** Add File: empty.txt", "*** End Patch"),
    expected: { operations: [{ kind: "add", path: "empty.txt", content: "" }] },
  },
  {
    name: "a Delete section",
    text: patchText("*** Begin Patch", "*** Delete File: src/gone.ts", "*** End Patch"),
    expected: { operations: [{ kind: "delete", path: "src/gone.ts" }] },
  },
  {
    name: "an Update section with one hunk",
    text: patchText("*** Begin Patch", "*** Update File: src/old.ts", "@@", " keep", "-old", "+new", "*** End Patch"),
    expected: {
      operations: [
        {
          kind: "update",
          path: "src/old.ts",
          hunks: [
            {
              anchors: [],
              endOfFile: false,
              lineNumber: 3,
              lines: [
                { kind: "context", text: "keep" },
                { kind: "remove", text: "old" },
                { kind: "add", text: "new" },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    name: "an Update with a Move",
    text: patchText("*** Begin Patch", "*** Update File: src/old.ts", "*** Move to: src/renamed.ts", "@@", "-a", "+b", "*** End Patch"),
    expected: {
      operations: [
        {
          kind: "update",
          path: "src/old.ts",
          moveTo: "src/renamed.ts",
          hunks: [{ anchors: [], endOfFile: false, lineNumber: 4, lines: [{ kind: "remove", text: "a" }, { kind: "add", text: "b" }] }],
        },
      ],
    },
  },
  {
    name: "a pure rename has a Move and no hunks",
    text: patchText("*** Begin Patch", "*** Update File: a.ts", "*** Move to: b.ts", "*** End Patch"),
    expected: { operations: [{ kind: "update", path: "a.ts", moveTo: "b.ts", hunks: [] }] },
  },
  {
    name: "several hunks, several anchors and End of File",
    text: patchText(
      "*** Begin Patch",
      "*** Update File: src/shapes.ts",
      "@@ class Circle {",
      "@@   area() {",
      "-    return 0;",
      "+    return Math.PI * this.r ** 2;",
      "@@",
      " }",
      "+export {};",
      "*** End of File",
      "*** End Patch",
    ),
    expected: {
      operations: [
        {
          kind: "update",
          path: "src/shapes.ts",
          hunks: [
            {
              anchors: ["class Circle {", "area() {"],
              endOfFile: false,
              lineNumber: 3,
              lines: [
                { kind: "remove", text: "    return 0;" },
                { kind: "add", text: "    return Math.PI * this.r ** 2;" },
              ],
            },
            {
              anchors: [],
              endOfFile: true,
              lineNumber: 7,
              lines: [
                { kind: "context", text: "}" },
                { kind: "add", text: "export {};" },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    name: "a unified-diff style hunk header keeps only its trailing anchor",
    text: patchText("*** Begin Patch", "*** Update File: a.py", "@@ -10,2 +10,2 @@ def main():", "-x", "+y", "*** End Patch"),
    expected: {
      operations: [{ kind: "update", path: "a.py", hunks: [{ anchors: ["def main():"], endOfFile: false, lineNumber: 3, lines: [{ kind: "remove", text: "x" }, { kind: "add", text: "y" }] }] }],
    },
  },
  {
    name: "the first hunk may leave out its @@ line",
    text: patchText("*** Begin Patch", "*** Update File: a.txt", " keep", "-x", "+y", "*** End Patch"),
    expected: {
      operations: [
        {
          kind: "update",
          path: "a.txt",
          hunks: [{ anchors: [], endOfFile: false, lineNumber: 3, lines: [{ kind: "context", text: "keep" }, { kind: "remove", text: "x" }, { kind: "add", text: "y" }] }],
        },
      ],
    },
  },
  {
    name: "a bare empty line inside a hunk is an empty context line, but not when it only separates sections",
    text: patchText("*** Begin Patch", "*** Update File: a.txt", "@@", " one", "", "-two", "", "*** Delete File: b.txt", "*** End Patch"),
    expected: {
      operations: [
        {
          kind: "update",
          path: "a.txt",
          hunks: [{ anchors: [], endOfFile: false, lineNumber: 3, lines: [{ kind: "context", text: "one" }, { kind: "context", text: "" }, { kind: "remove", text: "two" }] }],
        },
        { kind: "delete", path: "b.txt" },
      ],
    },
  },
  {
    name: "paths with spaces are kept whole",
    text: patchText("*** Begin Patch", "*** Add File: docs/my notes.md", "+hi", "*** Delete File:   old stuff/a b.txt  ", "*** End Patch"),
    expected: {
      operations: [
        { kind: "add", path: "docs/my notes.md", content: "hi\n" },
        { kind: "delete", path: "old stuff/a b.txt" },
      ],
    },
  },
  {
    name: "a shell heredoc around the patch is stripped",
    text: patchText("apply_patch <<'EOF'", "*** Begin Patch", "*** Delete File: a.txt", "*** End Patch", "EOF", ""),
    expected: { operations: [{ kind: "delete", path: "a.txt" }] },
  },
  {
    name: "a markdown fence and blank lines around the patch are stripped",
    text: patchText("", "```diff", "*** Begin Patch", "*** Delete File: a.txt", "*** End Patch", "```", "  "),
    expected: { operations: [{ kind: "delete", path: "a.txt" }] },
  },
  {
    name: "a heredoc inside a fence is stripped",
    text: patchText("```bash", 'apply_patch <<"PATCH"', "*** Begin Patch", "*** Delete File: a.txt", "*** End Patch", "PATCH", "```"),
    expected: { operations: [{ kind: "delete", path: "a.txt" }] },
  },
  {
    name: "Windows line endings in the patch are ignored",
    text: "*** Begin Patch\r\n*** Add File: a.txt\r\n+one\r\n*** End Patch\r\n",
    expected: { operations: [{ kind: "add", path: "a.txt", content: "one\n" }] },
  },
];

interface RejectedCase {
  readonly name: string;
  readonly text: string;
  readonly error: string;
}

const rejectedCases: RejectedCase[] = [
  {
    name: "a missing Begin Patch line",
    text: patchText("*** Delete File: a.txt", "*** End Patch"),
    error: `Line 1: expected '*** Begin Patch' as the first line, found: "*** Delete File: a.txt"`,
  },
  {
    name: "a missing End Patch line",
    text: patchText("*** Begin Patch", "*** Add File: a.txt", "+x"),
    error: "Line 4: expected '*** End Patch' after the last file section, found the end of the patch",
  },
  {
    name: "a missing End Patch line inside a heredoc is still reported as such",
    text: patchText("apply_patch <<'EOF'", "*** Begin Patch", "*** Delete File: a.txt", "EOF"),
    error: "Line 4: expected '*** End Patch' after the last file section, found the end of the patch",
  },
  {
    name: "an empty patch",
    text: "  \n",
    error: "Line 1: expected '*** Begin Patch', found an empty patch",
  },
  {
    name: "a patch without file sections",
    text: patchText("*** Begin Patch", "*** End Patch"),
    error: "Line 2: expected at least one '*** Add File:', '*** Delete File:' or '*** Update File:' section before '*** End Patch'",
  },
  {
    name: "an unknown section header",
    text: patchText("*** Begin Patch", "*** Rename File: a.txt", "*** End Patch"),
    error: `Line 2: expected '*** Add File: ', '*** Delete File: ', '*** Update File: ' or '*** End Patch', found: "*** Rename File: a.txt"`,
  },
  {
    name: "a garbage line inside a hunk",
    text: patchText("*** Begin Patch", "*** Update File: src/a.ts", "@@", " keep", "oops", "*** End Patch"),
    error: `Line 5: expected a line starting with ' ', '-' or '+' inside the hunk for src/a.ts, found: "oops"`,
  },
  {
    name: "an Add line without its plus sign",
    text: patchText("*** Begin Patch", "*** Add File: a.txt", "+one", "two", "*** End Patch"),
    error: `Line 4: expected a line starting with '+' in the content of the new file a.txt, found: "two"`,
  },
  {
    name: "an Update without hunks",
    text: patchText("*** Begin Patch", "*** Update File: a.txt", "*** End Patch"),
    error: "Line 2: expected at least one '@@' hunk (or a '*** Move to: ' line) after '*** Update File: a.txt'",
  },
  {
    name: "an empty hunk",
    text: patchText("*** Begin Patch", "*** Update File: a.txt", "@@ main", "*** End Patch"),
    error: "Line 4: expected at least one line starting with ' ', '-' or '+' in the hunk for a.txt that starts on line 3",
  },
  {
    name: "a second hunk without its @@ line",
    text: patchText("*** Begin Patch", "*** Update File: a.txt", "@@", "-x", "*** End of File", "+y", "*** End Patch"),
    error: `Line 6: expected '@@' to start the next hunk for a.txt, found: "+y"`,
  },
  {
    name: "a section header without a path",
    text: patchText("*** Begin Patch", "*** Delete File:", "*** End Patch"),
    error: `Line 2: expected a file path after '*** Delete File:', found: "*** Delete File:"`,
  },
  {
    name: "text after End Patch",
    text: patchText("*** Begin Patch", "*** Delete File: a.txt", "*** End Patch", "", "thanks!"),
    error: `Line 5: expected nothing after '*** End Patch', found: "thanks!"`,
  },
  {
    name: "line numbers count the stripped wrapper lines",
    text: patchText("", "```", "*** Begin Patch", "*** Update File: a.txt", "@@", "?", "*** End Patch", "```"),
    error: `Line 6: expected a line starting with ' ', '-' or '+' inside the hunk for a.txt, found: "?"`,
  },
];

describe("parsePatch", () => {
  it.each(acceptedCases)("accepts $name", ({ text, expected }) => {
    expect(parsePatch(text)).toEqual({ ok: true, patch: expected });
  });

  it.each(rejectedCases)("rejects $name", ({ text, error }) => {
    expect(parsePatch(text)).toEqual({ ok: false, error });
  });
});
