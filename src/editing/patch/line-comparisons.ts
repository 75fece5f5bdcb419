/** Decides whether a file line and a patch line count as the same line. */
export type LineComparison = (fileLine: string, patchLine: string) => boolean;

// Typographic look-alikes models substitute for ASCII when copying code.
const punctuationReplacements: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, "-"],
  [/[\u2018\u2019\u201A\u201B]/g, "'"],
  [/[\u201C\u201D\u201E\u201F]/g, '"'],
  [/[\u00A0\u2002-\u200A\u202F\u205F\u3000]/g, " "],
];

/** Replaces unicode dashes, quotes and spaces with their ASCII counterparts. */
export function normalizePunctuation(text: string): string {
  return punctuationReplacements.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Comparisons from strictest to loosest; a hunk is located with the strictest one that finds it. */
export const lineComparisons: readonly LineComparison[] = [
  (fileLine, patchLine) => fileLine === patchLine,
  (fileLine, patchLine) => fileLine.trimEnd() === patchLine.trimEnd(),
  (fileLine, patchLine) => fileLine.trim() === patchLine.trim(),
  (fileLine, patchLine) => normalizePunctuation(fileLine).trim() === normalizePunctuation(patchLine).trim(),
];
