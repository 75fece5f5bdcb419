import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { applySearchReplace } from "../../src/editing/search-replace/apply-search-replace.js";

interface ConformanceCase {
  name: string;
  original: string;
  diff: string;
  final?: boolean;
  expected?: string;
  error?: string;
  strategy?: string | string[];
  lines?: [number, number][];
  failedBlockIndex?: number;
}

const CASES_FILE = new URL("../fixtures/search-replace/cases.yaml", import.meta.url);

// A typo in the data file should fail loudly rather than silently test less.
function loadCases(): ConformanceCase[] {
  const cases: unknown = parse(readFileSync(CASES_FILE, "utf8"));
  if (!Array.isArray(cases)) throw new Error("cases.yaml must hold a list of cases");
  const known = new Set(["name", "original", "diff", "final", "expected", "error", "strategy", "lines", "failedBlockIndex"]);
  for (const entry of cases as Record<string, unknown>[]) {
    const label = String(entry.name);
    const unknownKeys = Object.keys(entry).filter((key) => !known.has(key));
    if (unknownKeys.length > 0) throw new Error(`case "${label}" has unknown keys: ${unknownKeys.join(", ")}`);
    if (typeof entry.original !== "string" || typeof entry.diff !== "string") {
      throw new Error(`case "${label}" needs string original and diff`);
    }
    if ((typeof entry.expected === "string") === (typeof entry.error === "string")) {
      throw new Error(`case "${label}" needs exactly one of expected or error`);
    }
  }
  return cases as ConformanceCase[];
}

const cases = loadCases();

describe("applySearchReplace conformance cases", () => {
  it("has enough cases with unique names", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((entry) => entry.name)).size).toBe(cases.length);
  });

  it.each(cases.map((entry) => [entry.name, entry] as const))("%s", (_name, entry) => {
    const outcome = applySearchReplace(entry.original, entry.diff, { final: entry.final ?? true });

    if (entry.error !== undefined) {
      expect(outcome.ok, "expected the diff to be rejected").toBe(false);
      if (outcome.ok) return;
      expect(outcome.error).toContain(entry.error);
      if (entry.failedBlockIndex !== undefined) expect(outcome.failedBlockIndex).toBe(entry.failedBlockIndex);
      return;
    }

    if (!outcome.ok) expect.fail(`expected success, got: ${outcome.error}`);
    expect(outcome.content).toBe(entry.expected);
    if (entry.strategy !== undefined) {
      const strategies = outcome.blocks.map((block) => block.strategy);
      const wanted = Array.isArray(entry.strategy) ? entry.strategy : strategies.map(() => entry.strategy);
      expect(strategies).toEqual(wanted);
      expect(strategies.length).toBeGreaterThan(0);
    }
    if (entry.lines !== undefined) {
      expect(outcome.blocks.map((block) => [block.startLine, block.endLine])).toEqual(entry.lines);
    }
  });
});

describe("applySearchReplace reporting", () => {
  it("numbers applied blocks by their position in the diff", () => {
    const outcome = applySearchReplace(
      "a\nb\n",
      "------- SEARCH\nb\n=======\nB\n+++++++ REPLACE\n------- SEARCH\na\n=======\nA\n+++++++ REPLACE\n",
    );
    expect(outcome).toEqual({
      ok: true,
      content: "A\nB\n",
      blocks: [
        { index: 0, strategy: "exact", startLine: 2, endLine: 2 },
        { index: 1, strategy: "out-of-order", startLine: 1, endLine: 1 },
      ],
    });
  });

  it("shortens the echo of a very long unmatched block", () => {
    const searchLines = Array.from({ length: 45 }, (_, position) => `missing ${position}`);
    const outcome = applySearchReplace("a\n", `------- SEARCH\n${searchLines.join("\n")}\n=======\nx\n+++++++ REPLACE\n`);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toContain("missing 29\n... (15 more lines)");
    expect(outcome.error).not.toContain("missing 30");
  });

  it("omits failedBlockIndex when no block is to blame", () => {
    const outcome = applySearchReplace("a\n", "no blocks here");
    expect(outcome).toEqual({ ok: false, error: expect.any(String) });
  });
});
