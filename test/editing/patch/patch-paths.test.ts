import { describe, expect, it } from "vitest";
import { parsePatch } from "../../../src/editing/patch/parse-patch.js";
import { listPatchPaths } from "../../../src/editing/patch/patch-paths.js";

const cases = [
  {
    name: "lists Add targets, Delete targets, Update targets and Move destinations",
    lines: ["*** Add File: new.ts", "+x", "*** Delete File: old.ts", "*** Update File: a.ts", "*** Move to: b.ts", "@@", "-x", "+y"],
    paths: ["new.ts", "old.ts", "a.ts", "b.ts"],
  },
  {
    name: "lists a path once even when several sections name it",
    lines: ["*** Update File: a.ts", "*** Move to: a.ts", "@@", "-x", "+y", "*** Delete File: a.ts"],
    paths: ["a.ts"],
  },
];

describe("listPatchPaths", () => {
  it.each(cases)("$name", ({ lines, paths }) => {
    const parsed = parsePatch(["*** Begin Patch", ...lines, "*** End Patch"].join("\n"));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(listPatchPaths(parsed.patch)).toEqual(paths);
  });
});
