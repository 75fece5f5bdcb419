import { existsSync } from "node:fs";
import path from "node:path";
import { fakeRunner } from "../support/fake-command-runner.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolLimits } from "../../src/contracts/task-config.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { ExecuteCommandToolHandler } from "../../src/handlers/ExecuteCommandToolHandler.js";
import type { CommandPermissionConfig } from "../../src/permissions/command-permission-types.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { CommandPermissionController } from "../../src/permissions/CommandPermissionController.js";
import { LocalCommandRunner } from "../../src/services/LocalCommandRunner.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, testLimits, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: ExecuteCommandToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new ExecuteCommandToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
  workspace.write("notes.txt", "public notes\n");
  workspace.write("secret.txt", "hunter2\n");
  workspace.write("private/key.pem", "-----BEGIN KEY-----\n");
});
afterEach(() => workspace.dispose());

function call(command: string, extra: { requires_approval?: boolean; timeout?: number } = {}) {
  return { type: "tool_use" as const, name: ClineDefaultTool.BASH, params: { command, requires_approval: false, ...extra } };
}


const NEXT_STEP_PERMISSION = "Nothing was run. Use a command the host's command permission rules allow, or ask the user to run this one themselves.";
const NEXT_STEP_IGNORE = "Nothing was run. Continue without the files .clineignore blocks, or ask the user to change .clineignore.";

describe("ExecuteCommandToolHandler.preflight", () => {
  const cases: { name: string; command: string; permissions?: CommandPermissionConfig; clineignore?: string; expected: string | undefined }[] = [
    { name: "without rules any command may go on to approval", command: "rm -rf build", expected: undefined },
    { name: "an allowed command goes on to approval", command: "npm test", permissions: { allow: ["npm *"] }, expected: undefined },
    {
      name: "a deny rule refuses the command, naming the pattern",
      command: "rm -rf build",
      permissions: { deny: ["rm *"] },
      expected: `execute_command: The command was refused: 'rm -rf build' matches the deny rule 'rm *'. ${NEXT_STEP_PERMISSION}`,
    },
    {
      name: "a denied segment of a chain is named with the pattern",
      command: "npm test && rm -rf dist",
      permissions: { allow: ["npm *", "rm *"], deny: ["rm -rf *"] },
      expected: `execute_command: The command was refused: segment 'rm -rf dist' matches the deny rule 'rm -rf *'. ${NEXT_STEP_PERMISSION}`,
    },
    {
      name: "a denied command inside a subshell is found",
      command: "echo $(rm -rf dist)",
      permissions: { deny: ["rm *"] },
      expected: `execute_command: The command was refused: segment 'rm -rf dist' matches the deny rule 'rm *'. ${NEXT_STEP_PERMISSION}`,
    },
    {
      name: "a command no allow rule matches is refused",
      command: "curl https://example.com",
      permissions: { allow: ["npm *", "git status"] },
      expected: `execute_command: The command was refused: 'curl https://example.com' does not match any of the allowed command patterns. ${NEXT_STEP_PERMISSION}`,
    },
    {
      name: "redirection is refused unless allowed",
      command: "npm test > out.txt",
      permissions: { allow: ["npm *"] },
      expected:
        "execute_command: The command was refused: 'npm test > out.txt' uses shell redirection (such as >, >>, <, 2>&1, a heredoc or process substitution), " +
        `which is not permitted here. ${NEXT_STEP_PERMISSION}`,
    },
    {
      name: "cat on an ignored file is refused",
      command: "cat secret.txt",
      clineignore: "secret.txt\n",
      expected: `execute_command did not run the command: it reads 'secret.txt', which .clineignore blocks. ${NEXT_STEP_IGNORE}`,
    },
    {
      name: "a reader later in a chain is found",
      command: "echo start && head -n 1 private/key.pem",
      clineignore: "private/\n",
      expected: `execute_command did not run the command: it reads 'private/key.pem', which .clineignore blocks. ${NEXT_STEP_IGNORE}`,
    },
    {
      name: "a reader inside a subshell is found",
      command: "echo $(cat secret.txt)",
      clineignore: "secret.txt\n",
      expected: `execute_command did not run the command: it reads 'secret.txt', which .clineignore blocks. ${NEXT_STEP_IGNORE}`,
    },
    {
      name: "input redirection from an ignored file is refused",
      command: "tr a-z A-Z < secret.txt",
      clineignore: "secret.txt\n",
      expected: `execute_command did not run the command: it redirects 'secret.txt', which .clineignore blocks, into the command. ${NEXT_STEP_IGNORE}`,
    },
    { name: "reading files that are not ignored is fine", command: "cat notes.txt | grep public", clineignore: "secret.txt\n", expected: undefined },
    {
      name: "the permission rules are checked before .clineignore",
      command: "cat secret.txt",
      permissions: { deny: ["cat *"] },
      clineignore: "secret.txt\n",
      expected: `execute_command: The command was refused: 'cat secret.txt' matches the deny rule 'cat *'. ${NEXT_STEP_PERMISSION}`,
    },
  ];

  it.each(cases)("$name", async (testCase) => {
    if (testCase.clineignore !== undefined) workspace.write(".clineignore", testCase.clineignore);
    const { runner, calls } = fakeRunner();
    const { config, recorded } = createTestTaskConfig(workspace.root, {
      services: {
        commandRunner: runner,
        ...(testCase.permissions === undefined ? {} : { commandPermissionController: new CommandPermissionController(testCase.permissions) }),
      },
    });
    const refusal = await handler.preflight(config, call(testCase.command));
    expect(refusal === undefined ? undefined : toToolResult(refusal)).toEqual(
      testCase.expected === undefined ? undefined : { text: testCase.expected, isError: true },
    );
    expect(calls).toEqual([]);
    expect(recorded.approvals).toEqual([]);
  });
});

