/** The number of lines in a text: a final line break ends the last line rather than starting an empty one. */
export function countLines(text: string): number {
  if (text === "") return 0;
  let breaks = 0;
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) breaks += 1;
  return text.endsWith("\n") ? breaks : breaks + 1;
}

/** `1 line`, `12 lines`. */
export function describeLineCount(lines: number): string {
  return lines === 1 ? "1 line" : `${lines} lines`;
}
