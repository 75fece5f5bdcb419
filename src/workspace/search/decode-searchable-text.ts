/**
 * The text a search reads from a file's bytes, or undefined when the file is binary. Like ripgrep, a
 * UTF-8 byte order mark is dropped, UTF-16 files with a byte order mark are decoded, and any NUL byte
 * left after decoding marks the file as binary; invalid UTF-8 becomes U+FFFD.
 */
export function decodeSearchableText(bytes: Uint8Array): string | undefined {
  let text: string;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    text = new TextDecoder("utf-8").decode(bytes.subarray(3));
  } else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    text = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  } else {
    if (bytes.includes(0)) return undefined;
    text = new TextDecoder("utf-8").decode(bytes);
  }
  return text.includes("\0") ? undefined : text;
}
