/** Edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidates closest to `name`, best first: close by edit distance, or sharing a word with it
 * (`read` finds `read_file`), so a model or a person who mistyped a name learns the right one.
 */
export function closestNames(name: string, candidates: Iterable<string>, limit = 3): string[] {
  const wanted = name.toLowerCase();
  const wantedWords = new Set(wanted.split(/[_\-\s.]+/).filter((word) => word.length > 2));
  const scored: { candidate: string; score: number }[] = [];
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    const distance = editDistance(wanted, lower);
    const sharesWord = lower.split(/[_\-\s.]+/).some((word) => wantedWords.has(word));
    const closeEnough = distance <= Math.max(2, Math.floor(Math.max(wanted.length, lower.length) / 3));
    if (closeEnough || sharesWord || lower.includes(wanted) || wanted.includes(lower)) {
      scored.push({ candidate, score: distance - (sharesWord ? 2 : 0) });
    }
  }
  return scored
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
