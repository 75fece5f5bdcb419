import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AskResponse } from "../../src/contracts/task-config.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { AskFollowupQuestionToolHandler } from "../../src/handlers/AskFollowupQuestionToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: AskFollowupQuestionToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new AskFollowupQuestionToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

function call(question: string, options?: readonly string[]) {
  return { type: "tool_use" as const, name: ClineDefaultTool.ASK, params: options === undefined ? { question } : { question, options } };
}

describe("AskFollowupQuestionToolHandler", () => {
  const answered: { name: string; options?: readonly string[]; answer: AskResponse; expected: string; images?: readonly string[] }[] = [
    {
      name: "an answer that is one of the options is marked as picked",
      options: ["PostgreSQL", "SQLite"],
      answer: { response: "message", text: " SQLite " },
      expected: '<answer>\nSQLite\n</answer>\n(The user picked one of your options: "SQLite".)',
    },
    {
      name: "a typed answer when options were offered says it is the user's own",
      options: ["PostgreSQL", "SQLite"],
      answer: { response: "message", text: "MySQL, please" },
      expected: "<answer>\nMySQL, please\n</answer>\n(The user wrote their own answer instead of picking one of your options.)",
    },
    {
      name: "an answer to a question without options is wrapped alone",
      answer: { response: "message", text: "Use port 8080" },
      expected: "<answer>\nUse port 8080\n</answer>",
    },
    {
      name: "a 'no' without text is reported as declined",
      options: ["a", "b"],
      answer: { response: "no" },
      expected: "The user declined to answer the question. Continue with your best judgement, or ask again only if you truly cannot proceed.",
    },
    {
      name: "an empty reply is reported as empty",
      answer: { response: "message", text: "   " },
      expected: "The user sent an empty reply and did not answer the question. Continue with your best judgement, or ask again only if you truly cannot proceed.",
    },
    {
      name: "attached images are passed on and mentioned",
      answer: { response: "message", text: "Like this", images: ["data:image/png;base64,AAAA"] },
      expected: "<answer>\nLike this\n</answer>\nThe user attached 1 image to this reply.",
      images: ["data:image/png;base64,AAAA"],
    },
  ];

  it.each(answered)("$name", async ({ options, answer, expected, images }) => {
    const { config, recorded } = createTestTaskConfig(workspace.root, { askAnswers: [answer] });
    const result = toToolResult(await handler.execute(config, call("Which database?", options)));
    expect(result).toEqual(images === undefined ? { text: expected, isError: false } : { text: expected, isError: false, images });
    expect(recorded.asks).toEqual([{ type: "followup", text: JSON.stringify({ question: "Which database?", options: options ?? [] }) }]);
  });

  it("does not ask in yolo mode and tells the model to proceed on its own", async () => {
    const { config, recorded } = createTestTaskConfig(workspace.root, { yolo: true });
    const result = toToolResult(await handler.execute(config, call("Which database?", ["a", "b"])));
    expect(result).toEqual({
      text:
        "[YOLO mode: the user is not available to answer 'Which database?'. Do not ask again; decide with your best judgement, " +
        "state the assumption you made, and carry on with the task.]",
      isError: false,
    });
    expect(recorded.asks).toEqual([]);
  });

  it.each([
    { name: "a complete question", params: { question: "Which db?", options: ["x"] }, expected: JSON.stringify({ question: "Which db?", options: ["x"] }) },
    { name: "a question still arriving", params: {}, expected: JSON.stringify({ question: "", options: [] }) },
  ])("streams $name", async ({ params, expected }) => {
    const shown: unknown[][] = [];
    await handler.handlePartialBlock({ type: "tool_use", name: ClineDefaultTool.ASK, params, partial: true }, { say: async (...args) => void shown.push(args) });
    expect(shown).toEqual([["followup", expected, true]]);
  });

  it("describes the call by its question", () => {
    expect(handler.getDescription(call("Which database?"))).toBe("[ask_followup_question for 'Which database?']");
  });
});
