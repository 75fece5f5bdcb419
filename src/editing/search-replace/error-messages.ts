import { CANONICAL_MARKERS } from "./diff-markers.js";

// Echoing a huge SEARCH section back costs the model tokens without helping it find the mistake.
const MAX_ECHOED_LINES = 30;

/** The block format spelled out, appended to errors about the diff's shape. */
const EXPECTED_FORMAT = [
  "Each block must look like this:",
  CANONICAL_MARKERS.search,
  "exact lines to find",
  CANONICAL_MARKERS.separator,
  "replacement lines",
  CANONICAL_MARKERS.replace,
].join("\n");

const UNCHANGED = "The file was left unchanged; send the corrected diff with all of its blocks.";

/** Error for a diff that contains no SEARCH marker at all. */
export function describeMissingBlocks(): string {
  return `The diff contains no SEARCH/REPLACE blocks. ${EXPECTED_FORMAT}`;
}

/** Error for a diff whose markers are out of order or missing. */
export function describeMalformedDiff(problem: string): string {
  return `The diff is malformed: ${problem}\n${EXPECTED_FORMAT}`;
}

/** Error for a SEARCH section that matches nothing in the file. */
export function describeUnmatchedBlock(
  blockNumber: number,
  blockCount: number,
  searchLines: readonly string[],
  fileIsEmpty: boolean,
): string {
  const hint = fileIsEmpty
    ? "The file is empty; to write its whole content, leave the SEARCH section empty."
    : "Check that it copies the current file content exactly, including whitespace and indentation; re-read the file if unsure.";
  return `SEARCH block ${blockNumber} of ${blockCount} does not match anything in the file:\n${echoLines(searchLines)}\n${hint}\n${UNCHANGED}`;
}

/** Error for two blocks whose matches would rewrite the same part of the file. */
export function describeOverlap(
  earlier: { blockNumber: number; startLine: number; endLine: number },
  later: { blockNumber: number; startLine: number; endLine: number },
  blockCount: number,
): string {
  return (
    `SEARCH blocks ${earlier.blockNumber} and ${later.blockNumber} of ${blockCount} overlap: ` +
    `block ${earlier.blockNumber} matches ${describeLines(earlier)} and block ${later.blockNumber} matches ${describeLines(later)}. ` +
    `Merge them into one block, or make each SEARCH section cover a separate part of the file.\n${UNCHANGED}`
  );
}

/** Error for an empty SEARCH section sent alongside other blocks. */
export function describeEmptySearchAmongOthers(blockNumber: number, blockCount: number): string {
  return (
    `SEARCH block ${blockNumber} of ${blockCount} is empty. An empty SEARCH section replaces the whole file, ` +
    `so it must be the only block in the diff. Either send just that one block with the complete new content, ` +
    `or copy the lines to change into each SEARCH section.\n${UNCHANGED}`
  );
}

/** Error for a final diff whose last block stops before its separator. */
export function describeIncompleteLastBlock(blockNumber: number, blockCount: number): string {
  return describeMalformedDiff(
    `SEARCH block ${blockNumber} of ${blockCount} ends without a '${CANONICAL_MARKERS.separator}' separator and replacement lines; the diff looks cut off.`,
  );
}

function describeLines(range: { startLine: number; endLine: number }): string {
  return range.startLine === range.endLine
    ? `line ${range.startLine}`
    : `lines ${range.startLine}-${range.endLine}`;
}

function echoLines(lines: readonly string[]): string {
  if (lines.length <= MAX_ECHOED_LINES) return lines.join("\n");
  const omitted = lines.length - MAX_ECHOED_LINES;
  return `${lines.slice(0, MAX_ECHOED_LINES).join("\n")}\n... (${omitted} more lines)`;
}
