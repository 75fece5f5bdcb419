import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TaskHost } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { GenerateExplanationToolHandler } from "../../src/handlers/GenerateExplanationToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

// git diff only reads, so one repository serves every test; a second, empty directory is no repository at all.
let repository: TemporaryWorkspace;
let notRepository: TemporaryWorkspace;
let handler: GenerateExplanationToolHandler;
const requests: { title: string; fromRef: string; toRef?: string; diff: string }[] = [];
const recordingHost: TaskHost = { explainChanges: async (request) => (requests.push(request), "Opened the explanation view.") };

beforeAll(() => {
  repository = createTemporaryWorkspace();
  notRepository = createTemporaryWorkspace();
  createRepository(repository);
});
afterAll(() => {
  repository.dispose();
  notRepository.dispose();
});
beforeEach(() => {
  handler = new GenerateExplanationToolHandler(new ToolValidator(new ClineIgnoreController(repository.root)));
  requests.length = 0;
  // Keeps git from finding a repository above the temp dirs, so "not a repository" means that directory.
  vi.stubEnv("GIT_CEILING_DIRECTORIES", path.dirname(notRepository.root));
});
afterEach(() => vi.unstubAllEnvs());

/** A repository with two commits (a.txt gains "two") and an uncommitted third line. */
function createRepository(workspace: TemporaryWorkspace): void {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", ...args], { cwd: workspace.root, stdio: "ignore" });
  git("init", "-q");
  workspace.write("a.txt", "one\n");
  git("add", "a.txt");
  git("commit", "-q", "-m", "first");
  workspace.write("a.txt", "one\ntwo\n");
  git("commit", "-q", "-a", "-m", "second");
  workspace.write("a.txt", "one\ntwo\nthree\n");
}

function call(fromRef: string, toRef?: string) {
  return {
    type: "tool_use" as const,
    name: ClineDefaultTool.GENERATE_EXPLANATION,
    params: toRef === undefined ? { title: "Counting", from_ref: fromRef } : { title: "Counting", from_ref: fromRef, to_ref: toRef },
  };
}

describe("GenerateExplanationToolHandler with a real repository", () => {
  it.each([
    { name: "from a ref to the working tree", fromRef: "HEAD", toRef: undefined, range: "'HEAD' and the working tree", added: "+three", absent: "+two" },
    { name: "between two refs", fromRef: "HEAD~1", toRef: "HEAD", range: "'HEAD~1' and 'HEAD'", added: "+two", absent: "+three" },
  ])("explains the diff $name", async ({ fromRef, toRef, range, added, absent }) => {
    const { config } = createTestTaskConfig(repository.root, { services: { taskHost: recordingHost } });
    const result = toToolResult(await handler.execute(config, call(fromRef, toRef)));
    expect(result).toEqual({ text: `The explanation 'Counting' of the changes between ${range} (1 file) was shown to the user.\nOpened the explanation view.`, isError: false });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ title: "Counting", fromRef, toRef });
    expect(request?.diff.startsWith("diff --git a/a.txt b/a.txt\n")).toBe(true);
    expect(request?.diff.split("\n")).toContain(added);
    expect(request?.diff.split("\n")).not.toContain(absent);
  });

  it.each([
    {
      name: "an empty diff says there is nothing to explain",
      fromRef: "HEAD",
      toRef: "HEAD",
      expected:
        "generate_explanation: there are no changes between 'HEAD' and 'HEAD', so there is nothing to explain. Check the references; uncommitted new files only appear once they are tracked by git.",
    },
    {
      name: "an unknown ref reports git's message",
      fromRef: "no-such-branch",
      toRef: undefined,
      expected:
        "generate_explanation could not compute the diff between 'no-such-branch' and the working tree: git says: fatal: bad revision 'no-such-branch'. " +
        "Check that the workspace is a git repository and that the references exist (for example with `git log --oneline -10`).",
    },
  ])("$name", async ({ fromRef, toRef, expected }) => {
    const { config } = createTestTaskConfig(repository.root, { services: { taskHost: recordingHost } });
    expect(toToolResult(await handler.execute(config, call(fromRef, toRef)))).toEqual({ text: expected, isError: true });
    expect(requests).toEqual([]);
  });
});

describe("GenerateExplanationToolHandler failures", () => {
  it("reports a directory that is not a git repository", async () => {
    const { config } = createTestTaskConfig(notRepository.root, { services: { taskHost: recordingHost } });
    const result = toToolResult(await handler.execute(config, call("HEAD~1", "HEAD")));
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(/^generate_explanation could not compute the diff between 'HEAD~1' and 'HEAD': git says: fatal: not a git repository/);
    expect(requests).toEqual([]);
  });

  it.each([
    {
      name: "a from_ref starting with '-' is refused before git runs",
      fromRef: "--output=written-by-git.txt",
      toRef: undefined,
      expected: "generate_explanation: 'from_ref' starts with '-', which git would read as an option. Give a commit hash, a branch, a tag or an expression such as HEAD~2.",
    },
    {
      name: "a to_ref with whitespace is refused",
      fromRef: "HEAD",
      toRef: "main feature",
      expected:
        "generate_explanation: 'to_ref' contains whitespace or control characters, which no git reference has. Give a commit hash, a branch, a tag or an expression such as HEAD~2.",
    },
  ])("$name", async ({ fromRef, toRef, expected }) => {
    const { config } = createTestTaskConfig(repository.root, { services: { taskHost: recordingHost } });
    expect(toToolResult(await handler.execute(config, call(fromRef, toRef)))).toEqual({ text: expected, isError: true });
    expect(existsSync(path.join(repository.root, "written-by-git.txt"))).toBe(false);
  });

  const MISSING =
    "The tool 'generate_explanation' cannot run here: it needs the host service 'taskHost' (showing explanations of code changes), " +
    "and this agent was started without it. Do not call this tool again in this task; continue with the other tools.";

  it.each([
    { name: "no task host is a missing-service error", taskHost: undefined, expected: MISSING },
    { name: "a task host without explainChanges is a missing-service error", taskHost: {}, expected: MISSING },
    {
      name: "a host failure is a tool error",
      taskHost: {
        explainChanges: async () => {
          throw new Error("view unavailable");
        },
      },
      expected: "generate_explanation failed: the host could not show the explanation (view unavailable).",
    },
  ])("$name", async ({ taskHost, expected }) => {
    const { config } = createTestTaskConfig(repository.root, { services: taskHost === undefined ? {} : { taskHost } });
    expect(toToolResult(await handler.execute(config, call("HEAD~1")))).toEqual({ text: expected, isError: true });
  });

  it("describes the call by its title", () => {
    expect(handler.getDescription(call("HEAD"))).toBe("[generate_explanation for 'Counting']");
  });
});
