import { usesCrlfLineEndings } from "../editing/line-endings.js";

// Models write LF. Rewriting a CRLF file with LF would show every line as changed in the user's
// diff, so new content with only LF breaks takes the old file's CRLF. Content that already has a
// CRLF anywhere is taken as deliberate and written as sent.
/** New content for a file that used CRLF: LF-only content converted to CRLF; anything else unchanged. */
export function keepCrlfLineEndings(previous: string, next: string): { readonly content: string; readonly converted: boolean } {
  if (!usesCrlfLineEndings(previous) || !next.includes("\n") || next.includes("\r\n")) return { content: next, converted: false };
  return { content: next.replaceAll("\n", "\r\n"), converted: true };
}
