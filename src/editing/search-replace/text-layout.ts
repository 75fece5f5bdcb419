import { usesCrlfLineEndings } from "../line-endings.js";

/** The line-ending conventions of a file that an edit must keep intact. */
export interface TextLayout {
  /** Every line break is CRLF; a file mixing both is left as it is and matched as LF. */
  readonly crlf: boolean;
  /** The file ended with a line break (an empty file counts as ending with one). */
  readonly finalNewline: boolean;
}

/** Reads a file's line-ending conventions. */
export function detectLayout(original: string): TextLayout {
  return {
    crlf: usesCrlfLineEndings(original),
    finalNewline: original === "" || original.endsWith("\n"),
  };
}

/** Converts a file to the form matching works on: LF line breaks and a line break after the last line. */
export function toWorkingText(original: string, layout: TextLayout): string {
  const text = layout.crlf ? original.replaceAll("\r\n", "\n") : original;
  return layout.finalNewline ? text : `${text}\n`;
}

/** Converts edited working text back to the original file's conventions. */
export function fromWorkingText(text: string, layout: TextLayout): string {
  const ended = !layout.finalNewline && text.endsWith("\n") ? text.slice(0, -1) : text;
  return layout.crlf ? ended.replaceAll("\n", "\r\n") : ended;
}
