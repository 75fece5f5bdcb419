import { isUtf8 } from "node:buffer";

/** How many leading bytes of a file decide whether it is text. */
export const BINARY_SAMPLE_BYTES = 8192;

// More undecodable sequences than this share of the sample's characters means the bytes are not
// text in any UTF-8-compatible encoding. Text in a legacy 8-bit encoding (a Latin-1 README with a
// few accents) stays well below it and is still shown, with the odd character replaced.
const INVALID_UTF8_SHARE = 0.1;

/** Leading bytes of common binary formats, checked before any heuristic so they get a precise name. */
const signatures: readonly { readonly bytes: readonly number[]; readonly offset?: number; readonly name: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], name: "PNG image" },
  { bytes: [0xff, 0xd8, 0xff], name: "JPEG image" },
  { bytes: [0x47, 0x49, 0x46, 0x38], name: "GIF image" },
  { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8, name: "WebP image" },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], name: "PDF document" },
  { bytes: [0x50, 0x4b, 0x03, 0x04], name: "ZIP archive (also .docx, .xlsx, .jar)" },
  { bytes: [0x1f, 0x8b], name: "gzip archive" },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], name: "7-Zip archive" },
  { bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], name: "xz archive" },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], name: "ELF executable" },
  { bytes: [0x00, 0x61, 0x73, 0x6d], name: "WebAssembly module" },
  { bytes: [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20, 0x66, 0x6f, 0x72, 0x6d, 0x61, 0x74, 0x20, 0x33, 0x00], name: "SQLite database" },
  { bytes: [0x66, 0x74, 0x79, 0x70], offset: 4, name: "MP4/QuickTime media" },
  // UTF-16 is text, but not text the line-based tools can show or edit faithfully.
  { bytes: [0xff, 0xfe], name: "UTF-16 text (not UTF-8)" },
  { bytes: [0xfe, 0xff], name: "UTF-16 text (not UTF-8)" },
];

/**
 * What kind of binary data a file holds, judged from its first bytes (at most BINARY_SAMPLE_BYTES), or
 * undefined when it looks like text. Binary means: a known signature, a NUL byte, or at least 10% of
 * the decoded characters being invalid UTF-8.
 */
export function detectBinaryContent(sample: Uint8Array): string | undefined {
  const head = sample.subarray(0, BINARY_SAMPLE_BYTES);
  const known = signatures.find(({ bytes, offset = 0 }) => bytes.every((byte, index) => head[offset + index] === byte));
  if (known !== undefined) return known.name;
  if (head.includes(0)) return "binary data with NUL bytes";
  // Valid UTF-8 has no undecodable sequence to count; the decoding below is only needed when something is off.
  if (isUtf8(head)) return undefined;
  // Streaming mode holds back a character the sample cut in half instead of counting it as invalid.
  const decoded = new TextDecoder("utf-8").decode(head, { stream: true });
  if (decoded.length === 0) return undefined;
  const invalid = countOccurrences(decoded, "\uFFFD") - countLiteralReplacementCharacters(head);
  return invalid / decoded.length >= INVALID_UTF8_SHARE ? "binary data that is not UTF-8 text" : undefined;
}

function countOccurrences(text: string, character: string): number {
  let count = 0;
  for (let index = text.indexOf(character); index !== -1; index = text.indexOf(character, index + 1)) count += 1;
  return count;
}

/** U+FFFD written in the file itself (EF BF BD) decodes to the same character but is valid text. */
function countLiteralReplacementCharacters(bytes: Uint8Array): number {
  let count = 0;
  for (let index = 0; index + 2 < bytes.length; index += 1) {
    if (bytes[index] === 0xef && bytes[index + 1] === 0xbf && bytes[index + 2] === 0xbd) count += 1;
  }
  return count;
}