describe("ExecuteCommandToolHandler.execute with a real shell", () => {
  // A pattern where the shell's own wording varies (dash and bash word "not found" differently).
  const cases: { name: string; command: string; limits?: Partial<ToolLimits>; expected: { text: string | RegExp; isError: boolean } }[] = [
    { name: "reports the exit code and the output", command: "echo hello", expected: { text: "The command exited with code 0.\nOutput:\nhello", isError: false } },
    {
      name: "a non-zero exit is a result, not a tool error, with stderr included",
      command: "echo 'build failed' >&2; exit 3",
      expected: { text: "The command exited with code 3.\nOutput:\nbuild failed", isError: false },
    },
    { name: "a silent command says it printed nothing", command: "true", expected: { text: "The command exited with code 0.\nOutput: (no output)", isError: false } },
    {
      name: "runs in the workspace",
      command: "cat notes.txt && ls private",
      expected: { text: "The command exited with code 0.\nOutput:\npublic notes\nkey.pem", isError: false },
    },
    {
      name: "terminal colours and redrawn progress lines are cleaned up",
      command: "printf '\\033[31mred\\033[0m\\n10%%\\r50%%\\r100%%\\n'",
      expected: { text: "The command exited with code 0.\nOutput:\nred\n100%", isError: false },
    },
    {
      name: "a command past its time limit is stopped and says so",
      command: "echo started; sleep 30",
      limits: { commandTimeoutMs: 300 },
      expected: {
        text:
          "The command did not finish within 0.3 seconds, so it was stopped together with the processes it started. " +
          "Start long-running processes such as servers or watchers in the background (with &) instead.\nOutput:\nstarted",
        isError: false,
      },
    },
    {
      name: "long output keeps its beginning and end and says it was cut",
      command: "seq 1 1000",
      limits: { commandOutputMaxBytes: 20 },
      expected: {
        // seq prints 3893 bytes; the first 10 and the last 10 are kept.
        text:
          "The command exited with code 0.\nThe output was longer than 20 bytes, so only its beginning and its end are shown.\n" +
          "Output:\n1\n2\n3\n4\n5\n\n[... 3873 bytes of output omitted ...]\n\n999\n1000",
        isError: false,
      },
    },
    {
      name: "an unknown program gives exit code 127",
      command: "definitely-not-a-program-xyz",
      expected: { text: /^The command exited with code 127\.\nOutput:\n.*definitely-not-a-program-xyz.*not found$/, isError: false },
    },
  ];

  it.each(cases)("$name", async (testCase) => {
    const { config, recorded } = createTestTaskConfig(workspace.root, {
      services: { commandRunner: new LocalCommandRunner("/bin/sh") },
      ...(testCase.limits === undefined ? {} : { limits: testCase.limits }),
    });
    const result = toToolResult(await handler.execute(config, call(testCase.command)));
    expect(result.isError).toBe(testCase.expected.isError);
    if (typeof testCase.expected.text === "string") expect(result.text).toBe(testCase.expected.text);
    else expect(result.text).toMatch(testCase.expected.text);
    expect(recorded.says).toEqual([{ type: "command", text: testCase.command }]);
  });
});

