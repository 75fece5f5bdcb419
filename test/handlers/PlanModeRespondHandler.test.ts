import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AskResponse, TaskMode } from "../../src/contracts/task-config.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { PlanModeRespondHandler } from "../../src/handlers/PlanModeRespondHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: PlanModeRespondHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new PlanModeRespondHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const PLAN = "Step 1: parse. Step 2: print.";

function call(needsMoreExploration?: boolean) {
  return {
    type: "tool_use" as const,
    name: ClineDefaultTool.PLAN_MODE,
    params: needsMoreExploration === undefined ? { response: PLAN } : { response: PLAN, needs_more_exploration: needsMoreExploration },
  };
}

interface PlanCase {
  name: string;
  mode: TaskMode;
  yolo?: boolean;
  needsMoreExploration?: boolean;
  answer?: AskResponse;
  expected: string;
  images?: readonly string[];
  says: string[];
  asked: boolean;
  switches: TaskMode[];
}

const cases: PlanCase[] = [
  {
    name: "needs_more_exploration shows the message and lets the model keep exploring",
    mode: "plan",
    needsMoreExploration: true,
    expected:
      "[Your message was shown to the user. Keep exploring: read the files and run the searches you still need, then present your plan with plan_mode_respond.]",
    says: [PLAN],
    asked: false,
    switches: [],
  },
  {
    name: "needs_more_exploration wins over yolo mode",
    mode: "plan",
    yolo: true,
    needsMoreExploration: true,
    expected:
      "[Your message was shown to the user. Keep exploring: read the files and run the searches you still need, then present your plan with plan_mode_respond.]",
    says: [PLAN],
    asked: false,
    switches: [],
  },
  {
    name: "yolo in plan mode switches to act mode and says to execute",
    mode: "plan",
    yolo: true,
    expected: "[YOLO mode: the user is not available to review the plan, so the task was switched to ACT MODE. Go ahead and carry out the plan you presented.]",
    says: [PLAN],
    asked: false,
    switches: ["act"],
  },
  {
    name: "yolo in act mode says to execute without switching",
    mode: "act",
    yolo: true,
    needsMoreExploration: false,
    expected: "[YOLO mode: no reply will come. Go ahead and carry out the plan you presented.]",
    says: [PLAN],
    asked: false,
    switches: [],
  },
  {
    name: "a typed reply is returned to the model",
    mode: "plan",
    answer: { response: "message", text: "Use a streaming parser." },
    expected: "<user_message>\nUse a streaming parser.\n</user_message>\nAnswer the user with plan_mode_respond; explore further first if their message needs it.",
    says: [],
    asked: true,
    switches: [],
  },
  {
    name: "a reply with an image passes the image on",
    mode: "plan",
    answer: { response: "message", text: "Like this", images: ["data:image/png;base64,AAAA"] },
    expected:
      "<user_message>\nLike this\n</user_message>\nThe user attached 1 image to this reply.\nAnswer the user with plan_mode_respond; explore further first if their message needs it.",
    images: ["data:image/png;base64,AAAA"],
    says: [],
    asked: true,
    switches: [],
  },
  {
    name: "a plain 'yes' means the plan was approved: the task switches to act mode",
    mode: "plan",
    answer: { response: "yes" },
    expected: "[The user approved the plan and switched to ACT MODE. Carry out the plan now.]",
    says: [],
    asked: true,
    switches: ["act"],
  },
  {
    name: "'yes' with a comment approves and passes the comment on",
    mode: "plan",
    answer: { response: "yes", text: "Keep it small." },
    expected: "[The user approved the plan and switched to ACT MODE. Carry out the plan now.]\nThe user added:\n<user_message>\nKeep it small.\n</user_message>",
    says: [],
    asked: true,
    switches: ["act"],
  },
  {
    name: "'yes' while already in act mode does not switch again",
    mode: "act",
    answer: { response: "yes" },
    expected: "[The user approved the plan and switched to ACT MODE. Carry out the plan now.]",
    says: [],
    asked: true,
    switches: [],
  },
  {
    name: "'no' without text is reported as a declined plan",
    mode: "plan",
    answer: { response: "no" },
    expected: "[The user declined the plan without saying why. Ask what should change, or revise the plan, with plan_mode_respond.]",
    says: [],
    asked: true,
    switches: [],
  },
  {
    name: "an empty message is reported as empty",
    mode: "plan",
    answer: { response: "message", text: "" },
    expected: "[The user sent an empty reply. Ask what should change, or revise the plan, with plan_mode_respond.]",
    says: [],
    asked: true,
    switches: [],
  },
];

describe("PlanModeRespondHandler", () => {
  it.each(cases)("$name", async (testCase) => {
    const { config, recorded } = createTestTaskConfig(workspace.root, {
      mode: testCase.mode,
      yolo: testCase.yolo ?? false,
      askAnswers: testCase.answer === undefined ? [] : [testCase.answer],
    });
    const result = toToolResult(await handler.execute(config, call(testCase.needsMoreExploration)));
    expect(result).toEqual(testCase.images === undefined ? { text: testCase.expected, isError: false } : { text: testCase.expected, isError: false, images: testCase.images });
    expect(recorded.says).toEqual(testCase.says.map((text) => ({ type: "text", text })));
    expect(recorded.asks).toEqual(testCase.asked ? [{ type: "plan_mode_respond", text: PLAN }] : []);
    expect(recorded.modeSwitches).toEqual(testCase.switches);
  });

  it("streams the response while it arrives", async () => {
    const shown: unknown[][] = [];
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.PLAN_MODE, params: { response: "Step 1" }, partial: true }, { say: async (...args) => void shown.push(args) });
    expect(shown).toEqual([["plan_mode_respond", "Step 1", true]]);
  });

  it("describes the call by the tool name", () => {
    expect(handler.getDescription(call())).toBe("[plan_mode_respond]");
  });
});
