import { describe, expect, it } from "vitest";
import { usesCrlfLineEndings } from "../../src/editing/line-endings.js";
import { parsePatch } from "../../src/editing/patch/parse-patch.js";
import { planPatch } from "../../src/editing/patch/plan-patch.js";
import { applySearchReplace } from "../../src/editing/search-replace/apply-search-replace.js";

describe("usesCrlfLineEndings", () => {
  it.each([
    ["only CRLF breaks", "a\r\nb\r\n", true],
    ["only LF breaks", "a\nb\n", false],
    ["a mix, mostly CRLF", "a\r\nb\r\nc\n", false],
    ["no break at all", "a", false],
  ])("%s", (_name, text, expected) => {
    expect(usesCrlfLineEndings(text)).toBe(expected);
  });
});

describe("both editors give a new line the same ending", () => {
  // Mostly CRLF, but mixed: a majority vote would say CRLF, the shared rule says LF.
  const mixed = "one\r\ntwo\r\nthree\n";
  const expected = "one\r\ntwo\r\nthree\nfour\n";

  it("apply_patch", () => {
    const parsed = parsePatch(["*** Begin Patch", "*** Update File: mixed.txt", "@@", " three", "+four", "*** End Patch"].join("\n"));
    if (!parsed.ok) throw new Error(parsed.error);
    const planned = planPatch(parsed.patch, (path) => (path === "mixed.txt" ? mixed : undefined));
    expect(planned).toEqual({ ok: true, changes: [{ kind: "update", path: "mixed.txt", content: expected }] });
  });

  it("replace_in_file", () => {
    const outcome = applySearchReplace(mixed, "<<<<<<< SEARCH\nthree\n=======\nthree\nfour\n>>>>>>> REPLACE\n");
    expect(outcome).toMatchObject({ ok: true, content: expected });
  });
});
