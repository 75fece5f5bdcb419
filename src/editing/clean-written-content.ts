/**
 * Tidies content the model sends for a whole-file write, conservatively:
 *
 * 1. Markdown fence: when the first line is an opening fence (three or more backticks,
 *    optionally followed by a language tag such as `ts` or `c++`), the last non-blank line
 *    is a closing fence of the same backticks, and no line in between starts with those
 *    backticks, both fence lines are removed (with anything blank after the closing
 *    fence). The "nothing in between" rule keeps a markdown file that merely starts and
 *    ends with two different code blocks intact.
 * 2. Trailing blank lines: when the content ends with a line break followed by further
 *    blank (empty or whitespace-only) lines, they collapse into that single line break.
 *    Content that does not end with a line break keeps its ending; none is added.
 *
 * Nothing else changes: indentation, trailing spaces on content lines, leading blank lines
 * and line-ending style (LF or CRLF) are kept as sent.
 */
export function cleanWrittenContent(content: string): string {
  return collapseTrailingBlankLines(stripEnclosingFence(content));
}

const OPENING_FENCE = /^(`{3,})[\w.+#-]*[ \t]*\r?$/;

function stripEnclosingFence(content: string): string {
  const lines = content.split("\n");
  const fence = OPENING_FENCE.exec(lines[0] ?? "")?.[1];
  if (fence === undefined) return content;

  let closing = lines.length - 1;
  while (closing > 0 && (lines[closing] ?? "").trim() === "") closing -= 1;
  if (closing === 0 || (lines[closing] ?? "").trim() !== fence) return content;

  const body = lines.slice(1, closing);
  if (body.some((line) => line.trimStart().startsWith(fence))) return content;
  // The line break ending the last body line belongs to the content, so it stays.
  return body.map((line) => `${line}\n`).join("");
}

function collapseTrailingBlankLines(content: string): string {
  let tailStart = content.length;
  while (tailStart > 0 && /\s/.test(content[tailStart - 1] ?? "")) tailStart -= 1;
  const firstBreak = content.indexOf("\n", tailStart);
  return firstBreak === -1 ? content : content.slice(0, firstBreak + 1);
}
