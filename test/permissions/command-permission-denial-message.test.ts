import { describe, expect, it } from "vitest";
import type { CommandPermissionConfig } from "../../src/permissions/command-permission-types.js";
import { CommandPermissionController } from "../../src/permissions/CommandPermissionController.js";
import { formatCommandPermissionDenial } from "../../src/permissions/format-command-permission-denial.js";

const config: CommandPermissionConfig = { allow: ["ls*", "echo *", "npm *"], deny: ["rm *"] };

const cases: { name: string; command: string; expected: string }[] = [
  { name: "denied single command", command: "rm -rf build", expected: "The command was refused: 'rm -rf build' matches the deny rule 'rm *'." },
  { name: "denied segment", command: "ls && rm -rf build", expected: "The command was refused: segment 'rm -rf build' matches the deny rule 'rm *'." },
  { name: "unlisted single command", command: "curl x", expected: "The command was refused: 'curl x' does not match any of the allowed command patterns." },
  { name: "unlisted segment", command: "ls; curl x", expected: "The command was refused: segment 'curl x' does not match any of the allowed command patterns." },
  {
    name: "redirect",
    command: "echo hi > out",
    expected: "The command was refused: 'echo hi > out' uses shell redirection (such as >, >>, <, 2>&1, a heredoc or process substitution), which is not permitted here.",
  },
  {
    name: "line break, spelled out",
    command: "ls\nrm x",
    expected:
      "The command was refused: 'ls\\nrm x' contains a line feed outside quotes, which could hide a second command, so write command substitution as $(...) and keep the command on one line.",
  },
  {
    name: "backtick",
    command: "echo `id`",
    expected:
      "The command was refused: 'echo `id`' contains a backtick outside single quotes, which could hide a second command, so write command substitution as $(...) and keep the command on one line.",
  },
  { name: "parse error", command: "echo 'open", expected: "The command was refused: 'echo 'open' could not be parsed (unclosed single quote)." },
  { name: "allowed command", command: "ls", expected: "The command 'ls' is permitted." },
];

describe("formatCommandPermissionDenial", () => {
  const controller = new CommandPermissionController(config);

  it.each(cases)("$name", ({ command, expected }) => {
    expect(formatCommandPermissionDenial(command, controller.validateCommand(command))).toBe(expected);
  });

  it("shortens very long commands", () => {
    const command = `rm ${"x".repeat(1000)}`;
    const message = formatCommandPermissionDenial(command, controller.validateCommand(command));
    expect(message.length).toBeLessThan(300);
    expect(message).toContain("…'");
  });
});
