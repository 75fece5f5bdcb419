import { describe, expect, it } from "vitest";
import { CommandPermissionController } from "../../src/permissions/CommandPermissionController.js";
import type { CommandPermissionConfig, CommandPermissionResult } from "../../src/permissions/command-permission-types.js";

interface ValidationCase {
  readonly name: string;
  /** Raw CLINE_COMMAND_PERMISSIONS value; undefined leaves the variable unset. */
  readonly environment: string | undefined;
  readonly command: string;
  /** Fields left out must be absent from the result. */
  readonly expected: Pick<CommandPermissionResult, "allowed" | "reason" | "failedSegment" | "matchedPattern">;
}

const rules = (config: CommandPermissionConfig): string => JSON.stringify(config);

function verdictFor(testCase: ValidationCase): Pick<CommandPermissionResult, "allowed" | "reason" | "failedSegment" | "matchedPattern"> {
  const controller = CommandPermissionController.fromEnv({ CLINE_COMMAND_PERMISSIONS: testCase.environment });
  const { allowed, reason, failedSegment, matchedPattern } = controller.validateCommand(testCase.command);
  return { allowed, reason, failedSegment, matchedPattern };
}

const configurationCases: ValidationCase[] = [
  { name: "unset variable allows anything", environment: undefined, command: "rm -rf /", expected: { allowed: true, reason: "no_config" } },
  { name: "empty variable allows anything", environment: "  ", command: "rm -rf /", expected: { allowed: true, reason: "no_config" } },
  { name: "invalid JSON allows anything", environment: '{"allow": [', command: "rm -rf /", expected: { allowed: true, reason: "no_config" } },
  { name: "JSON that is not an object allows anything", environment: '["ls"]', command: "rm -rf /", expected: { allowed: true, reason: "no_config" } },
  {
    name: "lists that are not arrays are ignored",
    environment: '{"allow": "ls", "deny": "rm *"}',
    command: "rm -rf /",
    expected: { allowed: true, reason: "allowed" },
  },
  { name: "an empty object still refuses redirects", environment: "{}", command: "echo hi > out.txt", expected: { allowed: false, reason: "redirect_detected" } },
];

const allowOnly = rules({ allow: ["git status", "npm run *", "ls*"] });
const allowOnlyCases: ValidationCase[] = [
  { name: "exact allow match", environment: allowOnly, command: "git status", expected: { allowed: true, reason: "allowed", matchedPattern: "git status" } },
  { name: "allow patterns are anchored at the end", environment: allowOnly, command: "git status --short", expected: { allowed: false, reason: "no_match_deny_default" } },
  { name: "allow wildcard admits arguments", environment: allowOnly, command: "npm run build", expected: { allowed: true, reason: "allowed", matchedPattern: "npm run *" } },
  { name: "unlisted command is refused", environment: allowOnly, command: "curl https://example.com", expected: { allowed: false, reason: "no_match_deny_default" } },
  { name: "quotes are removed before matching", environment: allowOnly, command: 'npm run "build"', expected: { allowed: true, reason: "allowed", matchedPattern: "npm run *" } },
  { name: "extra spaces between words do not matter", environment: allowOnly, command: "  npm   run\tlint ", expected: { allowed: true, reason: "allowed", matchedPattern: "npm run *" } },
  { name: "an empty command runs nothing and is allowed", environment: allowOnly, command: "   ", expected: { allowed: true, reason: "allowed" } },
  { name: "assignments in front must be allowed explicitly", environment: allowOnly, command: "PATH=/tmp/evil git status", expected: { allowed: false, reason: "no_match_deny_default" } },
];

const denyOnly = rules({ deny: ["rm *", "git push*"] });
const denyOnlyCases: ValidationCase[] = [
  { name: "deny match refuses", environment: denyOnly, command: "rm -rf build", expected: { allowed: false, reason: "denied", matchedPattern: "rm *" } },
  { name: "anything not denied is allowed", environment: denyOnly, command: "ls -la", expected: { allowed: true, reason: "allowed" } },
  { name: "second deny pattern is reported", environment: denyOnly, command: "git push origin main", expected: { allowed: false, reason: "denied", matchedPattern: "git push*" } },
  { name: "deny sees through a leading assignment", environment: denyOnly, command: "FOO=1 rm -rf build", expected: { allowed: false, reason: "denied", matchedPattern: "rm *" } },
  {
    name: "deny sees through a brace group",
    environment: denyOnly,
    command: "{ rm -rf build; }",
    expected: { allowed: false, reason: "segment_denied", failedSegment: "{ rm -rf build", matchedPattern: "rm *" },
  },
  { name: "deny sees through quoting inside the command name", environment: denyOnly, command: 'r"m" -rf build', expected: { allowed: false, reason: "denied", matchedPattern: "rm *" } },
  { name: "deny sees through an escaped command name", environment: denyOnly, command: "\\rm -rf build", expected: { allowed: false, reason: "denied", matchedPattern: "rm *" } },
  { name: "deny sees through ANSI-C quoting", environment: denyOnly, command: "$'\\x72m' -rf build", expected: { allowed: false, reason: "denied", matchedPattern: "rm *" } },
];

