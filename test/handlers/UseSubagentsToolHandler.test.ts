import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SubagentRunner } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import type { ToolUse } from "../../src/contracts/tool-use.js";
import { SharedToolHandler } from "../../src/coordinator/SharedToolHandler.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import type { UseSubagentsParams } from "../../src/generated/tool-params.js";
import { UseSubagentsToolHandler } from "../../src/handlers/UseSubagentsToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { createToolRuntime } from "../../src/runtime/create-tool-runtime.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: UseSubagentsToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new UseSubagentsToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const runs: { prompts: readonly string[]; options: { agentName?: string } }[] = [];

/** A runner that answers each prompt with "answer to <prompt>", dropping the last `missing` answers. */
function fakeRunner(missing = 0): SubagentRunner {
  return {
    async run(prompts, options) {
      runs.push({ prompts, options });
      return prompts.slice(0, prompts.length - missing).map((prompt) => `answer to ${prompt}`);
    },
  };
}

const failingRunner: SubagentRunner = {
  run: async () => {
    throw new Error("model quota exhausted");
  },
};

function staticCall(params: UseSubagentsParams): ToolUse<ClineDefaultTool.USE_SUBAGENTS> {
  return { type: "tool_use", name: ClineDefaultTool.USE_SUBAGENTS, params };
}

/** A host subagent tool call as the executor hands it over: its `prompt` arrives as prompt_1. */
function dynamicCall(agent: string, params: UseSubagentsParams): ToolUse<ClineDefaultTool.USE_SUBAGENTS> {
  return { type: "tool_use", name: `use_subagent_${agent}`, params };
}

const MISSING =
  "The tool 'use_subagents' cannot run here: it needs the host service 'subagentRunner' (running prompts in subagents), and this agent was started without it. " +
  "Do not call this tool again in this task; continue with the other tools.";

interface SubagentCase {
  name: string;
  block: ToolUse<ClineDefaultTool.USE_SUBAGENTS>;
  runner?: SubagentRunner;
  isSubagentRun?: boolean;
  expected: { text: string; isError: boolean };
  run?: { prompts: readonly string[]; options: { agentName?: string } };
}

const cases: SubagentCase[] = [
  {
    name: "runs the non-empty prompts in order under headings naming them",
    block: staticCall({ prompt_1: "Find auth", prompt_2: "  ", prompt_3: "List env vars" }),
    expected: { text: "## Result of prompt_1\n\nanswer to Find auth\n\n## Result of prompt_3\n\nanswer to List env vars", isError: false },
    run: { prompts: ["Find auth", "List env vars"], options: {} },
  },
  {
    name: "a missing answer is marked",
    block: staticCall({ prompt_1: "A", prompt_2: "B" }),
    runner: fakeRunner(1),
    expected: { text: "## Result of prompt_1\n\nanswer to A\n\n## Result of prompt_2\n\n(The subagent returned no answer.)", isError: false },
    run: { prompts: ["A", "B"], options: {} },
  },
  {
    name: "a dynamic subagent tool runs its prompt with the agent name",
    block: dynamicCall("code_reviewer", { prompt_1: "Review src/auth" }),
    expected: { text: "The 'code_reviewer' subagent answered:\n\nanswer to Review src/auth", isError: false },
    run: { prompts: ["Review src/auth"], options: { agentName: "code_reviewer" } },
  },
  {
    name: "a runner failure is a tool error",
    block: staticCall({ prompt_1: "A" }),
    runner: failingRunner,
    expected: { text: "use_subagents: the subagents failed: model quota exhausted. Do the research yourself or try again with fewer prompts.", isError: true },
  },
  {
    name: "a dynamic runner failure names the agent",
    block: dynamicCall("docs", { prompt_1: "Summarise" }),
    runner: failingRunner,
    expected: { text: "use_subagent_docs: the 'docs' subagent failed: model quota exhausted. Do the research yourself or try again.", isError: true },
  },
  {
    name: "a subagent cannot start subagents",
    block: staticCall({ prompt_1: "A" }),
    isSubagentRun: true,
    expected: { text: "use_subagents is not available inside a subagent: subagents cannot start subagents. Do the research yourself with the other tools.", isError: true },
  },
];

describe("UseSubagentsToolHandler", () => {
  it.each(cases)("$name", async ({ block, runner, isSubagentRun, expected, run }) => {
    runs.length = 0;
    const { config } = createTestTaskConfig(workspace.root, { isSubagentRun: isSubagentRun ?? false, services: { subagentRunner: runner ?? fakeRunner() } });
    expect(toToolResult(await handler.execute(config, block))).toEqual(expected);
    expect(runs).toEqual(run === undefined ? [] : [run]);
  });

  it.each([
    { name: "use_subagents", block: staticCall({ prompt_1: "A" }) },
    { name: "a dynamic subagent tool", block: dynamicCall("docs", { prompt_1: "A" }) },
  ])("without a runner $name is a missing-service error naming the called tool", async ({ block }) => {
    const { config } = createTestTaskConfig(workspace.root);
    expect(toToolResult(await handler.execute(config, block))).toEqual({ text: MISSING.replace("'use_subagents'", `'${block.name}'`), isError: true });
  });

  // The validator refuses a blank required prompt before any handler runs, so this goes through the runtime.
  it("a dynamic call with a blank prompt is refused and runs nothing", async () => {
    runs.length = 0;
    const runtime = createToolRuntime({
      cwd: workspace.root,
      services: { subagentRunner: fakeRunner() },
      subagentToolNames: ["use_subagent_code_reviewer"],
    });
    const result = await runtime.execute({ type: "tool_use", name: "use_subagent_code_reviewer", params: { prompt: "  " } });
    expect(result).toMatchObject({ outcome: "error", isError: true, toolName: "use_subagent_code_reviewer" });
    expect(result.text).toContain("must not be empty");
    expect(runs).toEqual([]);
  });

  it("serves a dynamic name when mounted through SharedToolHandler", async () => {
    runs.length = 0;
    const mounted = new SharedToolHandler("use_subagent_docs", handler);
    const { config } = createTestTaskConfig(workspace.root, { services: { subagentRunner: fakeRunner() } });
    expect(toToolResult(await mounted.execute(config, dynamicCall("docs", { prompt_1: "Summarise the build" })))).toEqual({
      text: "The 'docs' subagent answered:\n\nanswer to Summarise the build",
      isError: false,
    });
    expect(runs).toEqual([{ prompts: ["Summarise the build"], options: { agentName: "docs" } }]);
  });

  it.each([
    { name: "static calls by their first prompt", block: staticCall({ prompt_1: "Find auth" }), expected: "[use_subagents for 'Find auth']" },
    { name: "dynamic calls by their prompt", block: dynamicCall("docs", { prompt_1: "Summarise" }), expected: "[use_subagent_docs for 'Summarise']" },
    { name: "partial calls without a prompt by name only", block: { type: "tool_use" as const, name: "use_subagent_docs", params: {}, partial: true as const }, expected: "[use_subagent_docs]" },
  ])("describes $name", ({ block, expected }) => {
    expect(handler.getDescription(block)).toBe(expected);
  });
});
