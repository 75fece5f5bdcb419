import { describe, expect, it } from "vitest";
import { parsePatch } from "../../src/editing/patch/parse-patch.js";
import { parsePatchCached } from "../../src/handler-support/parse-patch-cached.js";

const PATCH = "*** Begin Patch\n*** Add File: a.txt\n+hello\n*** End Patch";
const OTHER = "*** Begin Patch\n*** Delete File: b.txt\n*** End Patch";

describe("parsePatchCached", () => {
  it("answers what parsePatch answers", () => {
    expect(parsePatchCached(PATCH)).toEqual(parsePatch(PATCH));
    expect(parsePatchCached("not a patch")).toEqual(parsePatch("not a patch"));
  });

  it("parses the same text once, and a new text anew", () => {
    const first = parsePatchCached(PATCH);
    expect(parsePatchCached(`${PATCH}`)).toBe(first);
    const other = parsePatchCached(OTHER);
    expect(other).not.toBe(first);
    expect(parsePatchCached(PATCH)).not.toBe(first);
  });
});
