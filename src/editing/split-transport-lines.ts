// A diff or patch arrives with whatever line endings the model or its transport used; they are not
// part of the content, so every parser reads lines without them.
/** Splits text on LF and drops the CR of each CRLF; a text ending in a line break yields a final "". */
export function splitTransportLines(text: string): string[] {
  return text.split("\n").map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}
