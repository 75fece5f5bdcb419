// One rule for every editor: a file counts as CRLF only when all its breaks are, so a file that already
// mixes both gets LF for new lines from write_to_file, replace_in_file and apply_patch alike.
/** Whether every line break of a text is CRLF (and it has at least one). */
export function usesCrlfLineEndings(text: string): boolean {
  const breaks = text.split("\n").length - 1;
  return breaks > 0 && text.split("\r\n").length - 1 === breaks;
}
