import { isUtf8 } from "node:buffer";
import { open, type FileHandle } from "node:fs/promises";
import { BINARY_SAMPLE_BYTES, detectBinaryContent } from "./file-binary-detection.js";
import { numberedLinesByteLength, type NumberedLine } from "./file-numbered-lines.js";

/** Which lines to read and how much output they may fill. */
export interface LineWindowRequest {
  /** 1-based first line. */
  readonly startLine: number;
  /** 1-based last line, inclusive; undefined reads to the end. */
  readonly endLine: number | undefined;
  /** The most UTF-8 bytes the numbered lines may take once formatted. */
  readonly maxOutputBytes: number;
}

/** Why the shown lines end where they do. */
export type LineWindowStop =
  /** The requested end, or the end of the file, was reached. */
  | "end"
  /** The next line would not fit in the output limit. */
  | "limit"
  /** The first requested line alone is longer than the output limit, so only its beginning is shown. */
  | "long-line";

/** The requested lines of a text file, and what the model needs to read on. */
export interface TextLineWindow {
  readonly kind: "text";
  readonly lines: readonly NumberedLine[];
  /** Lines in the whole file; 0 for an empty file. */
  readonly totalLines: number;
  readonly stop: LineWindowStop;
  /** With stop "long-line": the full byte length of the line that was cut. */
  readonly cutLineBytes?: number;
  /** A shown line held bytes that are not valid UTF-8 (shown as U+FFFD). */
  readonly invalidUtf8: boolean;
}

/** The outcome of reading a window of a file. */
export type LineWindow = TextLineWindow | { readonly kind: "binary"; readonly description: string };

const CHUNK_BYTES = 64 * 1024;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);

// The file is streamed in chunks: only the lines to show are kept (and of a line, at most the output
// limit), the rest are just counted, so a huge log or a minified bundle costs time, not memory.
// Lines end at LF; a CR before the LF is dropped; a UTF-8 byte order mark at the start is not shown.
/** Reads lines `startLine..endLine` of a file within an output budget, counting every line; throws on I/O errors. */
export async function readLineWindow(filePath: string, request: LineWindowRequest): Promise<LineWindow> {
  const handle = await open(filePath, "r");
  try {
    const sample = Buffer.alloc(BINARY_SAMPLE_BYTES);
    const { bytesRead } = await handle.read(sample, 0, sample.length, 0);
    const binary = detectBinaryContent(sample.subarray(0, bytesRead));
    if (binary !== undefined) return { kind: "binary", description: binary };
    return await scanLines(handle, request);
  } finally {
    await handle.close();
  }
}

async function scanLines(handle: FileHandle, request: LineWindowRequest): Promise<TextLineWindow> {
  const collector = new WindowCollector(request);
  const chunk = Buffer.alloc(CHUNK_BYTES);
  let lineNumber = 1;
  let lineBytes = 0;
  let position = 0;
  for (;;) {
    const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    // The buffer is reused, so bytes past this read belong to an earlier chunk.
    const view = chunk.subarray(0, bytesRead);
    let offset = 0;
    while (offset < view.length) {
      const lineFeed = view.indexOf(LINE_FEED, offset);
      const end = lineFeed === -1 ? view.length : lineFeed;
      if (collector.wants(lineNumber)) collector.keep(view.subarray(offset, end));
      lineBytes += end - offset;
      if (lineFeed === -1) break;
      collector.finishLine(lineNumber, lineBytes);
      lineNumber += 1;
      lineBytes = 0;
      offset = end + 1;
    }
  }
  // A last line without a line break still counts; a final line break does not start another line.
  const totalLines = lineBytes > 0 ? lineNumber : lineNumber - 1;
  if (lineBytes > 0) collector.finishLine(lineNumber, lineBytes);
  return collector.result(totalLines);
}

/** Gathers the lines to show while the scan goes on. */
class WindowCollector {
  private readonly lines: NumberedLine[] = [];
  private pieces: Buffer[] = [];
  private keptBytes = 0;
  private usedBytes = 0;
  private collecting = true;
  private stop: LineWindowStop = "end";
  private cutLineBytes: number | undefined;
  private invalidUtf8 = false;

  constructor(private readonly request: LineWindowRequest) {}

  wants(lineNumber: number): boolean {
    return this.collecting && lineNumber >= this.request.startLine && (this.request.endLine === undefined || lineNumber <= this.request.endLine);
  }

  /** Keeps part of the current line; beyond the output limit nothing more of it could be shown. */
  keep(bytes: Buffer): void {
    const room = this.request.maxOutputBytes + 1 - this.keptBytes;
    if (room <= 0 || bytes.length === 0) return;
    // Copied, because the chunk buffer is reused for the next read.
    const kept = Buffer.from(bytes.subarray(0, room));
    this.pieces.push(kept);
    this.keptBytes += kept.length;
  }

  finishLine(lineNumber: number, lineBytes: number): void {
    if (!this.wants(lineNumber)) return;
    let content = Buffer.concat(this.pieces, this.keptBytes);
    this.pieces = [];
    this.keptBytes = 0;
    let length = lineBytes;
    if (content.length === lineBytes && content.at(-1) === CARRIAGE_RETURN) {
      content = content.subarray(0, -1);
      length -= 1;
    }
    if (lineNumber === 1 && content.subarray(0, 3).equals(BYTE_ORDER_MARK)) {
      content = content.subarray(3);
      length -= 3;
    }
    const cost = prefixBytes(lineNumber) + length;
    if (this.usedBytes + cost <= this.request.maxOutputBytes) {
      this.add(lineNumber, content);
      this.usedBytes += cost;
      return;
    }
    this.collecting = false;
    if (this.lines.length > 0) {
      this.stop = "limit";
      return;
    }
    const room = Math.max(1, this.request.maxOutputBytes - prefixBytes(lineNumber));
    this.add(lineNumber, cutAtCharacterBoundary(content, room));
    this.stop = "long-line";
    this.cutLineBytes = length;
  }

  result(totalLines: number): TextLineWindow {
    // Estimates counted each number at its own width; the widest one decides the real width.
    while (this.lines.length > 1 && numberedLinesByteLength(this.lines) > this.request.maxOutputBytes) {
      this.lines.pop();
      this.stop = "limit";
    }
    return {
      kind: "text",
      lines: this.lines,
      totalLines,
      stop: this.stop,
      ...(this.cutLineBytes === undefined ? {} : { cutLineBytes: this.cutLineBytes }),
      invalidUtf8: this.invalidUtf8,
    };
  }

  private add(lineNumber: number, content: Buffer): void {
    if (!isUtf8(content)) this.invalidUtf8 = true;
    this.lines.push({ number: lineNumber, text: content.toString("utf8") });
  }
}

/** The bytes a line's number, separator and line break take. */
function prefixBytes(lineNumber: number): number {
  return String(lineNumber).length + 4;
}

/** The first `maxBytes` bytes or fewer, never ending inside a multi-byte character. */
function cutAtCharacterBoundary(bytes: Buffer, maxBytes: number): Buffer {
  if (bytes.length <= maxBytes) return bytes;
  let end = maxBytes;
  // Continuation bytes look like 10xxxxxx; back off to the start of the character they belong to.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end);
}
