import { describe, expect, it } from "vitest";
import { parseShellCommand } from "../../src/permissions/shell/parse-shell-command.js";
import type { ShellParseFailureKind, ShellParseSuccess, ShellRedirect } from "../../src/permissions/shell/parse-shell-command.js";

/** A parse result reduced to what a reader compares: the tokens of each segment, recursively. */
interface Outline {
  readonly tokens: readonly (readonly string[])[];
  readonly subshells?: readonly Outline[];
  readonly hasRedirects?: boolean;
}

function outline(parsed: ShellParseSuccess): Outline {
  return {
    tokens: parsed.segments.map((segment) => segment.tokens),
    ...(parsed.subshells.length > 0 ? { subshells: parsed.subshells.map(outline) } : {}),
    ...(parsed.hasRedirects ? { hasRedirects: true } : {}),
  };
}

function parseOrFail(command: string): ShellParseSuccess {
  const parsed = parseShellCommand(command);
  if (!parsed.ok) throw new Error(`expected ${JSON.stringify(command)} to parse, got: ${parsed.error}`);
  return parsed;
}

const segmentationCases: { name: string; command: string; expected: Outline }[] = [
  { name: "single command", command: "ls -la src", expected: { tokens: [["ls", "-la", "src"]] } },
  { name: "runs of blanks collapse", command: " git \t log   -1 ", expected: { tokens: [["git", "log", "-1"]] } },
  { name: "&& splits", command: "npm ci && npm test", expected: { tokens: [["npm", "ci"], ["npm", "test"]] } },
  { name: "|| splits", command: "test -f a || touch a", expected: { tokens: [["test", "-f", "a"], ["touch", "a"]] } },
  { name: "| splits", command: "ps aux|grep node", expected: { tokens: [["ps", "aux"], ["grep", "node"]] } },
  { name: "; splits", command: "cd src; ls", expected: { tokens: [["cd", "src"], ["ls"]] } },
  { name: "& splits", command: "server & curl localhost", expected: { tokens: [["server"], ["curl", "localhost"]] } },
  { name: "empty segments are dropped", command: ";; ls ; ; & ", expected: { tokens: [["ls"]] } },
  { name: "empty input has no segments", command: "", expected: { tokens: [] } },
  { name: "single quotes group and stay literal", command: "echo 'a && b $(c)'", expected: { tokens: [["echo", "a && b $(c)"]] } },
  { name: "double quotes group", command: 'grep "two words" file', expected: { tokens: [["grep", "two words", "file"]] } },
  { name: "adjacent quoted parts form one word", command: `a'b'"c"d`, expected: { tokens: [["abcd"]] } },
  { name: "empty quotes make an empty token", command: "echo ''", expected: { tokens: [["echo", ""]] } },
  { name: "backslash escapes an operator", command: "echo a\\;b \\|", expected: { tokens: [["echo", "a;b", "|"]] } },
  { name: "backslash escapes a blank", command: "cat my\\ file", expected: { tokens: [["cat", "my file"]] } },
  { name: "backslash is literal in single quotes", command: "echo 'a\\'", expected: { tokens: [["echo", "a\\"]] } },
  { name: "double quotes keep a backslash before ordinary characters", command: 'echo "a\\q \\"b\\" \\$c"', expected: { tokens: [["echo", 'a\\q "b" $c']] } },
  { name: "ANSI-C quotes are decoded", command: "printf $'tab\\there\\x21'", expected: { tokens: [["printf", "tab\there!"]] } },
  { name: "ANSI-C quotes stop at NUL like bash", command: "$'rm\\0junk' -rf x", expected: { tokens: [["rm", "-rf", "x"]] } },
  {
    name: "$( ) leaves a placeholder and becomes a subshell",
    command: "echo $(whoami)",
    expected: { tokens: [["echo", "$(...)"]], subshells: [{ tokens: [["whoami"]] }] },
  },
  {
    name: "$( ) inside double quotes is a subshell",
    command: 'echo "user: $(id -un)!"',
    expected: { tokens: [["echo", "user: $(...)!"]], subshells: [{ tokens: [["id", "-un"]] }] },
  },
  {
    name: "nested $( ) nests subshells",
    command: "a $(b $(c; d))",
    expected: { tokens: [["a", "$(...)"]], subshells: [{ tokens: [["b", "$(...)"]], subshells: [{ tokens: [["c"], ["d"]] }] }] },
  },
  {
    name: "quotes inside $( ) belong to the subshell",
    command: 'echo "$(echo ")")"',
    expected: { tokens: [["echo", "$(...)"]], subshells: [{ tokens: [["echo", ")"]] }] },
  },
  {
    name: "( ) group becomes a subshell with no placeholder",
    command: "(cd src && make) || echo failed",
    expected: { tokens: [["echo", "failed"]], subshells: [{ tokens: [["cd", "src"], ["make"]] }] },
  },
  {
    name: "> and its target are two tokens",
    command: "echo hi >out.txt",
    expected: { tokens: [["echo", "hi", ">", "out.txt"]], hasRedirects: true },
  },
  { name: "2>&1 stays one token", command: "make 2>&1", expected: { tokens: [["make", "2>&1"]], hasRedirects: true } },
  { name: "&> is a redirect, not a split", command: "make &> log", expected: { tokens: [["make", "&>", "log"]], hasRedirects: true } },
  { name: "heredoc", command: "cat <<'EOF'", expected: { tokens: [["cat", "<<", "EOF"]], hasRedirects: true } },
  { name: "here-string", command: "wc -c <<< hello", expected: { tokens: [["wc", "-c", "<<<", "hello"]], hasRedirects: true } },
  {
    name: "process substitution leaves a placeholder",
    command: "diff <(ls a) >(cat)",
    expected: { tokens: [["diff", "<(...)", ">(...)"]], subshells: [{ tokens: [["ls", "a"]] }, { tokens: [["cat"]] }], hasRedirects: true },
  },
  { name: "|& splits and counts as a redirect", command: "make |& tee log", expected: { tokens: [["make"], ["tee", "log"]], hasRedirects: true } },
  {
    name: "a redirect inside a subshell marks the whole command",
    command: "echo $(cat < in)",
    expected: { tokens: [["echo", "$(...)"]], subshells: [{ tokens: [["cat", "<", "in"]], hasRedirects: true }], hasRedirects: true },
  },
  { name: "quoted digits are not a descriptor", command: "echo '2'>x", expected: { tokens: [["echo", "2", ">", "x"]], hasRedirects: true } },
];