describe("ExecuteCommandToolHandler.execute", () => {
  it("uses the timeout param (seconds) when given and the task's limit otherwise", async () => {
    const { runner, calls } = fakeRunner();
    const { config } = createTestTaskConfig(workspace.root, { services: { commandRunner: runner }, limits: { commandOutputMaxBytes: 1234 } });
    await handler.execute(config, call("npm test", { timeout: 7 }));
    await handler.execute(config, call("npm test"));
    expect(calls).toEqual([
      { command: "npm test", options: { cwd: workspace.root, timeoutMs: 7000, maxOutputBytes: 1234 } },
      { command: "npm test", options: { cwd: workspace.root, timeoutMs: testLimits.commandTimeoutMs, maxOutputBytes: 1234 } },
    ]);
  });

  it("reports a stop by a signal without an exit code", async () => {
    const { runner } = fakeRunner({ exitCode: null, output: "partial" });
    const { config } = createTestTaskConfig(workspace.root, { services: { commandRunner: runner } });
    expect(toToolResult(await handler.execute(config, call("long-job")))).toEqual({
      text: "The command was ended by a signal before it finished, so it has no exit code.\nOutput:\npartial",
      isError: false,
    });
  });

  it("a shell that cannot start is a tool error", async () => {
    const { runner } = fakeRunner({}, new Error("Could not start the shell in '/gone': spawn /bin/sh ENOENT"));
    const { config } = createTestTaskConfig(workspace.root, { services: { commandRunner: runner } });
    expect(toToolResult(await handler.execute(config, call("npm test")))).toEqual({
      text: "execute_command could not start the command: Could not start the shell in '/gone': spawn /bin/sh ENOENT. Nothing ran; tell the user the shell could not be started.",
      isError: true,
    });
  });

  it("checks .clineignore again, since it may change while the user decides", async () => {
    const { runner, calls } = fakeRunner();
    const { config } = createTestTaskConfig(workspace.root, { services: { commandRunner: runner } });
    expect(await handler.preflight(config, call("cat secret.txt"))).toBeUndefined();
    workspace.write(".clineignore", "secret.txt\n");
    expect(toToolResult(await handler.execute(config, call("cat secret.txt")))).toEqual({
      text: `execute_command did not run the command: it reads 'secret.txt', which .clineignore blocks. ${NEXT_STEP_IGNORE}`,
      isError: true,
    });
    expect(calls).toEqual([]);
  });

  it("a denied command never reaches the shell even when execute is called directly", async () => {
    const { config } = createTestTaskConfig(workspace.root, {
      services: { commandRunner: new LocalCommandRunner("/bin/sh"), commandPermissionController: new CommandPermissionController({ deny: ["touch *"] }) },
    });
    const result = toToolResult(await handler.execute(config, call("touch made.txt")));
    expect(result.isError).toBe(true);
    expect(existsSync(path.join(workspace.root, "made.txt"))).toBe(false);
  });
});

describe("ExecuteCommandToolHandler streaming and description", () => {
  it("streams the command being written", async () => {
    const shown: [string, string, boolean][] = [];
    const ui = { say: async (type: string, text: string, partial: boolean) => void shown.push([type, text, partial]) };
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.BASH, params: {}, partial: true }, ui);
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.BASH, params: { command: "npm te" }, partial: true }, ui);
    expect(shown).toEqual([["command", "npm te", true]]);
  });

  it("describes the call by its command", () => {
    expect(handler.getDescription(call("npm test -- --run"))).toBe("[execute_command for 'npm test -- --run']");
  });
});
