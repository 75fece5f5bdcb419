import { readFileSync } from "node:fs";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { toolUseNames, type ClineDefaultTool } from "../../src/generated/tool-names.js";
import { getToolMetadata } from "../../src/registry/tool-registry.js";
import { normalizeToolInput } from "../../src/validation/normalize-tool-input.js";
import { loadParamValidator } from "../../src/generated/validators/index.js";
import { composeInvalidParamsMessage, listParamProblems, validateToolParams } from "../../src/validation/validate-tool-params.js";

interface ToolCases {
  readonly valid: Record<string, unknown>;
  readonly invalid: { readonly params: Record<string, unknown>; readonly problems: readonly string[] }[];
}

const cases = parse(readFileSync(new URL("../fixtures/tool-calls.yaml", import.meta.url), "utf8")) as Record<string, ToolCases>;

/** Validates as the executor does: normalised first. */
function validate(name: string, params: Record<string, unknown>) {
  return validateToolParams(name, normalizeToolInput(getToolMetadata(name)!, params));
}

describe("generated validators", () => {
  it("have conformance cases for every declared tool", () => {
    expect(Object.keys(cases).sort()).toEqual([...toolUseNames].sort());
  });

  describe.each(Object.entries(cases))("%s", (name, { valid, invalid }) => {
    it("accepts a valid call", () => {
      expect(validate(name, valid)).toEqual({ ok: true });
    });

    it.each(invalid.map((entry, index) => ({ ...entry, number: index + 1 })))("reports every problem of invalid call $number", ({ params, problems }) => {
      const result = validate(name, params);
      if (problems.length === 0) {
        // Values the normaliser can turn into the declared type are accepted (5 -> "5").
        expect(result.ok).toBe(true);
        return;
      }
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect([...result.problems].sort()).toEqual([...problems].sort());
      expect(result.message).toContain(`Invalid parameters for tool '${name}':`);
      expect(result.message).toMatch(new RegExp(`${name} (expects:|takes no parameters)`));
    });
  });

  it("reports an unknown tool without throwing", () => {
    expect(validateToolParams("no_such_tool", {})).toMatchObject({ ok: false, problems: ["Unknown tool 'no_such_tool'."] });
  });

  it.each([
    { name: "null", params: null },
    { name: "a string", params: "path=a.ts" },
    { name: "a list", params: ["a.ts"] },
  ])("says the params must be an object when they are $name", ({ params }) => {
    const result = validateToolParams("read_file", params);
    expect(result).toMatchObject({ ok: false, problems: [expect.stringMatching(/^The parameters must be an object/)] });
  });

  it("spells out what the tool expects", () => {
    const result = validate("read_file", {});
    expect(!result.ok && result.message).toBe(
      [
        "Invalid parameters for tool 'read_file':",
        "- Missing required parameter 'path'.",
        "read_file expects: path (string, required), start_line (integer ≥ 1), end_line (integer ≥ 1), task_progress (string).",
        "Fix the parameters and call the tool again.",
      ].join("\n"),
    );
  });
});

describe("the failed result, written on first read", () => {
  /** What the result used to be, built at once from the raw validator's errors. */
  function eagerResult(name: string, params: Record<string, unknown>) {
    const tool = getToolMetadata(name)!;
    const normalised = normalizeToolInput(tool, params);
    const validator = loadParamValidator(name as ClineDefaultTool);
    expect(validator(normalised)).toBe(false);
    const problems = listParamProblems(validator.errors ?? [], normalised, tool);
    return { ok: false, problems, message: composeInvalidParamsMessage(name, tool, problems) };
  }

  const invalidCalls = Object.entries(cases).flatMap(([name, { invalid }]) =>
    invalid.filter((entry) => entry.problems.length > 0).map((entry, index) => ({ name, number: index + 1, params: entry.params })),
  );

  it.each(invalidCalls)("reads the same as the eager result for $name call $number", ({ name, params }) => {
    const eager = eagerResult(name, params);
    const messageFirst = validate(name, params);
    expect(!messageFirst.ok && messageFirst.message).toBe(eager.message);
    expect(messageFirst).toMatchObject(eager);
    const problemsFirst = validate(name, params);
    expect(!problemsFirst.ok && { ok: problemsFirst.ok, problems: problemsFirst.problems, message: problemsFirst.message }).toEqual(eager);
    expect(JSON.parse(JSON.stringify(validate(name, params)))).toEqual(eager);
  });

  it("writes its sentences once and hands back the same ones on every read", () => {
    const result = validate("read_file", { start_line: 0 });
    if (result.ok) throw new Error("the call should fail");
    expect(result.problems).toBe(result.problems);
    expect(result.message).toBe(result.message);
  });

  it("shows its problems and message when logged", () => {
    const shown = inspect(validate("read_file", {}));
    expect(shown).toContain("Missing required parameter 'path'.");
    expect(shown).toContain("Fix the parameters and call the tool again.");
  });

  it("keeps its own problems when the same validator fails again before they are read", () => {
    const first = validate("read_file", {});
    const second = validate("read_file", { path: "a.ts", start_line: 0, bogus: true });
    if (first.ok || second.ok) throw new Error("both calls should fail");
    expect(first.problems).toEqual(["Missing required parameter 'path'."]);
    expect(second.problems).not.toContain("Missing required parameter 'path'.");
    expect(second.problems).toHaveLength(2);
  });
});
