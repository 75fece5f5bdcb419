import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TaskHost } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { CondenseHandler } from "../../src/handlers/CondenseHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: CondenseHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new CondenseHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const SUMMARY = "Request: add OAuth login. Next: callback route.";
const block = { type: "tool_use" as const, name: ClineDefaultTool.CONDENSE, params: { context: SUMMARY } };
const MISSING =
  "The tool 'condense' cannot run here: it needs the host service 'taskHost' (replacing the conversation with a summary), " +
  "and this agent was started without it. Do not call this tool again in this task; continue with the other tools.";

describe("CondenseHandler", () => {
  const condensed: string[] = [];
  const cases: { name: string; taskHost?: TaskHost; expected: { text: string; isError: boolean }; condensedWith: string[] }[] = [
    {
      name: "hands the summary to the host and says the conversation was condensed",
      taskHost: { condenseContext: async (summary) => void condensed.push(summary) },
      expected: {
        text: "The conversation was condensed: everything before it is replaced by your summary. Continue the task from the summary's next step.",
        isError: false,
      },
      condensedWith: [SUMMARY],
    },
    { name: "no task host is a missing-service error", expected: { text: MISSING, isError: true }, condensedWith: [] },
    { name: "a task host without condenseContext is a missing-service error", taskHost: { startNewTask: async () => {} }, expected: { text: MISSING, isError: true }, condensedWith: [] },
    {
      name: "a host failure is a tool error",
      taskHost: {
        condenseContext: async () => {
          throw new Error("storage full");
        },
      },
      expected: { text: "condense failed: the host could not condense the conversation (storage full). Continue the task without condensing.", isError: true },
      condensedWith: [],
    },
  ];

  it.each(cases)("$name", async ({ taskHost, expected, condensedWith }) => {
    condensed.length = 0;
    const { config } = createTestTaskConfig(workspace.root, { services: taskHost === undefined ? {} : { taskHost } });
    expect(toToolResult(await handler.execute(config, block))).toEqual(expected);
    expect(condensed).toEqual(condensedWith);
  });

  it("streams the summary while it arrives", async () => {
    const shown: unknown[][] = [];
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.CONDENSE, params: { context: "Request: add" }, partial: true }, { say: async (...args) => void shown.push(args) });
    expect(shown).toEqual([["condense", "Request: add", true]]);
  });
});
