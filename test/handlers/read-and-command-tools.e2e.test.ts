// Real tool calls, as a model sends them (XML-style string params), through the whole runtime: name
// resolution, validation, preflight, .clineignore, approval and the handlers, on a real workspace and shell.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ApprovalRequest } from "../../src/contracts/task-config.js";
import type { ToolCallOutcome } from "../../src/executor/tool-execution-result.js";
import { CommandPermissionController } from "../../src/permissions/CommandPermissionController.js";
import { createToolRuntime } from "../../src/runtime/create-tool-runtime.js";
import { LocalCommandRunner } from "../../src/services/LocalCommandRunner.js";
import { createTemporaryWorkspace, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  workspace.write(".clineignore", "secret.txt\nprivate/\n");
  workspace.write("README.md", "# Demo\nTODO: write docs\n");
  workspace.write("src/app.ts", "export class App {\n  start() {}\n}\n// TODO: tests\n");
  workspace.write("secret.txt", "TODO: rotate hunter2\n");
  workspace.write("private/key.pem", "TODO: key\n");
  workspace.write("node_modules/dep/index.js", "// TODO: dependency\n");
});
afterEach(() => workspace.dispose());

/** The host's command rules, written exactly as the CLINE_COMMAND_PERMISSIONS environment variable holds them. */
const ENVIRONMENT = { CLINE_COMMAND_PERMISSIONS: JSON.stringify({ allow: ["echo *", "cat *", "touch *", "ls*", "sh *"], deny: ["rm *"] }) };

interface Case {
  name: string;
  tool: string;
  params: Record<string, string>;
  /** The user's answer when asked to approve (default: approve). */
  approve?: boolean;
  /** Use the environment-style command rules above. */
  commandRules?: boolean;
  expected: { outcome: ToolCallOutcome; text: string | RegExp };
  /** How many times the user was asked to approve. */
  approvals: number;
  /** A file the call must (true) or must not (false) have created. */
  creates?: [string, boolean];
}

const cases: Case[] = [
  {
    name: "list_files hides ignored entries and does not enter heavy folders",
    tool: "list_files",
    params: { path: ".", recursive: "true" },
    expected: {
      outcome: "success",
      text: "README.md\nnode_modules/\nsrc/\nsrc/app.ts\n\n(3 entries are not shown because .clineignore blocks access to them.)",
    },
    approvals: 0,
  },
  {
    name: "list_files on an unknown directory is an error",
    tool: "list_files",
    params: { path: "lib" },
    expected: {
      outcome: "error",
      text: "list_files: the directory 'lib' does not exist. Check the path for typos, or list its parent directory to see what is there.",
    },
    approvals: 0,
  },
  {
    name: "list_files on an ignored directory is refused",
    tool: "list_files",
    params: { path: "private" },
    expected: { outcome: "error", text: /^Access to 'private' is blocked by the \.clineignore file .*so list_files was not run\./ },
    approvals: 0,
  },
  {
    name: "search_files never shows ignored files or heavy folders",
    tool: "search_files",
    params: { path: ".", regex: "TODO" },
    expected: {
      outcome: "success",
      text: "Found 2 results.\n\nREADME.md\n1- # Demo\n2: TODO: write docs\n\nsrc/app.ts\n3- }\n4: // TODO: tests",
    },
    approvals: 0,
  },
  {
    name: "search_files with an invalid regex is an error with the reason",
    tool: "search_files",
    params: { path: ".", regex: "TODO(" },
    expected: { outcome: "error", text: /^search_files: Invalid regular expression "TODO\(": .+ Fix the regex and search again\.$/ },
    approvals: 0,
  },
  {
    name: "search_files in an ignored directory is refused",
    tool: "search_files",
    params: { path: "private", regex: "TODO" },
    expected: { outcome: "error", text: /^Access to 'private' is blocked by the \.clineignore file/ },
    approvals: 0,
  },
  {
    name: "list_code_definition_names outlines a directory",
    tool: "list_code_definition_names",
    params: { path: "src" },
    expected: { outcome: "success", text: "src/app.ts\n1│export class App\n2│  method start" },
    approvals: 0,
  },
  {
    name: "list_code_definition_names on an unknown directory is an error",
    tool: "list_code_definition_names",
    params: { path: "lib" },
    expected: {
      outcome: "error",
      text: "list_code_definition_names: the directory 'lib' does not exist. Check the path for typos, or list its parent directory to see what is there.",
    },
    approvals: 0,
  },
  {
    name: "a safe command runs without asking",
    tool: "execute_command",
    params: { command: "echo hello && ls src", requires_approval: "false" },
    expected: { outcome: "success", text: "The command exited with code 0.\nOutput:\nhello\napp.ts" },
    approvals: 0,
  },
  {
    name: "a failing command is a result the model reads, not an error",
    tool: "execute_command",
    params: { command: "sh -c 'echo broken >&2; exit 2'", requires_approval: "false" },
    commandRules: true,
    expected: { outcome: "success", text: "The command exited with code 2.\nOutput:\nbroken" },
    approvals: 0,
  },
  {
    name: "a command the environment rules deny is refused before anyone is asked",
    tool: "execute_command",
    params: { command: "echo cleaning && rm -rf src", requires_approval: "true" },
    commandRules: true,
    expected: {
      outcome: "error",
      text:
        "execute_command: The command was refused: segment 'rm -rf src' matches the deny rule 'rm *'. Nothing was run. " +
        "Use a command the host's command permission rules allow, or ask the user to run this one themselves.",
    },
    approvals: 0,
    creates: ["src/app.ts", true],
  },
  {
    name: "a command no environment rule allows is refused",
    tool: "execute_command",
    params: { command: "curl https://example.com", requires_approval: "false" },
    commandRules: true,
    expected: {
      outcome: "error",
      text:
        "execute_command: The command was refused: 'curl https://example.com' does not match any of the allowed command patterns. Nothing was run. " +
        "Use a command the host's command permission rules allow, or ask the user to run this one themselves.",
    },
    approvals: 0,
  },
  {
    name: "reading an ignored file with cat is refused before anyone is asked",
    tool: "execute_command",
    params: { command: "cat secret.txt", requires_approval: "false" },
    commandRules: true,
    expected: {
      outcome: "error",
      text:
        "execute_command did not run the command: it reads 'secret.txt', which .clineignore blocks. Nothing was run. " +
        "Continue without the files .clineignore blocks, or ask the user to change .clineignore.",
    },
    approvals: 0,
  },
  {
    name: "a risky command the user denies does not run",
    tool: "execute_command",
    params: { command: "touch created.txt", requires_approval: "true" },
    approve: false,
    expected: { outcome: "denied", text: "The user denied [execute_command for 'touch created.txt']." },
    approvals: 1,
    creates: ["created.txt", false],
  },
  {
    name: "a risky command the user approves runs",
    tool: "execute_command",
    params: { command: "touch created.txt", requires_approval: "true" },
    approve: true,
    expected: { outcome: "success", text: "The command exited with code 0.\nOutput: (no output)" },
    approvals: 1,
    creates: ["created.txt", true],
  },
];