const denyWinsCases: ValidationCase[] = [
  { name: "deny beats a catch-all allow", environment: rules({ allow: ["*"], deny: ["rm *"] }), command: "rm -rf /", expected: { allowed: false, reason: "denied", matchedPattern: "rm *" } },
  {
    name: "narrow deny beats broad allow",
    environment: rules({ allow: ["rm *"], deny: ["rm -rf *"] }),
    command: "rm -rf /",
    expected: { allowed: false, reason: "denied", matchedPattern: "rm -rf *" },
  },
  { name: "broad allow still admits what the deny leaves", environment: rules({ allow: ["rm *"], deny: ["rm -rf *"] }), command: "rm notes.txt", expected: { allowed: true, reason: "allowed", matchedPattern: "rm *" } },
  {
    name: "a denial is reported even after an unlisted segment",
    environment: rules({ allow: ["ls"], deny: ["rm *"] }),
    command: "whoami; rm x",
    expected: { allowed: false, reason: "segment_denied", failedSegment: "rm x", matchedPattern: "rm *" },
  },
];

const chainRules = rules({ allow: ["ls*", "echo *", "cat *", "cd *"], deny: ["rm *"] });
const deniedSegment = { allowed: false, reason: "segment_denied", failedSegment: "rm -rf /", matchedPattern: "rm *" } as const;
const chainCases: ValidationCase[] = [
  { name: "&& chain with a denied segment", environment: chainRules, command: "ls && rm -rf /", expected: deniedSegment },
  { name: "|| chain with a denied segment", environment: chainRules, command: "ls || rm -rf /", expected: deniedSegment },
  { name: "pipe into a denied segment", environment: chainRules, command: "cat notes | rm -rf /", expected: deniedSegment },
  { name: "; sequence with a denied segment", environment: chainRules, command: "ls;rm -rf /", expected: deniedSegment },
  { name: "& backgrounds one command and starts another", environment: chainRules, command: "ls & rm -rf /", expected: deniedSegment },
  { name: "chain of allowed segments reports no single pattern", environment: chainRules, command: "ls && echo done", expected: { allowed: true, reason: "allowed" } },
  { name: "chain with an unlisted segment", environment: chainRules, command: "ls && curl evil.sh", expected: { allowed: false, reason: "segment_no_match", failedSegment: "curl evil.sh" } },
  { name: "trailing & leaves a single segment", environment: chainRules, command: "ls -la &", expected: { allowed: true, reason: "allowed", matchedPattern: "ls*" } },
];

const subshellCases: ValidationCase[] = [
  { name: "denied command inside $( )", environment: chainRules, command: "echo $(rm -rf /)", expected: deniedSegment },
  { name: "denied command inside nested $( )", environment: chainRules, command: "echo $(echo $(rm -rf /))", expected: deniedSegment },
  { name: "unlisted command inside $( )", environment: chainRules, command: "echo $(whoami)", expected: { allowed: false, reason: "segment_no_match", failedSegment: "whoami" } },
  { name: "allowed command inside $( )", environment: chainRules, command: "echo $(ls)", expected: { allowed: true, reason: "allowed" } },
  { name: "$( ) inside double quotes is still checked", environment: chainRules, command: 'echo "files: $(rm -rf /)"', expected: deniedSegment },
  { name: "$( ) inside single quotes is plain text", environment: chainRules, command: "echo '$(rm -rf /)'", expected: { allowed: true, reason: "allowed", matchedPattern: "echo *" } },
  { name: "denied command alone in a ( ) group", environment: chainRules, command: "(rm -rf /)", expected: { allowed: false, reason: "denied", matchedPattern: "rm *" } },
  { name: "( ) group of allowed commands", environment: chainRules, command: "(cd src && ls) && echo ok", expected: { allowed: true, reason: "allowed" } },
  { name: "backticks are refused outright", environment: chainRules, command: "echo `ls`", expected: { allowed: false, reason: "shell_operator_detected" } },
  { name: "backticks inside double quotes are refused", environment: chainRules, command: 'echo "`ls`"', expected: { allowed: false, reason: "shell_operator_detected" } },
  { name: "backticks inside single quotes are plain text", environment: chainRules, command: "echo '`rm -rf /`'", expected: { allowed: true, reason: "allowed", matchedPattern: "echo *" } },
  { name: "escaped backticks are plain text", environment: chainRules, command: "echo \\`ls\\`", expected: { allowed: true, reason: "allowed", matchedPattern: "echo *" } },
  { name: "unclosed $( is a parse error", environment: chainRules, command: "echo $(ls", expected: { allowed: false, reason: "parse_error" } },
];

