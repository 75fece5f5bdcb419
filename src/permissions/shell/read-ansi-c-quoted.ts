const SINGLE_LETTER_ESCAPES: ReadonlyMap<string, string> = new Map([
  ["a", "\u0007"],
  ["b", "\b"],
  ["e", "\u001b"],
  ["E", "\u001b"],
  ["f", "\f"],
  ["n", "\n"],
  ["r", "\r"],
  ["t", "\t"],
  ["v", "\v"],
  ["\\", "\\"],
  ["'", "'"],
  ['"', '"'],
  ["?", "?"],
]);

const OCTAL_DIGIT = /^[0-7]$/;
const HEXADECIMAL_DIGIT = /^[0-9A-Fa-f]$/;

/** Decodes a bash `$'...'` body from `start` (after `$'`) to the text bash sees and the index past the closing quote. */
export function readAnsiCQuoted(input: string, start: number): { text: string; end: number } | undefined {
  let text = "";
  // Bash cuts the string at the first NUL it decodes. Mirroring that matters: `$'rm\0junk'` runs `rm`, and a
  // deny rule must see `rm`, not `rm` followed by a NUL and junk.
  let truncated = false;
  const append = (value: string): void => {
    if (truncated) return;
    const nulIndex = value.indexOf("\0");
    if (nulIndex === -1) {
      text += value;
    } else {
      text += value.slice(0, nulIndex);
      truncated = true;
    }
  };
  const takeDigits = (pattern: RegExp, limit: number): string => {
    let digits = "";
    while (digits.length < limit && pattern.test(input[index] ?? "")) {
      digits += input[index];
      index += 1;
    }
    return digits;
  };

  let index = start;
  while (index < input.length) {
    const character = input[index] ?? "";
    if (character === "'") return { text, end: index + 1 };
    if (character !== "\\") {
      append(character);
      index += 1;
      continue;
    }
    const escaped = input[index + 1];
    if (escaped === undefined) return undefined;
    index += 2;
    const simple = SINGLE_LETTER_ESCAPES.get(escaped);
    if (simple !== undefined) {
      append(simple);
    } else if (OCTAL_DIGIT.test(escaped)) {
      const digits = escaped + takeDigits(OCTAL_DIGIT, 2);
      append(String.fromCharCode(Number.parseInt(digits, 8) & 0xff));
    } else if (escaped === "x" || escaped === "u" || escaped === "U") {
      const digits = takeDigits(HEXADECIMAL_DIGIT, escaped === "x" ? 2 : escaped === "u" ? 4 : 8);
      const codePoint = Number.parseInt(digits, 16);
      if (digits === "") append(`\\${escaped}`);
      else append(codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : "\ufffd");
    } else if (escaped === "c" && input[index] !== undefined && input[index] !== "'") {
      append(String.fromCharCode((input[index] ?? "").charCodeAt(0) & 0x1f));
      index += 1;
    } else {
      append(`\\${escaped}`);
    }
  }
  return undefined;
}
