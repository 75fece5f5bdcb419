import { fakeRunner } from "../support/fake-command-runner.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CommandOutcome } from "../../src/contracts/services.js";
import type { ApprovalDecision, AskResponse, TaskConfig } from "../../src/contracts/task-config.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { AttemptCompletionHandler } from "../../src/handlers/AttemptCompletionHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { CommandPermissionController } from "../../src/permissions/CommandPermissionController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, testLimits, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: AttemptCompletionHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new AttemptCompletionHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const ACCEPTED = "The user accepted the result. The task is complete.";

function call(result: string, command?: string) {
  return { type: "tool_use" as const, name: ClineDefaultTool.ATTEMPT, params: command === undefined ? { result } : { result, command } };
}


describe("AttemptCompletionHandler without a command", () => {
  const cases: { name: string; answer: AskResponse; expected: string; images?: readonly string[] }[] = [
    { name: "'yes' completes the task", answer: { response: "yes" }, expected: ACCEPTED },
    { name: "'yes' with a note completes the task and passes the note on", answer: { response: "yes", text: "Thanks!" }, expected: `${ACCEPTED}\nThe user's closing note:\nThanks!` },
    {
      name: "a message is returned as feedback so the model continues",
      answer: { response: "message", text: "The button is still blue." },
      expected: "The user gave feedback on the result instead of accepting it. Address the feedback, then call attempt_completion again.\n<feedback>\nThe button is still blue.\n</feedback>",
    },
    {
      name: "feedback with an image passes the image on",
      answer: { response: "message", text: "See this", images: ["data:image/png;base64,AAAA"] },
      expected:
        "The user gave feedback on the result instead of accepting it. Address the feedback, then call attempt_completion again.\n<feedback>\nSee this\n</feedback>\nThe user attached 1 image to this reply.",
      images: ["data:image/png;base64,AAAA"],
    },
    {
      name: "'no' without feedback asks the model to review its work",
      answer: { response: "no" },
      expected: "The user did not accept the result and gave no feedback. Review the task again, finish what is missing, then call attempt_completion again.",
    },
  ];

  it.each(cases)("$name", async ({ answer, expected, images }) => {
    const { config, recorded } = createTestTaskConfig(workspace.root, { askAnswers: [answer] });
    const result = toToolResult(await handler.execute(config, call("Added validation.")));
    const completion = answer.response === "yes" ? { completesTask: true } : {};
    expect(result).toEqual(images === undefined ? { text: expected, isError: false, ...completion } : { text: expected, isError: false, images, ...completion });
    expect(recorded.says).toEqual([{ type: "completion_result", text: "Added validation." }]);
    expect(recorded.asks).toEqual([{ type: "completion_result", text: undefined }]);
  });

  it.each([
    { name: "rejects the first attempt when double-check is on", attempts: 0, rejected: true },
    { name: "accepts a later attempt when double-check is on", attempts: 1, rejected: false },
  ])("$name", async ({ attempts, rejected }) => {
    const { config, recorded } = createTestTaskConfig(workspace.root, { doubleCheckCompletion: true, taskState: { timesCalled: () => attempts } });
    const result = toToolResult(await handler.execute(config, call("Done.")));
    if (rejected) {
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(/^attempt_completion was not accepted yet: before finishing, double-check your work\. Re-read the original task/);
      expect(result.text).toMatch(/then call attempt_completion again\.$/);
      expect(recorded.says).toEqual([]);
      expect(recorded.asks).toEqual([]);
    } else {
      expect(result).toEqual({ text: ACCEPTED, isError: false, completesTask: true });
    }
  });
});