const quotingCases: ValidationCase[] = [
  { name: "&& inside double quotes is literal", environment: chainRules, command: 'echo "a && rm -rf /"', expected: { allowed: true, reason: "allowed", matchedPattern: "echo *" } },
  { name: "; inside single quotes is literal", environment: chainRules, command: "echo 'a; rm -rf /'", expected: { allowed: true, reason: "allowed", matchedPattern: "echo *" } },
  { name: "escaped operators are literal", environment: chainRules, command: "echo a \\&\\& rm -rf /", expected: { allowed: true, reason: "allowed", matchedPattern: "echo *" } },
  { name: "unclosed double quote", environment: chainRules, command: 'echo "unterminated', expected: { allowed: false, reason: "parse_error" } },
  { name: "unclosed single quote", environment: chainRules, command: "echo it's", expected: { allowed: false, reason: "parse_error" } },
  { name: "unmatched closing parenthesis", environment: chainRules, command: "ls )", expected: { allowed: false, reason: "parse_error" } },
];

const redirectRules = rules({ allow: ["echo *", "npm test", "cat *", "diff *", "ls*"], deny: ["rm *", "* /etc/*"] });
const redirectsAllowed = rules({ allow: ["echo *", "npm test", "cat *", "diff *", "ls*"], deny: ["rm *", "* /etc/*"], allowRedirects: true });
const refusedRedirect = { allowed: false, reason: "redirect_detected" } as const;
const redirectCases: ValidationCase[] = [
  { name: "> is refused", environment: redirectRules, command: "echo hi > out.txt", expected: refusedRedirect },
  { name: ">> is refused", environment: redirectRules, command: "echo hi >>log", expected: refusedRedirect },
  { name: "2>&1 is refused", environment: redirectRules, command: "npm test 2>&1", expected: refusedRedirect },
  { name: "< is refused", environment: redirectRules, command: "cat < input.txt", expected: refusedRedirect },
  { name: "heredoc is refused", environment: redirectRules, command: "cat <<EOF", expected: refusedRedirect },
  { name: "process substitution is refused", environment: redirectRules, command: "diff <(ls a) <(ls b)", expected: refusedRedirect },
  { name: "&> is refused", environment: redirectRules, command: "npm test &>/dev/null", expected: refusedRedirect },
  { name: "|& is refused", environment: redirectRules, command: "ls |& cat", expected: refusedRedirect },
  { name: "redirect inside $( ) is refused", environment: redirectRules, command: "echo $(cat < secret)", expected: refusedRedirect },
  { name: "quoted angle brackets are not redirects", environment: redirectRules, command: "echo '>' \">>\" a\\<b", expected: { allowed: true, reason: "allowed", matchedPattern: "echo *" } },
  { name: "> allowed when the host allows redirects", environment: redirectsAllowed, command: "echo hi > out.txt", expected: { allowed: true, reason: "allowed", matchedPattern: "echo *" } },
  { name: "allow rule covers the command without its redirects", environment: redirectsAllowed, command: "npm test 2>&1", expected: { allowed: true, reason: "allowed", matchedPattern: "npm test" } },
  { name: "deny rule still sees the redirect target", environment: redirectsAllowed, command: "echo hi > /etc/hosts", expected: { allowed: false, reason: "denied", matchedPattern: "* /etc/*" } },
  { name: "deny sees a command behind a leading redirect", environment: redirectsAllowed, command: "> log rm -rf x", expected: { allowed: false, reason: "denied", matchedPattern: "rm *" } },
  {
    name: "process substitution contents are checked",
    environment: redirectsAllowed,
    command: "diff <(ls a) <(rm -rf /)",
    expected: { allowed: false, reason: "segment_denied", failedSegment: "rm -rf /", matchedPattern: "rm *" },
  },
  { name: "redirect after a group runs nothing by itself", environment: redirectsAllowed, command: "(ls && echo done) > out.txt", expected: { allowed: true, reason: "allowed" } },
];

