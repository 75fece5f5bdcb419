// Shared by the unwrapper, which looks for where the patch starts, and the parser, which reads it.

/** The line that opens every patch. */
export const beginMarker = "*** Begin Patch";

/** Whether a line is empty or only whitespace; such lines surround a patch and separate its sections. */
export function isBlank(line: string | undefined): boolean {
  return line !== undefined && line.trim() === "";
}
