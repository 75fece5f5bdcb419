import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanWrittenContent } from "../../src/editing/clean-written-content.js";

const cases: readonly { name: string; input: string; output: string }[] = [
  { name: "plain content is unchanged", input: "const a = 1;\n", output: "const a = 1;\n" },
  { name: "content without a final newline keeps it absent", input: "const a = 1;", output: "const a = 1;" },
  { name: "an empty string stays empty", input: "", output: "" },
  { name: "a bare fence pair is stripped", input: "```\nline\n```\n", output: "line\n" },
  { name: "a fence with a language tag is stripped", input: "```typescript\nconst a = 1;\n```", output: "const a = 1;\n" },
  { name: "a language tag with symbols is accepted", input: "```c++\nint main() {}\n```\n", output: "int main() {}\n" },
  { name: "blank lines after the closing fence go with it", input: "```js\nx();\n```\n\n\n", output: "x();\n" },
  { name: "a four-backtick fence may hold three-backtick lines", input: "````md\n```js\nx\n```\n````\n", output: "```js\nx\n```\n" },
  { name: "CRLF content inside a fence keeps CRLF", input: "```\r\na\r\nb\r\n```\r\n", output: "a\r\nb\r\n" },
  { name: "indentation inside a fence is kept", input: "```py\n    if x:\n        y()\n```\n", output: "    if x:\n        y()\n" },
  { name: "a fence that is not on the first line is kept", input: "\n```\ncode\n```\n", output: "\n```\ncode\n```\n" },
  { name: "an opening fence without a closing one is kept", input: "```ts\nconst a = 1;\n", output: "```ts\nconst a = 1;\n" },
  { name: "a closing fence followed by more text is kept", input: "```\ncode\n```\nmore text\n", output: "```\ncode\n```\nmore text\n" },
  {
    name: "markdown starting and ending with separate code blocks is kept",
    input: "```sh\nnpm test\n```\n\nThen:\n\n```sh\nnpm run build\n```\n",
    output: "```sh\nnpm test\n```\n\nThen:\n\n```sh\nnpm run build\n```\n",
  },
  { name: "a lone fence line is kept", input: "```\n", output: "```\n" },
  { name: "an opening line with text after the tag is kept", input: "```js title\nx\n```\n", output: "```js title\nx\n```\n" },
  { name: "trailing blank lines collapse to one newline", input: "a\nb\n\n\n\n", output: "a\nb\n" },
  { name: "trailing whitespace-only lines collapse too", input: "a\n  \n\t\n", output: "a\n" },
  { name: "trailing CRLF blank lines collapse to one CRLF", input: "a\r\n\r\n\r\n", output: "a\r\n" },
  { name: "trailing spaces on the last content line are kept", input: "a  \n\n", output: "a  \n" },
  { name: "blank lines inside the content are kept", input: "a\n\n\nb\n", output: "a\n\n\nb\n" },
  { name: "leading blank lines are kept", input: "\n\na\n", output: "\n\na\n" },
  { name: "trailing spaces without a newline are kept", input: "a   ", output: "a   " },
];

describe("cleanWrittenContent", () => {
  it.each(cases.map((entry) => [entry.name, entry] as const))("%s", (_name, entry) => {
    expect(cleanWrittenContent(entry.input)).toBe(entry.output);
  });

  it("without an opening fence, only removes trailing whitespace after a line break", () => {
    const line = fc.string({ unit: fc.constantFrom("a", "`", " ", "\t", "\r", "x") });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const input = lines.join("\n");
        fc.pre(!input.startsWith("```"));
        const output = cleanWrittenContent(input);
        expect(input.startsWith(output)).toBe(true);
        expect(input.slice(output.length).trim()).toBe("");
        if (output !== input) expect(output.endsWith("\n")).toBe(true);
      }),
    );
  });
});
