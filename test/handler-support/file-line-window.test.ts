import { isUtf8 } from "node:buffer";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BINARY_SAMPLE_BYTES, detectBinaryContent } from "../../src/handler-support/file-binary-detection.js";
import { readLineWindow, type LineWindow, type LineWindowRequest, type LineWindowStop } from "../../src/handler-support/file-line-window.js";
import { numberedLinesByteLength, type NumberedLine } from "../../src/handler-support/file-numbered-lines.js";

let directory: string;
let fileNumber = 0;

beforeAll(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), "toolspec-line-window-"));
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function writeTemporaryFile(bytes: Buffer): string {
  fileNumber += 1;
  const file = path.join(directory, `file-${fileNumber}.txt`);
  writeFileSync(file, bytes);
  return file;
}

/**
 * The window worked out from the whole file in memory, the plain way: split at LF, then the same rules the
 * streaming reader applies (a CR before the LF dropped when the line was kept whole, the BOM of line 1
 * dropped, the output budget, the long-line cut, the final trim at the widest number).
 */
function referenceWindow(bytes: Buffer, request: LineWindowRequest): LineWindow {
  const binary = detectBinaryContent(bytes.subarray(0, BINARY_SAMPLE_BYTES));
  if (binary !== undefined) return { kind: "binary", description: binary };
  const rawLines: Buffer[] = [];
  let start = 0;
  for (let index = bytes.indexOf(0x0a); index !== -1; index = bytes.indexOf(0x0a, start)) {
    rawLines.push(bytes.subarray(start, index));
    start = index + 1;
  }
  if (start < bytes.length) rawLines.push(bytes.subarray(start));

  const lines: NumberedLine[] = [];
  let used = 0;
  let stop: LineWindowStop = "end";
  let cutLineBytes: number | undefined;
  let invalidUtf8 = false;
  const add = (number: number, content: Buffer): void => {
    if (!isUtf8(content)) invalidUtf8 = true;
    lines.push({ number, text: content.toString("utf8") });
  };
  const last = Math.min(rawLines.length, request.endLine ?? rawLines.length);
  for (let number = request.startLine; number <= last; number += 1) {
    let content = rawLines[number - 1]!;
    // The reader keeps at most one byte more than the budget of a line, and judges CR and BOM on what it kept.
    const keptWhole = content.length <= request.maxOutputBytes + 1;
    if (keptWhole && content.at(-1) === 0x0d) content = content.subarray(0, -1);
    const kept = keptWhole ? content : content.subarray(0, request.maxOutputBytes + 1);
    if (number === 1 && kept.length >= 3 && kept[0] === 0xef && kept[1] === 0xbb && kept[2] === 0xbf) content = content.subarray(3);
    const prefix = String(number).length + 4;
    if (used + prefix + content.length <= request.maxOutputBytes) {
      add(number, content);
      used += prefix + content.length;
      continue;
    }
    if (lines.length > 0) {
      stop = "limit";
      break;
    }
    let cut = Math.min(content.length, Math.max(1, request.maxOutputBytes - prefix));
    while (cut > 0 && cut < content.length && ((content[cut] ?? 0) & 0xc0) === 0x80) cut -= 1;
    add(number, content.subarray(0, cut));
    stop = "long-line";
    cutLineBytes = content.length;
    break;
  }
  while (lines.length > 1 && numberedLinesByteLength(lines) > request.maxOutputBytes) {
    lines.pop();
    stop = "limit";
  }
  return { kind: "text", lines, totalLines: rawLines.length, stop, ...(cutLineBytes === undefined ? {} : { cutLineBytes }), invalidUtf8 };
}

// Pieces that hit the reader's corners: multi-byte characters, CR, CRLF, BOM bytes, bytes that are not UTF-8.
const fragments = ["a", "word ", "é", "日本", "😀", "\n", "\r\n", "\r", "\uFEFF", "\uFFFD", "x".repeat(90)].map((text) => Buffer.from(text));
const oddBytes = [Buffer.from([0xff]), Buffer.from([0xe2, 0x82]), Buffer.from([0x00])];
const content = fc
  .tuple(
    // Padding up to just short of the 8 KB first read, so lines and characters straddle that boundary.
    fc.constantFrom(0, 8_150, 8_185),
    fc.array(fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...fragments) }, { weight: 1, arbitrary: fc.constantFrom(...oddBytes) }), { maxLength: 120 }),
  )
  .map(([padding, pieces]) => Buffer.concat([Buffer.from("p".repeat(padding)), ...pieces]));
const request = fc.record({
  startLine: fc.integer({ min: 1, max: 30 }),
  endLine: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
  maxOutputBytes: fc.constantFrom(1, 7, 40, 300, 9_000, 256 * 1024),
});

describe("readLineWindow", () => {
  it("matches the in-memory reading, whatever size the caller expected", async () => {
    await fc.assert(
      fc.asyncProperty(content, request, fc.constantFrom("none", "exact", "smaller", "larger"), async (bytes, window, expectation) => {
        const file = writeTemporaryFile(bytes);
        // "smaller" is a file that grew after it was looked at, "larger" one that shrank.
        const expectedBytes = { none: undefined, exact: bytes.length, smaller: Math.floor(bytes.length / 3), larger: bytes.length + 5_000 }[expectation];
        const withExpectation = expectedBytes === undefined ? window : { ...window, expectedBytes };
        expect(await readLineWindow(file, withExpectation)).toEqual(referenceWindow(bytes, window));
      }),
      { numRuns: 150 },
    );
  });

  it.each([
    { name: "a multi-byte character", straddler: "日" },
    { name: "a CRLF", straddler: "\r\n" },
    { name: "a line break", straddler: "\n" },
  ])("reads a file of several 64 KB chunks with $name across a chunk boundary", async ({ straddler }) => {
    const head = Buffer.from(`${"0123456789abcde\n".repeat(4_095)}${"y".repeat(15)}`);
    const bytes = Buffer.concat([head.subarray(0, 65_535), Buffer.from(straddler), Buffer.from(`tail line\n${"z".repeat(70_000)}\nlast`)]);
    const file = writeTemporaryFile(bytes);
    for (const window of [
      { startLine: 4_094, endLine: 4_099, maxOutputBytes: 256 * 1024 },
      { startLine: 4_096, endLine: undefined, maxOutputBytes: 100 },
      { startLine: 1, endLine: undefined, maxOutputBytes: 256 * 1024 },
    ]) {
      const expected = referenceWindow(bytes, window);
      expect(await readLineWindow(file, window)).toEqual(expected);
      expect(await readLineWindow(file, { ...window, expectedBytes: bytes.length })).toEqual(expected);
    }
  });
});
