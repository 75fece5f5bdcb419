import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toolMetadata } from "../../src/generated/tool-metadata.js";
import { normalizeToolInput } from "../../src/validation/normalize-tool-input.js";

describe("normalizeToolInput", () => {
  it.each([
    { name: "XML integer text", tool: "read_file", input: { path: "a", start_line: " 12 " }, output: { path: "a", start_line: 12 } },
    { name: "non-integer text is left for the validator", tool: "read_file", input: { path: "a", start_line: "1.5" }, output: { path: "a", start_line: "1.5" } },
    { name: "XML boolean text, any case", tool: "list_files", input: { path: ".", recursive: "TRUE" }, output: { path: ".", recursive: true } },
    { name: "XML JSON list", tool: "ask_followup_question", input: { question: "q", options: '["a", "b"]' }, output: { question: "q", options: ["a", "b"] } },
    { name: "broken JSON list stays text", tool: "ask_followup_question", input: { question: "q", options: '["a", ' }, output: { question: "q", options: '["a", ' } },
    { name: "strict-mode nulls dropped", tool: "read_file", input: { path: "a", start_line: null, end_line: null }, output: { path: "a" } },
    { name: "variant name mapped", tool: "write_to_file", input: { absolutePath: "/w/a", content: "" }, output: { path: "/w/a", content: "" } },
    { name: "canonical name wins over the variant name", tool: "write_to_file", input: { path: "a", absolutePath: "/w/b", content: "" }, output: { path: "a", absolutePath: "/w/b", content: "" } },
    { name: "a JSON object for a string param becomes JSON text", tool: "use_mcp_tool", input: { server_name: "s", tool_name: "t", arguments: { a: 1 } }, output: { server_name: "s", tool_name: "t", arguments: '{"a":1}' } },
    { name: "a number for a string param becomes text", tool: "browser_action", input: { action: "type", text: 42 }, output: { action: "type", text: "42" } },
    { name: "unknown params are kept for the validator to name", tool: "read_file", input: { path: "a", bogus: 1 }, output: { path: "a", bogus: 1 } },
  ])("$name", ({ tool, input, output }) => {
    expect(normalizeToolInput(toolMetadata[tool as keyof typeof toolMetadata], input)).toEqual(output);
  });

  it("never throws and never changes its input, whatever the model sends", () => {
    const tools = Object.values(toolMetadata);
    fc.assert(
      fc.property(fc.constantFrom(...tools), fc.dictionary(fc.string(), fc.jsonValue()), (tool, input) => {
        const before = JSON.stringify(input);
        normalizeToolInput(tool, input);
        expect(JSON.stringify(input)).toBe(before);
      }),
    );
  });
});
