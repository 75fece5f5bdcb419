const LINE_TERMINATOR_NAMES: ReadonlyMap<string, string> = new Map([
  ["\n", "a line feed"],
  ["\r", "a carriage return"],
  ["\u2028", "a line separator (U+2028)"],
  ["\u2029", "a paragraph separator (U+2029)"],
  ["\u0085", "a next-line character (U+0085)"],
]);

// Characters that end an unquoted word. Line terminators are among them so the scanner stops on one and can
// refuse it, instead of swallowing it into a word.
const WORD_BOUNDARIES = new Set([" ", "\t", ";", "&", "|", "(", ")", "<", ">", ...LINE_TERMINATOR_NAMES.keys()]);

/** Whether the character separates words without meaning anything else (bash's blanks). */
export function isBlank(character: string | undefined): boolean {
  return character === " " || character === "\t";
}

/** Whether the character could start a new line for a shell or for a reader of the command. */
export function isLineTerminator(character: string | undefined): boolean {
  return character !== undefined && LINE_TERMINATOR_NAMES.has(character);
}

/** Whether the character ends an unquoted word. */
export function isWordBoundary(character: string | undefined): boolean {
  return character === undefined || WORD_BOUNDARIES.has(character);
}

/** A readable name for a refused character, for error messages. */
export function describeUnsafeCharacter(character: string): string {
  return LINE_TERMINATOR_NAMES.get(character) ?? (character === "`" ? "a backtick" : `the character ${JSON.stringify(character)}`);
}