describe("read and command tools through the runtime", () => {
  it.each(cases)("$name", async (testCase) => {
    const approvals: ApprovalRequest[] = [];
    const runtime = createToolRuntime({
      cwd: workspace.root,
      approve: (request) => {
        approvals.push(request);
        return testCase.approve ?? true;
      },
      services: {
        commandRunner: new LocalCommandRunner("/bin/sh"),
        ...(testCase.commandRules ? { commandPermissionController: CommandPermissionController.fromEnv(ENVIRONMENT) } : {}),
      },
    });
    const result = await runtime.execute({ type: "tool_use", name: testCase.tool, params: testCase.params });
    expect(result.outcome).toBe(testCase.expected.outcome);
    if (typeof testCase.expected.text === "string") expect(result.text).toBe(testCase.expected.text);
    else expect(result.text).toMatch(testCase.expected.text);
    expect(approvals).toHaveLength(testCase.approvals);
    if (testCase.creates !== undefined) {
      const [file, exists] = testCase.creates;
      expect(existsSync(path.join(workspace.root, file))).toBe(exists);
    }
  });

  it("streams a command while it is written, then runs the finished call", async () => {
    const shown: [string, string | undefined, boolean][] = [];
    const runtime = createToolRuntime({
      cwd: workspace.root,
      say: (type, text, partial) => void shown.push([type, text, partial]),
      services: { commandRunner: new LocalCommandRunner("/bin/sh") },
    });
    const partial = await runtime.execute({ type: "tool_use", name: "execute_command", params: { command: "echo hi" }, partial: true });
    const done = await runtime.execute({ type: "tool_use", name: "execute_command", params: { command: "echo hi", requires_approval: "false" } });
    expect(partial.outcome).toBe("partial");
    expect(done).toMatchObject({ outcome: "success", text: "The command exited with code 0.\nOutput:\nhi" });
    expect(shown).toEqual([
      ["command", "echo hi", true],
      ["command", "echo hi", false],
    ]);
  });
});
