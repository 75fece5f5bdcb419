/** The structural role a marker line plays inside a SEARCH/REPLACE diff. */
export type MarkerKind = "search" | "separator" | "replace";

const SEARCH_MARKER = /^(?:-{3,}|<{3,}) SEARCH>?$/;
const SEPARATOR_MARKER = /^={3,}$/;
const REPLACE_MARKER = /^(?:\+{3,}|>{3,}) REPLACE>?$/;

/** The canonical spelling of each marker, used when explaining the format to the model. */
export const CANONICAL_MARKERS = {
  search: "------- SEARCH",
  separator: "=======",
  replace: "+++++++ REPLACE",
} as const satisfies Record<MarkerKind, string>;

// Each marker is a run of one fence character optionally followed by a word; a line cut
// off while the model was writing one of these is a prefix of "<run><word>".
const MARKER_SHAPES: readonly { fence: string; word: string }[] = [
  { fence: "-", word: " SEARCH>" },
  { fence: "<", word: " SEARCH>" },
  { fence: "=", word: "" },
  { fence: "+", word: " REPLACE>" },
  { fence: ">", word: " REPLACE>" },
];

/** Classifies a diff line as a marker; trailing whitespace (such as a CR from CRLF input) is ignored. */
export function classifyMarkerLine(line: string): MarkerKind | undefined {
  const bare = line.trimEnd();
  if (SEARCH_MARKER.test(bare)) return "search";
  if (SEPARATOR_MARKER.test(bare)) return "separator";
  if (REPLACE_MARKER.test(bare)) return "replace";
  return undefined;
}

/** Tells whether a line looks like a marker the model stopped writing part-way through. */
export function isPartialMarkerLine(line: string): boolean {
  const bare = line.trimEnd();
  if (bare === "" || classifyMarkerLine(bare) !== undefined) return false;
  return MARKER_SHAPES.some(({ fence, word }) => {
    let runLength = 0;
    while (bare[runLength] === fence) runLength += 1;
    return runLength > 0 && word.startsWith(bare.slice(runLength));
  });
}
