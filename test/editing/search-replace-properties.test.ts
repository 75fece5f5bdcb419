import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applySearchReplace } from "../../src/editing/search-replace/apply-search-replace.js";
import { classifyMarkerLine, isPartialMarkerLine } from "../../src/editing/search-replace/diff-markers.js";

// Lines must survive being written into a diff: no line breaks, and nothing a parser
// could read as a marker.
const diffSafeLine = fc
  .string({ unit: "grapheme", maxLength: 12 })
  .filter((line) => !/[\r\n]/.test(line) && classifyMarkerLine(line) === undefined && !isPartialMarkerLine(line));

// A SEARCH section made only of blank lines means "the whole file", so searched lines need content.
const searchableLine = diffSafeLine.filter((line) => line.trim() !== "");

/** A file of distinct lines, a contiguous slice of it to search for, and replacement lines. */
const sliceEdit = fc
  .uniqueArray(searchableLine, { minLength: 1, maxLength: 12 })
  .chain((lines) =>
    fc.record({
      lines: fc.constant(lines),
      range: fc
        .tuple(fc.nat({ max: lines.length - 1 }), fc.nat({ max: lines.length - 1 }))
        .map(([first, second]) => [Math.min(first, second), Math.max(first, second) + 1] as const),
      replacement: fc.array(diffSafeLine, { maxLength: 5 }),
    }),
  );

function blockFor(searchLines: readonly string[], replaceLines: readonly string[]): string {
  const body = (lines: readonly string[]) => lines.map((line) => `${line}\n`).join("");
  return `------- SEARCH\n${body(searchLines)}=======\n${body(replaceLines)}+++++++ REPLACE\n`;
}

describe("applySearchReplace properties", () => {
  it("replacing a slice of a file equals replacing the slice's text once", () => {
    fc.assert(
      fc.property(sliceEdit, ({ lines, range, replacement }) => {
        const original = lines.map((line) => `${line}\n`).join("");
        const searchLines = lines.slice(range[0], range[1]);
        const searchText = searchLines.map((line) => `${line}\n`).join("");
        const replaceText = replacement.map((line) => `${line}\n`).join("");

        const outcome = applySearchReplace(original, blockFor(searchLines, replacement));

        expect(outcome).toMatchObject({ ok: true, content: original.replace(searchText, () => replaceText) });
      }),
    );
  });

  it("a CRLF file gets the same edit as its LF twin, with CRLF line breaks", () => {
    fc.assert(
      fc.property(sliceEdit, fc.boolean(), ({ lines, range, replacement }, finalNewline) => {
        const lfOriginal = lines.join("\n") + (finalNewline ? "\n" : "");
        // A single line with no break at all has no line-ending convention to keep.
        fc.pre(lfOriginal.includes("\n"));
        const diff = blockFor(lines.slice(range[0], range[1]), replacement);

        const lf = applySearchReplace(lfOriginal, diff);
        const crlf = applySearchReplace(lfOriginal.replaceAll("\n", "\r\n"), diff);

        expect(lf.ok).toBe(true);
        if (!lf.ok) return;
        expect(crlf).toMatchObject({ ok: true, content: lf.content.replaceAll("\n", "\r\n") });
      }),
    );
  });

  it("two separate slices give the same result whichever order the blocks come in", () => {
    const twoSlices = fc
      .uniqueArray(fc.string({ unit: fc.constantFrom("a", "b", " ", "é"), maxLength: 6 }), {
        minLength: 2,
        maxLength: 12,
      })
      // A leading "#" that appears nowhere else stops one line matching the tail of another.
      .map((texts) => texts.map((text, position) => `#${position}:${text}`))
      .chain((lines) =>
        fc.record({
          lines: fc.constant(lines),
          cuts: fc
            .array(fc.integer({ min: 0, max: lines.length }), { minLength: 4, maxLength: 4 })
            .map((cuts) => [...cuts].sort((left, right) => left - right)),
          reversed: fc.boolean(),
        }),
      )
      .filter(({ cuts }) => cuts[0]! < cuts[1]! && cuts[2]! < cuts[3]!);

    fc.assert(
      fc.property(twoSlices, ({ lines, cuts, reversed }) => {
        const [a, b, c, d] = cuts as [number, number, number, number];
        const first = blockFor(lines.slice(a, b), ["FIRST"]);
        const second = blockFor(lines.slice(c, d), ["SECOND"]);
        const original = lines.map((line) => `${line}\n`).join("");
        const expected = [...lines.slice(0, a), "FIRST", ...lines.slice(b, c), "SECOND", ...lines.slice(d)]
          .map((line) => `${line}\n`)
          .join("");

        const outcome = applySearchReplace(original, reversed ? second + first : first + second);

        expect(outcome).toMatchObject({ ok: true, content: expected });
      }),
    );
  });

  it("never throws, whatever the file and diff", () => {
    const markerish = fc.constantFrom(
      "------- SEARCH",
      "<<<<<<< SEARCH>",
      "=======",
      "===",
      "+++++++ REPLACE",
      ">>> REPLACE",
      "--- SEA",
      "",
      "  ",
      "\r",
    );
    const diffText = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.array(fc.oneof(markerish, fc.string({ maxLength: 6 })), { maxLength: 14 }).map((lines) => lines.join("\n")),
    );
    const fileText = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.array(fc.string({ maxLength: 6 }), { maxLength: 8 }).map((lines) => lines.join("\r\n")),
    );
    fc.assert(
      fc.property(fileText, diffText, fc.boolean(), (original, diff, final) => {
        const outcome = applySearchReplace(original, diff, { final });
        if (outcome.ok) expect(typeof outcome.content).toBe("string");
        else expect(outcome.error.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});