describe("AttemptCompletionHandler with a demonstration command", () => {
  interface CommandCase {
    name: string;
    command: string;
    autoApprove?: boolean | readonly [boolean, boolean];
    approve?: ApprovalDecision;
    permissions?: CommandPermissionController;
    clineIgnore?: string;
    outcome?: Partial<CommandOutcome>;
    failure?: Error;
    expectedReport: string;
    ran: boolean;
    asked: boolean;
  }
  const cases: CommandCase[] = [
    {
      name: "an auto-approved safe command runs and its output is reported",
      command: "npm run dev",
      outcome: { output: "listening on 3000\n" },
      expectedReport: "Ran the demonstration command 'npm run dev'.\nThe command exited with code 0.\nOutput:\nlistening on 3000",
      ran: true,
      asked: false,
    },
    {
      name: "the first element of the execute_command tuple decides auto-approval",
      command: "open index.html",
      autoApprove: [true, false],
      expectedReport: "Ran the demonstration command 'open index.html'.\nThe command exited with code 0.\nOutput: (no output)",
      ran: true,
      asked: false,
    },
    {
      name: "without auto-approval the user is asked and an approval runs it",
      command: "open index.html",
      autoApprove: [false, true],
      approve: { approved: true },
      outcome: { exitCode: 3, output: "oops", truncated: true },
      expectedReport: "Ran the demonstration command 'open index.html'.\nThe command exited with code 3.\nThe output was longer than 64 KiB, so only its beginning and its end are shown.\nOutput:\noops",
      ran: true,
      asked: true,
    },
    {
      name: "a refusal by the user is reported with their feedback and nothing runs",
      command: "open index.html",
      autoApprove: false,
      approve: { approved: false, feedback: "not now" },
      expectedReport: "The user chose not to run the demonstration command 'open index.html'.\nTheir feedback:\nnot now",
      ran: false,
      asked: true,
    },
    {
      name: "a command the permission rules deny is reported and never run",
      command: "rm -rf build",
      permissions: new CommandPermissionController({ deny: ["rm *"] }),
      expectedReport: "The command was refused: 'rm -rf build' matches the deny rule 'rm *'. The demonstration command was not run.",
      ran: false,
      asked: false,
    },
    {
      name: "a command reading a file .clineignore blocks is not run",
      command: "cat .env",
      clineIgnore: ".env\n",
      expectedReport: "The demonstration command 'cat .env' was not run: it reads '.env', which .clineignore blocks.",
      ran: false,
      asked: false,
    },
    {
      name: "input redirection from a blocked file is not run",
      command: "node server.js < .env",
      clineIgnore: ".env\n",
      expectedReport: "The demonstration command 'node server.js < .env' was not run: it redirects '.env', which .clineignore blocks, into the command.",
      ran: false,
      asked: false,
    },
    {
      name: "with .clineignore rules, a command that cannot be parsed is not run",
      command: "cat 'unclosed",
      clineIgnore: ".env\n",
      expectedReport: "The demonstration command 'cat 'unclosed' was not run: the command could not be checked against .clineignore (unclosed single quote).",
      ran: false,
      asked: false,
    },
    {
      name: "a command reading an allowed file runs despite .clineignore rules",
      command: "cat README.md",
      clineIgnore: ".env\n",
      expectedReport: "Ran the demonstration command 'cat README.md'.\nThe command exited with code 0.\nOutput: (no output)",
      ran: true,
      asked: false,
    },
    {
      name: "a command that times out says so",
      command: "npm start",
      outcome: { exitCode: null, timedOut: true, output: "starting" },
      expectedReport: "Ran the demonstration command 'npm start'.\nThe command did not finish within 30 seconds, so it was stopped together with the processes it started. Start long-running processes such as servers or watchers in the background (with &) instead.\nOutput:\nstarting",
      ran: true,
      asked: false,
    },
    {
      name: "a runner failure is reported instead of thrown",
      command: "npm start",
      failure: new Error("spawn failed"),
      expectedReport: "The demonstration command 'npm start' could not be run: spawn failed.",
      ran: true,
      asked: false,
    },
  ];

  it.each(cases)("$name", async (testCase) => {
    if (testCase.clineIgnore !== undefined) workspace.write(".clineignore", testCase.clineIgnore);
    const { runner, calls } = fakeRunner(testCase.outcome, testCase.failure);
    const created = createTestTaskConfig(workspace.root, {
      services: { commandRunner: runner, ...(testCase.permissions === undefined ? {} : { commandPermissionController: testCase.permissions }) },
      ...(testCase.approve === undefined ? {} : { approve: () => testCase.approve as ApprovalDecision }),
    });
    // The command class's [local, external] settings, as AutoApprove reads them.
    const autoApprove = testCase.autoApprove ?? true;
    const [local, external] = typeof autoApprove === "boolean" ? [autoApprove, autoApprove] : autoApprove;
    const isClassAutoApproved = (_approval: unknown, scopes: readonly string[]) => scopes.every((scope) => (scope === "local" ? local : local && external));
    const config: TaskConfig = { ...created.config, callbacks: { ...created.config.callbacks, shouldAutoApproveTool: () => autoApprove, isClassAutoApproved } };

    const result = toToolResult(await handler.execute(config, call("Built the page.", testCase.command)));

    expect(result).toEqual({ text: `${testCase.expectedReport}\n\n${ACCEPTED}`, isError: false, completesTask: true });
    expect(calls).toEqual(
      testCase.ran
        ? [{ command: testCase.command, options: { cwd: workspace.root, timeoutMs: testLimits.commandTimeoutMs, maxOutputBytes: testLimits.commandOutputMaxBytes } }]
        : [],
    );
    expect(created.recorded.approvals.map((request) => [request.toolName, request.approvalClass, request.params])).toEqual(
      testCase.asked ? [["attempt_completion", "command", { command: testCase.command }]] : [],
    );
    expect(created.recorded.says).toEqual([
      { type: "completion_result", text: "Built the page." },
      ...(testCase.ran ? [{ type: "command", text: testCase.command }] : []),
    ]);
    expect(created.recorded.asks).toEqual([{ type: "completion_result", text: undefined }]);
  });
});

describe("AttemptCompletionHandler streaming and description", () => {
  it("streams the result while it arrives", async () => {
    const shown: unknown[][] = [];
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.ATTEMPT, params: { result: "Added val" }, partial: true }, { say: async (...args) => void shown.push(args) });
    expect(shown).toEqual([["completion_result", "Added val", true]]);
  });

  it("describes the call by the tool name", () => {
    expect(handler.getDescription(call("x"))).toBe("[attempt_completion]");
  });
});
