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
  /**
   * The file's size as the caller just saw it, if known. A read that comes back short once this many bytes
   * are in is then taken as the end of the file (as fs.readFile does), sparing the read that would return nothing.
   */
  readonly expectedBytes?: number;
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

// The file is streamed in chunks: only the lines to show are kept (and of a line, at most the output
// limit), the rest are just counted, so a huge log or a minified bundle costs time, not memory.
// Lines end at LF; a CR before the LF is dropped; a UTF-8 byte order mark at the start is not shown.
/** Reads lines `startLine..endLine` of a file within an output budget, counting every line; throws on I/O errors. */
export async function readLineWindow(filePath: string, request: LineWindowRequest): Promise<LineWindow> {
  const handle = await open(filePath, "r");
  try {
    return await scanFile(handle, request);
  } finally {
    await handle.close();
  }
}

async function scanFile(handle: FileHandle, request: LineWindowRequest): Promise<LineWindow> {
  const collector = new WindowCollector(request);
  // A file known to be small is read whole by the first read, into a buffer no larger than it needs (but
  // never smaller than the binary sample); anything further is read in full-size chunks.
  const expected = request.expectedBytes;
  let chunk = Buffer.allocUnsafe(expected === undefined ? CHUNK_BYTES : Math.min(CHUNK_BYTES, Math.max(expected + 1, BINARY_SAMPLE_BYTES)));
  let lineNumber = 1;
  let lineBytes = 0;
  let position = 0;
  for (;;) {
    // The buffer is about to be overwritten, so the part of a line it still holds is copied out first.
    if (position > 0) collector.releaseChunk();
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
    if (position === 0) {
      // The first chunk doubles as the binary sample, so the start of the file is read only once.
      const binary = detectBinaryContent(chunk.subarray(0, bytesRead));
      if (binary !== undefined) return { kind: "binary", description: binary };
    }
    if (bytesRead === 0) break;
    position += bytesRead;
    // Only the bytes of this read count: the buffer is reused, and was never cleared.
    const view = chunk.subarray(0, bytesRead);
    collector.useChunk(view);
    let offset = 0;
    while (offset < view.length) {
      const lineFeed = view.indexOf(LINE_FEED, offset);
      const end = lineFeed === -1 ? view.length : lineFeed;
      if (collector.wants(lineNumber)) collector.keep(offset, end);
      lineBytes += end - offset;
      if (lineFeed === -1) break;
      collector.finishLine(lineNumber, lineBytes);
      lineNumber += 1;
      lineBytes = 0;
      offset = end + 1;
    }
    // A regular file only reads short at its end; before the size the caller saw, keep reading to be sure.
    if (bytesRead < chunk.length && expected !== undefined && position >= expected) break;
    if (chunk.length < CHUNK_BYTES) chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  }
  // A last line without a line break still counts; a final line break does not start another line.
  const totalLines = lineBytes > 0 ? lineNumber : lineNumber - 1;
  if (lineBytes > 0) collector.finishLine(lineNumber, lineBytes);
  return collector.result(totalLines);
}

/**
 * Gathers the lines to show while the scan goes on. Most lines lie within one chunk, so they are read
 * straight out of it by offset; only the part of a line that a chunk boundary cuts is copied and joined.
 */
class WindowCollector {
  private readonly lines: NumberedLine[] = [];
  /** The chunk being scanned, and whether all of it is valid UTF-8 (which then holds for every line inside it). */
  private chunk: Buffer = Buffer.alloc(0);
  private chunkIsUtf8 = true;
  /** Copies of the current line's bytes from chunks already released. */
  private carried: Buffer[] = [];
  /** The current line's bytes in the current chunk, as offsets; start === end when there are none. */
  private pendingStart = 0;
  private pendingEnd = 0;
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

  /** Starts scanning a freshly read chunk. */
  useChunk(chunk: Buffer): void {
    this.chunk = chunk;
    this.chunkIsUtf8 = isUtf8(chunk);
  }

  /** Copies out what the current line keeps of the chunk, which the next read overwrites. */
  releaseChunk(): void {
    if (this.pendingEnd > this.pendingStart) this.carried.push(Buffer.from(this.chunk.subarray(this.pendingStart, this.pendingEnd)));
    this.pendingStart = this.pendingEnd = 0;
  }

  /** Keeps bytes `start..end` of the chunk as part of the current line; beyond the output limit nothing more of it could be shown. */
  keep(start: number, end: number): void {
    const room = this.request.maxOutputBytes + 1 - this.keptBytes;
    if (room <= 0 || end === start) return;
    this.pendingStart = start;
    this.pendingEnd = Math.min(end, start + room);
    this.keptBytes += this.pendingEnd - start;
  }

  finishLine(lineNumber: number, lineBytes: number): void {
    if (!this.wants(lineNumber)) return;
    // A line wholly inside the chunk is used in place; one a boundary cut is joined from its pieces.
    const inChunk = this.carried.length === 0;
    const bytes = inChunk ? this.chunk : Buffer.concat([...this.carried, this.chunk.subarray(this.pendingStart, this.pendingEnd)], this.keptBytes);
    let start = inChunk ? this.pendingStart : 0;
    let end = inChunk ? this.pendingEnd : this.keptBytes;
    this.carried = [];
    this.pendingStart = this.pendingEnd = 0;
    this.keptBytes = 0;
    let length = lineBytes;
    if (end - start === lineBytes && end > start && bytes[end - 1] === CARRIAGE_RETURN) {
      end -= 1;
      length -= 1;
    }
    if (lineNumber === 1 && end - start >= 3 && bytes[start] === 0xef && bytes[start + 1] === 0xbb && bytes[start + 2] === 0xbf) {
      start += 3;
      length -= 3;
    }
    const knownUtf8 = inChunk && this.chunkIsUtf8;
    const cost = prefixBytes(lineNumber) + length;
    if (this.usedBytes + cost <= this.request.maxOutputBytes) {
      this.add(lineNumber, bytes, start, end, knownUtf8);
      this.usedBytes += cost;
      return;
    }
    this.collecting = false;
    if (this.lines.length > 0) {
      this.stop = "limit";
      return;
    }
    const room = Math.max(1, this.request.maxOutputBytes - prefixBytes(lineNumber));
    // Cutting valid UTF-8 at a character boundary leaves it valid, so what was known still holds.
    this.add(lineNumber, bytes, start, cutAtCharacterBoundary(bytes, start, end, room), knownUtf8);
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

  private add(lineNumber: number, bytes: Buffer, start: number, end: number, knownUtf8: boolean): void {
    if (!knownUtf8 && !isUtf8(bytes.subarray(start, end))) this.invalidUtf8 = true;
    this.lines.push({ number: lineNumber, text: bytes.toString("utf8", start, end) });
  }
}

/** The bytes a line's number, separator and line break take. */
function prefixBytes(lineNumber: number): number {
  return String(lineNumber).length + 4;
}

/** The end of the first `maxBytes` bytes from `start` or fewer, never inside a multi-byte character. */
function cutAtCharacterBoundary(bytes: Buffer, start: number, end: number, maxBytes: number): number {
  if (end - start <= maxBytes) return end;
  let cut = start + maxBytes;
  // Continuation bytes look like 10xxxxxx; back off to the start of the character they belong to.
  while (cut > start && ((bytes[cut] ?? 0) & 0xc0) === 0x80) cut -= 1;
  return cut;
}
