/** Whether the whole `text` matches `pattern`, where `*` is any run of characters, `?` one character, the rest literal. */
export function matchesCommandPattern(text: string, pattern: string): boolean {
  // Code points rather than UTF-16 units, so `?` stands for one visible character even outside the BMP.
  const subject = Array.from(text);
  const glob = Array.from(pattern);
  let subjectIndex = 0;
  let globIndex = 0;
  // Where the latest `*` sits and how much of the subject it has swallowed so far. Backtracking only to the
  // latest star keeps matching linear in practice and quadratic at worst, so a hostile command cannot stall it
  // the way a backtracking regular expression could.
  let starGlobIndex = -1;
  let starSubjectIndex = 0;

  while (subjectIndex < subject.length) {
    const globCharacter = glob[globIndex];
    if (globCharacter === "*") {
      starGlobIndex = globIndex;
      starSubjectIndex = subjectIndex;
      globIndex += 1;
    } else if (globCharacter !== undefined && (globCharacter === "?" || globCharacter === subject[subjectIndex])) {
      subjectIndex += 1;
      globIndex += 1;
    } else if (starGlobIndex !== -1) {
      starSubjectIndex += 1;
      subjectIndex = starSubjectIndex;
      globIndex = starGlobIndex + 1;
    } else {
      return false;
    }
  }
  while (glob[globIndex] === "*") globIndex += 1;
  return globIndex === glob.length;
}

/** The first pattern, in configuration order, that matches any of the given readings of a segment. */
export function findMatchingPattern(readings: readonly string[], patterns: readonly string[]): string | undefined {
  return patterns.find((pattern) => readings.some((reading) => matchesCommandPattern(reading, pattern)));
}
