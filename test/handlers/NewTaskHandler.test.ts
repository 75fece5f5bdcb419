import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TaskHost } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { NewTaskHandler } from "../../src/handlers/NewTaskHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: NewTaskHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new NewTaskHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const CONTEXT = "Done: routes in src/api. Next: update the client.";
const block = { type: "tool_use" as const, name: ClineDefaultTool.NEW_TASK, params: { context: CONTEXT } };
const MISSING =
  "The tool 'new_task' cannot run here: it needs the host service 'taskHost' (starting a new task with the context carried over), " +
  "and this agent was started without it. Do not call this tool again in this task; continue with the other tools.";

describe("NewTaskHandler", () => {
  const started: string[] = [];
  const cases: { name: string; taskHost?: TaskHost; expected: { text: string; isError: boolean }; startedWith: string[] }[] = [
    {
      name: "starts the new task with the context",
      taskHost: { startNewTask: async (context) => void started.push(context) },
      expected: { text: "The user started a new task with the context you provided. Nothing more is needed here unless the user asks for it.", isError: false },
      startedWith: [CONTEXT],
    },
    { name: "no task host is a missing-service error", expected: { text: MISSING, isError: true }, startedWith: [] },
    { name: "a task host without startNewTask is a missing-service error", taskHost: {}, expected: { text: MISSING, isError: true }, startedWith: [] },
    {
      name: "a host failure is a tool error",
      taskHost: {
        startNewTask: async () => {
          throw new Error("window closed");
        },
      },
      expected: { text: "new_task failed: the host could not start the new task (window closed). Tell the user, and continue in this task.", isError: true },
      startedWith: [],
    },
  ];

  it.each(cases)("$name", async ({ taskHost, expected, startedWith }) => {
    started.length = 0;
    const { config } = createTestTaskConfig(workspace.root, { services: taskHost === undefined ? {} : { taskHost } });
    expect(toToolResult(await handler.execute(config, block))).toEqual(expected);
    expect(started).toEqual(startedWith);
  });

  it("streams the context while it arrives", async () => {
    const shown: unknown[][] = [];
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.NEW_TASK, params: {}, partial: true }, { say: async (...args) => void shown.push(args) });
    expect(shown).toEqual([["new_task", "", true]]);
  });

  it("describes the call by the tool name", () => {
    expect(handler.getDescription(block)).toBe("[new_task]");
  });
});
