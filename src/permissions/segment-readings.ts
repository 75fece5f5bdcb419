import type { ShellSegment } from "./shell/parsed-shell-command.js";

// Reserved words that may stand in front of a command without being the command: `{ rm -rf /; }`,
// `if true; then rm -rf /; fi` and `! rm -rf /` all run `rm`.
const COMMAND_PREFIX_RESERVED_WORDS: ReadonlySet<string> = new Set(["!", "{", "if", "then", "elif", "else", "while", "until", "do", "time", "coproc"]);

// `NAME=value`, `NAME+=value` and `NAME[index]=value` in front of a command only set its environment.
const VARIABLE_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=/;

/** The texts deny rules are tried against: the segment as written and the command it actually runs. */
export function readingsForDenyCheck(segment: ShellSegment): string[] {
  // Setting aside redirections, leading assignments and reserved words means `FOO=1 rm -rf /`,
  // `> log rm -rf /` and `{ rm -rf /; }` cannot slip past a rule like `rm *`.
  return distinct([
    segment.text,
    segment.words.join(" "),
    withoutCommandPrefixes(segment.tokens).join(" "),
    withoutCommandPrefixes(segment.words).join(" "),
  ]);
}

/** The texts allow rules are tried against: the segment as written, or its words without redirections. */
export function readingsForAllowCheck(segment: ShellSegment): string[] {
  // Redirections only get this far when the host allows them, so `npm test 2>&1` is covered by a rule for
  // `npm test`. Prefixes are deliberately kept: `PATH=/tmp/evil npm test` must be allowed explicitly.
  return distinct([segment.text, segment.words.join(" ")]);
}

function withoutCommandPrefixes(words: readonly string[]): readonly string[] {
  let start = 0;
  for (const word of words) {
    if (!COMMAND_PREFIX_RESERVED_WORDS.has(word) && !VARIABLE_ASSIGNMENT.test(word)) break;
    start += 1;
  }
  return words.slice(start);
}

function distinct(readings: readonly string[]): string[] {
  return [...new Set(readings)];
}
