import { isUtf8 } from "node:buffer";
import { detectBinaryContent } from "./file-binary-detection.js";

/** A file's bytes as text an edit can round-trip exactly, or why it cannot. */
export type EditableText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string };

// Editing works on strings and writes UTF-8, so any byte that does not decode would come back as
// U+FFFD in lines the edit never touched. Such files are refused rather than silently damaged. A
// UTF-8 byte order mark decodes to U+FEFF and is written back unchanged.
/** Decodes file bytes for an edit: only NUL-free, fully valid UTF-8 is accepted. */
export function decodeEditableText(bytes: Buffer): EditableText {
  const binary = detectBinaryContent(bytes);
  if (binary !== undefined) return { ok: false, reason: `it is not a text file (${binary})` };
  if (bytes.includes(0)) return { ok: false, reason: "it contains NUL bytes, so it is not a text file" };
  if (!isUtf8(bytes)) return { ok: false, reason: "it is not valid UTF-8, and editing it would change bytes outside the edit" };
  return { ok: true, text: bytes.toString("utf8") };
}
