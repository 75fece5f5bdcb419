/** A count and its noun, regular plural: `1 error`, `2 errors`. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