const failureCases: { name: string; command: string; kind: ShellParseFailureKind; error: string }[] = [
  { name: "unclosed single quote", command: "echo 'a", kind: "syntax", error: "unclosed single quote" },
  { name: "unclosed double quote", command: 'echo "a', kind: "syntax", error: "unclosed double quote" },
  { name: "unclosed $'", command: "echo $'a", kind: "syntax", error: "unclosed $'...' quote" },
  { name: "unclosed $(", command: "echo $(ls", kind: "syntax", error: "'$(' is never closed with ')'" },
  { name: "unclosed group", command: "(ls", kind: "syntax", error: "'(' is never closed with ')'" },
  { name: "stray )", command: "ls)", kind: "syntax", error: "unbalanced ')' with no matching '('" },
  { name: "redirect without target", command: "echo hi >", kind: "syntax", error: "redirection '>' has no target" },
  { name: "redirect followed by an operator", command: "echo hi > | cat", kind: "syntax", error: "redirection '>' has no target" },
  { name: "newline between commands", command: "ls\nrm x", kind: "unsafe_character", error: "a line feed outside quotes" },
  { name: "carriage return", command: "ls\rrm x", kind: "unsafe_character", error: "a carriage return outside quotes" },
  { name: "line separator", command: "ls\u2028rm x", kind: "unsafe_character", error: "a line separator (U+2028) outside quotes" },
  { name: "backtick substitution", command: "echo `id`", kind: "unsafe_character", error: "a backtick outside single quotes" },
  { name: "nesting beyond the limit", command: `${"$(".repeat(500)}${")".repeat(500)}`, kind: "syntax", error: "subshells are nested too deeply" },
];

const redirectDetailCases: { name: string; command: string; words: string[]; redirects: ShellRedirect[] }[] = [
  { name: "output file", command: "cat a.txt > b.txt", words: ["cat", "a.txt"], redirects: [{ operator: ">", target: "b.txt" }] },
  { name: "input file", command: "cat < .env", words: ["cat"], redirects: [{ operator: "<", target: ".env" }] },
  {
    name: "descriptor prefixes",
    command: "cmd 2>/dev/null 1>&2 arg",
    words: ["cmd", "arg"],
    redirects: [
      { operator: "2>", target: "/dev/null" },
      { operator: "1>&", target: "2" },
    ],
  },
  { name: "quoted target", command: "tee >> 'my log'", words: ["tee"], redirects: [{ operator: ">>", target: "my log" }] },
];

describe("parseShellCommand", () => {
  describe("segmentation and tokens", () => {
    it.each(segmentationCases)("$name", ({ command, expected }) => {
      expect(outline(parseOrFail(command))).toEqual(expected);
    });
  });

  describe("segment text is the tokens joined by single spaces", () => {
    it.each(segmentationCases)("$name", ({ command }) => {
      for (const segment of parseOrFail(command).segments) expect(segment.text).toBe(segment.tokens.join(" "));
    });
  });

  describe("command words and redirects", () => {
    it.each(redirectDetailCases)("$name", ({ command, words, redirects }) => {
      const [segment] = parseOrFail(command).segments;
      expect({ words: segment?.words, redirects: segment?.redirects }).toEqual({ words, redirects });
    });
  });

  describe("refusals", () => {
    it.each(failureCases)("$name", ({ command, kind, error }) => {
      expect(parseShellCommand(command)).toEqual({ ok: false, kind, error });
    });
  });
});
