import type { SearchMatch, SearchOutcome } from "./search-types.js";

// Longer lines (minified code, data) are cut so one line cannot flood the model's context.
const MAX_SHOWN_LINE_LENGTH = 500;

/**
 * Turns a search outcome into the text the model reads: a count, then each file's path followed by its
 * lines in grep's style, "12: " for a matching line and "11- " for a context line, with "--" between
 * runs of lines that are not adjacent; context shared by nearby matches is shown once.
 */
export function formatSearchResults(outcome: SearchOutcome): string {
  const count = outcome.matches.length;
  if (count === 0 && !outcome.truncated) return "Found 0 results.";
  const header = outcome.truncated
    ? `Found more than ${count} results; showing the first ${count}.`
    : `Found ${count} ${count === 1 ? "result" : "results"}.`;
  const sections = groupByFile(outcome.matches).map(([file, matches]) => `${file}\n${formatFileLines(matches)}`);
  const parts = [header, ...sections];
  if (outcome.truncated) {
    parts.push(
      `(Only the first ${count} results are shown. Narrow the search with a more specific regex, ` +
        "a file pattern such as *.ts, or a subdirectory.)",
    );
  }
  return parts.join("\n\n");
}

function groupByFile(matches: readonly SearchMatch[]): [string, SearchMatch[]][] {
  const groups = new Map<string, SearchMatch[]>();
  for (const match of matches) {
    const group = groups.get(match.file);
    if (group === undefined) groups.set(match.file, [match]);
    else group.push(match);
  }
  return [...groups];
}

function formatFileLines(matches: readonly SearchMatch[]): string {
  const lines = new Map<number, { text: string; isMatch: boolean }>();
  for (const match of matches) {
    for (const context of [...match.before, ...match.after]) {
      if (!lines.has(context.line)) lines.set(context.line, { text: context.text, isMatch: false });
    }
    lines.set(match.line, { text: match.text, isMatch: true });
  }
  const numbers = [...lines.keys()].sort((left, right) => left - right);
  const width = String(numbers[numbers.length - 1] ?? 0).length;
  const output: string[] = [];
  let previous: number | undefined;
  for (const number of numbers) {
    if (previous !== undefined && number > previous + 1) output.push("--");
    const { text, isMatch } = lines.get(number)!;
    output.push(`${String(number).padStart(width)}${isMatch ? ":" : "-"} ${shortened(text)}`);
    previous = number;
  }
  return output.join("\n");
}

function shortened(text: string): string {
  if (text.length <= MAX_SHOWN_LINE_LENGTH) return text;
  return `${text.slice(0, MAX_SHOWN_LINE_LENGTH)}… (${text.length - MAX_SHOWN_LINE_LENGTH} more characters)`;
}
