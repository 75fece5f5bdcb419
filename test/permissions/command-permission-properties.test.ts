import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CommandPermissionReason } from "../../src/permissions/command-permission-types.js";
import { CommandPermissionController } from "../../src/permissions/CommandPermissionController.js";
import { parseShellCommand } from "../../src/permissions/shell/parse-shell-command.js";

const REASONS: readonly CommandPermissionReason[] = [
  "no_config",
  "allowed",
  "denied",
  "no_match_deny_default",
  "segment_denied",
  "segment_no_match",
  "redirect_detected",
  "shell_operator_detected",
  "parse_error",
];

// Characters the parser treats specially, plus ordinary ones, so random strings hit its corners often.
const SHELL_ALPHABET = [..."ab 1\t;&|()<>'\"\\$`{}*?-=\n\r\u2028!#~"];
const shellishString = fc.string({ unit: fc.constantFrom(...SHELL_ALPHABET), maxLength: 60 });
const anyString = fc.oneof(fc.string({ unit: "binary" }), shellishString);

// Words without the letter r can never spell `rm`, so only the planted segment can trip the deny rule.
const word = fc.stringMatching(/^[a-qs-z0-9_.\/-]{1,8}$/);
const simpleCommand = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));
const operator = fc.constantFrom("&&", "||", "|", ";", "&", " && ", " || ", " | ", " ; ", " & ");

describe("command permission properties", () => {
  const controller = new CommandPermissionController({ allow: ["*"], deny: ["rm *"] });

  it("never throws and always returns a known reason", () => {
    fc.assert(
      fc.property(anyString, (command) => {
        const result = controller.validateCommand(command);
        expect(typeof result.allowed).toBe("boolean");
        expect(REASONS).toContain(result.reason);
      }),
    );
  });

  it("parses without throwing and keeps segment text equal to the joined tokens", () => {
    fc.assert(
      fc.property(anyString, (command) => {
        const parsed = parseShellCommand(command);
        if (parsed.ok) for (const segment of parsed.segments) expect(segment.text).toBe(segment.tokens.join(" "));
      }),
    );
  });

  it("refuses a chain whenever any segment is a denied command, however it is nested", () => {
    const wrap = fc.constantFrom(
      (command: string) => command,
      (command: string) => `echo $(${command})`,
      (command: string) => `(${command})`,
    );
    fc.assert(
      fc.property(
        fc.array(simpleCommand, { minLength: 1, maxLength: 5 }),
        fc.array(operator, { minLength: 5, maxLength: 5 }),
        fc.nat(),
        word,
        wrap,
        (commands, operators, slot, target, wrapper) => {
          const denied = `rm -rf ${target}`;
          const segments = [...commands];
          segments.splice(slot % (commands.length + 1), 0, wrapper(denied));
          const chain = segments.map((segment, index) => (index === 0 ? segment : `${operators[index - 1] ?? ";"}${segment}`)).join("");

          expect(controller.validateCommand(chain)).toEqual({ allowed: false, reason: "segment_denied", failedSegment: denied, matchedPattern: "rm *" });
        },
      ),
    );
  });

  it("treats anything inside single quotes as one literal word", () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !text.includes("'")), (text) => {
        const parsed = parseShellCommand(`echo '${text}'`);
        expect(parsed.ok && parsed.segments.map((segment) => segment.tokens)).toEqual([["echo", text]]);
      }),
    );
  });
});