const injectionRules = rules({ allow: ["echo *"] });
const refusedOperator = { allowed: false, reason: "shell_operator_detected" } as const;
const injectionCases: ValidationCase[] = [
  { name: "newline outside quotes", environment: injectionRules, command: "echo hi\nrm -rf /", expected: refusedOperator },
  { name: "carriage return outside quotes", environment: injectionRules, command: "echo hi\rrm -rf /", expected: refusedOperator },
  { name: "U+2028 outside quotes", environment: injectionRules, command: "echo hi\u2028rm -rf /", expected: refusedOperator },
  { name: "U+2029 outside quotes", environment: injectionRules, command: "echo hi\u2029rm -rf /", expected: refusedOperator },
  { name: "U+0085 outside quotes", environment: injectionRules, command: "echo hi\u0085rm -rf /", expected: refusedOperator },
  { name: "escaped newline outside quotes", environment: injectionRules, command: "echo hi \\\nthere", expected: refusedOperator },
  { name: "newline inside a subshell inside double quotes", environment: injectionRules, command: 'echo "$(echo a\nrm -rf /)"', expected: refusedOperator },
  { name: "newline inside single quotes is data", environment: injectionRules, command: "echo 'line one\nline two'", expected: { allowed: true, reason: "allowed", matchedPattern: "echo *" } },
  { name: "newline inside double quotes is data", environment: injectionRules, command: 'echo "line one\nline two"', expected: { allowed: true, reason: "allowed", matchedPattern: "echo *" } },
];

const wildcardRules = rules({ allow: ["cat /var/log/*", "ls ?", "grep a.b notes", "ls [ab]"] });
const wildcardCases: ValidationCase[] = [
  { name: "* crosses path separators", environment: wildcardRules, command: "cat /var/log/nginx/access.log", expected: { allowed: true, reason: "allowed", matchedPattern: "cat /var/log/*" } },
  { name: "* crosses spaces", environment: wildcardRules, command: "cat /var/log/a.log /var/log/b.log", expected: { allowed: true, reason: "allowed", matchedPattern: "cat /var/log/*" } },
  { name: "* does not widen the fixed prefix", environment: wildcardRules, command: "cat /etc/passwd", expected: { allowed: false, reason: "no_match_deny_default" } },
  { name: "? matches one character", environment: wildcardRules, command: "ls a", expected: { allowed: true, reason: "allowed", matchedPattern: "ls ?" } },
  { name: "? does not match two characters", environment: wildcardRules, command: "ls ab", expected: { allowed: false, reason: "no_match_deny_default" } },
  { name: "? does not match nothing", environment: wildcardRules, command: "ls", expected: { allowed: false, reason: "no_match_deny_default" } },
  { name: "a dot in a pattern is literal", environment: wildcardRules, command: "grep axb notes", expected: { allowed: false, reason: "no_match_deny_default" } },
  { name: "brackets in a pattern are literal", environment: wildcardRules, command: "ls '[ab]'", expected: { allowed: true, reason: "allowed", matchedPattern: "ls [ab]" } },
];

describe("CommandPermissionController.validateCommand", () => {
  describe.each([
    { topic: "configuration", cases: configurationCases },
    { topic: "allow list only", cases: allowOnlyCases },
    { topic: "deny list only", cases: denyOnlyCases },
    { topic: "deny wins over allow", cases: denyWinsCases },
    { topic: "command chains", cases: chainCases },
    { topic: "subshells", cases: subshellCases },
    { topic: "quoting and escapes", cases: quotingCases },
    { topic: "redirects", cases: redirectCases },
    { topic: "line-break injection", cases: injectionCases },
    { topic: "wildcards", cases: wildcardCases },
  ])("$topic", ({ cases }) => {
    it.each(cases)("$name", (testCase) => {
      expect(verdictFor(testCase)).toEqual(testCase.expected);
    });
  });
});

describe("CommandPermissionController", () => {
  it.each([
    { name: "no configuration", config: undefined, expected: false },
    { name: "empty configuration", config: {}, expected: true },
    { name: "allow list", config: { allow: ["ls"] }, expected: true },
  ])("hasRestrictions with $name", ({ config, expected }) => {
    expect(new CommandPermissionController(config).hasRestrictions).toBe(expected);
  });

  it("reads the rules from process.env when no environment is passed", () => {
    const previous = process.env["CLINE_COMMAND_PERMISSIONS"];
    process.env["CLINE_COMMAND_PERMISSIONS"] = rules({ deny: ["rm *"] });
    try {
      expect(CommandPermissionController.fromEnv().validateCommand("rm -rf /").allowed).toBe(false);
    } finally {
      if (previous === undefined) delete process.env["CLINE_COMMAND_PERMISSIONS"];
      else process.env["CLINE_COMMAND_PERMISSIONS"] = previous;
    }
  });

  it("ignores non-string patterns handed over by untyped callers", () => {
    const config = { allow: ["ls", 42, null], deny: [{}] } as unknown as CommandPermissionConfig;
    expect(new CommandPermissionController(config).validateCommand("ls")).toEqual({ allowed: true, reason: "allowed", matchedPattern: "ls" });
  });

  it("explains parse failures in the result", () => {
    const result = new CommandPermissionController({}).validateCommand("echo 'open");
    expect(result.detail).toBe("unclosed single quote");
  });
});
