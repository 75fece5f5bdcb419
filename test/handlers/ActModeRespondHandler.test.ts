import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TaskMode } from "../../src/contracts/task-config.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { ActModeRespondHandler } from "../../src/handlers/ActModeRespondHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: ActModeRespondHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new ActModeRespondHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const UPDATE = "The parser is done; wiring it into the CLI next.";
const block = { type: "tool_use" as const, name: ClineDefaultTool.ACT_MODE, params: { response: UPDATE } };

const cases: { name: string; mode: TaskMode; previousToolName?: string; expected: { text: string; isError: boolean }; shown: boolean }[] = [
  {
    name: "an update in act mode is shown and confirmed",
    mode: "act",
    previousToolName: "read_file",
    expected: { text: "Your progress update was shown to the user. Continue with the task.", isError: false },
    shown: true,
  },
  {
    name: "the first call of a task is shown",
    mode: "act",
    expected: { text: "Your progress update was shown to the user. Continue with the task.", isError: false },
    shown: true,
  },
  {
    name: "plan mode refuses the tool",
    mode: "plan",
    expected: { text: "act_mode_respond is only available in ACT MODE, and the task is in PLAN MODE. Use plan_mode_respond to talk to the user here.", isError: true },
    shown: false,
  },
  {
    name: "a second update in a row is blocked and not shown",
    mode: "act",
    previousToolName: "act_mode_respond",
    expected: {
      text:
        "[BLOCKED] act_mode_respond was not shown: your previous call was also act_mode_respond. " +
        "Do real work first (read, edit or run something) before sending another progress update.",
      isError: true,
    },
    shown: false,
  },
];

describe("ActModeRespondHandler", () => {
  it.each(cases)("$name", async ({ mode, previousToolName, expected, shown }) => {
    const { config, recorded } = createTestTaskConfig(workspace.root, { mode, taskState: { previousToolName } });
    expect(toToolResult(await handler.execute(config, block))).toEqual(expected);
    expect(recorded.says).toEqual(shown ? [{ type: "text", text: UPDATE }] : []);
  });

  it("describes the call by the tool name", () => {
    expect(handler.getDescription(block)).toBe("[act_mode_respond]");
  });
});
