import { describeByteSize } from "./file-byte-size.js";

/** The tags a file's content is wrapped in: the state after an edit, or the unchanged state after a failed one. */
export type FileContentTag = "final_file_content" | "file_content";

/**
 * A file's whole content between `<tag path="...">` lines, so the model can base its next edit on the
 * exact text. CRLF line breaks are shown as LF (the file keeps its own). Content above `maxBytes` is
 * replaced by a note pointing at read_file, since echoing it would cost more than it helps.
 */
export function formatFileContentBlock(tag: FileContentTag, displayPath: string, content: string, maxBytes: number): string {
  const size = Buffer.byteLength(content, "utf8");
  if (size > maxBytes) {
    return `(The content of ${displayPath} is ${describeByteSize(size)}, more than the ${maxBytes}-byte limit for showing it here; use read_file with start_line and end_line to see the lines you need.)`;
  }
  const shown = content.replaceAll("\r\n", "\n");
  const body = shown === "" || shown.endsWith("\n") ? shown : `${shown}\n`;
  return `<${tag} path="${displayPath.replaceAll('"', "&quot;")}">\n${body}</${tag}>`;
}
