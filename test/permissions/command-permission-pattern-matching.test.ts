import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findMatchingPattern, matchesCommandPattern } from "../../src/permissions/match-command-pattern.js";

const matchCases: { name: string; pattern: string; text: string; expected: boolean }[] = [
  { name: "identical text", pattern: "npm test", text: "npm test", expected: true },
  { name: "longer text is not a match", pattern: "npm test", text: "npm test --watch", expected: false },
  { name: "shorter text is not a match", pattern: "npm test", text: "npm", expected: false },
  { name: "trailing star takes arguments", pattern: "npm *", text: "npm run lint", expected: true },
  { name: "trailing star needs the space before it", pattern: "npm *", text: "npm", expected: false },
  { name: "star may be empty", pattern: "ls*", text: "ls", expected: true },
  { name: "star in the middle", pattern: "git * --dry-run", text: "git push origin main --dry-run", expected: true },
  { name: "star crosses slashes", pattern: "cat src/*", text: "cat src/a/b/c.ts", expected: true },
  { name: "several stars", pattern: "*a*b*", text: "xxaxxbxx", expected: true },
  { name: "several stars in the wrong order", pattern: "*a*b*", text: "xxbxxaxx", expected: false },
  { name: "question mark is one character", pattern: "ls ?", text: "ls x", expected: true },
  { name: "question mark is one emoji", pattern: "echo ?", text: "echo 🙂", expected: true },
  { name: "question mark is not zero characters", pattern: "ls ?", text: "ls ", expected: false },
  { name: "dot is literal", pattern: "a.c", text: "abc", expected: false },
  { name: "regex syntax is literal", pattern: "x+(y)|[z]^$", text: "x+(y)|[z]^$", expected: true },
  { name: "backslash is literal", pattern: "echo \\d", text: "echo \\d", expected: true },
  { name: "matching is case sensitive", pattern: "LS", text: "ls", expected: false },
  { name: "empty pattern matches only empty text", pattern: "", text: "", expected: true },
];

describe("matchesCommandPattern", () => {
  it.each(matchCases)("$name", ({ pattern, text, expected }) => {
    expect(matchesCommandPattern(text, pattern)).toBe(expected);
  });

  it("matches any text against itself when it holds no wildcards", () => {
    fc.assert(fc.property(fc.string().filter((text) => !/[*?]/.test(text)), (text) => matchesCommandPattern(text, text)));
  });

  it("matches any text that starts with the part before a trailing star", () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !/[*?]/.test(text)), fc.string(), (prefix, rest) => matchesCommandPattern(prefix + rest, `${prefix}*`)),
    );
  });

  it("stays fast on patterns built to make backtracking explode", () => {
    // Not a timing assertion: a backtracking regular expression would not finish this at all.
    expect(matchesCommandPattern("a".repeat(20_000), `${"*a".repeat(30)}*b`)).toBe(false);
  });
});

describe("findMatchingPattern", () => {
  it.each([
    { name: "first matching pattern wins", readings: ["git push"], patterns: ["git *", "git push"], expected: "git *" },
    { name: "any reading may match", readings: ["FOO=1 rm x", "rm x"], patterns: ["rm *"], expected: "rm *" },
    { name: "no match", readings: ["ls"], patterns: ["rm *"], expected: undefined },
    { name: "no patterns", readings: ["ls"], patterns: [], expected: undefined },
  ])("$name", ({ readings, patterns, expected }) => {
    expect(findMatchingPattern(readings, patterns)).toBe(expected);
  });
});
