import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApprovalRequest, TaskConfig } from "../../src/contracts/task-config.js";
import type { ToolResponse } from "../../src/contracts/tool-response.js";
import type { PartialToolUse, ToolUse } from "../../src/contracts/tool-use.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { createToolRuntime, type ToolRuntime } from "../../src/runtime/create-tool-runtime.js";
import type { ToolRuntimeOptions } from "../../src/runtime/tool-runtime-options.js";
import { createTemporaryWorkspace, type TemporaryWorkspace } from "../support/task-config.js";

/** A handler that records what reaches it, mounted over a declared tool's real handler. */
function fakeHandler(name: string, behaviour: { execute?: (block: ToolUse<string>) => ToolResponse; preflight?: () => ToolResponse | undefined; declaredPaths?: readonly string[] } = {}) {
  const calls: ToolUse<string>[] = [];
  const partials: PartialToolUse<string>[] = [];
  return {
    calls,
    partials,
    handler: {
      name,
      async execute(_config: unknown, block: ToolUse<string>) {
        calls.push(block);
        return behaviour.execute ? behaviour.execute(block) : `ran ${block.name}`;
      },
      getDescription: (block: { name: string }) => `[${block.name}]`,
      async handlePartialBlock(block: PartialToolUse<string>) {
        partials.push(block);
      },
      ...(behaviour.preflight ? { preflight: async () => behaviour.preflight!() } : {}),
      ...(behaviour.declaredPaths ? { declaredPaths: () => behaviour.declaredPaths! } : {}),
    },
  };
}

let workspace: TemporaryWorkspace;
let approvals: ApprovalRequest[];
let results: { toolName: string; isError: boolean }[];

function runtime(options: Partial<ToolRuntimeOptions> = {}): ToolRuntime {
  return createToolRuntime({
    cwd: workspace.root,
    approve: (request) => {
      approvals.push(request);
      return true;
    },
    onToolResult: (toolName, result) => results.push({ toolName, isError: result.isError }),
    ...options,
  });
}

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  workspace.write("src/a.ts", "export const a = 1;\n");
  workspace.write(".clineignore", "secrets/\n");
  workspace.write("secrets/key.txt", "hunter2\n");
  approvals = [];
  results = [];
});
afterEach(() => {
  workspace.dispose();
  vi.restoreAllMocks();
});

describe("ToolExecutor", () => {
  it("names the closest tools for an unknown name", async () => {
    const result = await runtime().execute({ type: "tool_use", name: "read_fiel", params: {} });
    expect(result).toMatchObject({ isError: true, outcome: "error" });
    expect(result.text).toContain("Did you mean 'read_file'?");
  });

  it("reports every invalid param at once and never calls the handler", async () => {
    const rt = runtime();
    const fake = fakeHandler("read_file");
    rt.coordinator.register(fake.handler);
    const result = await rt.execute({ type: "tool_use", name: "read_file", params: { start_line: "x", bogus: 1 } });
    expect(result.text.split("\n").slice(0, 4)).toEqual([
      "Invalid parameters for tool 'read_file':",
      "- Missing required parameter 'path'.",
      "- Unknown parameter 'bogus'.",
      "- Parameter 'start_line' must be an integer, got the string \"x\".",
    ]);
    expect(fake.calls).toHaveLength(0);
  });

  it("normalises params before the handler: XML strings coerced, nulls dropped, variant names mapped", async () => {
    const rt = runtime();
    const read = fakeHandler("read_file");
    const write = fakeHandler("write_to_file");
    rt.coordinator.register(read.handler);
    rt.coordinator.register(write.handler);
    await rt.execute({ type: "tool_use", name: "read_file", params: { path: "src/a.ts", start_line: "2", end_line: null } });
    await rt.execute({ type: "tool_use", name: "write_to_file", params: { absolutePath: path.join(workspace.root, "b.txt"), content: "" } });
    expect(read.calls[0]?.params).toEqual({ path: "src/a.ts", start_line: 2 });
    expect(write.calls[0]?.params).toEqual({ path: path.join(workspace.root, "b.txt"), content: "" });
  });

  it("skips every call after a rejection until the next turn", async () => {
    const rt = runtime({ approve: () => ({ approved: false, feedback: "not now" }) });
    rt.coordinator.register(fakeHandler("write_to_file").handler);
    rt.coordinator.register(fakeHandler("read_file").handler);
    const denied = await rt.execute({ type: "tool_use", name: "write_to_file", params: { path: "b.txt", content: "x" } });
    expect(denied).toMatchObject({ outcome: "denied", isError: true });
    expect(denied.text).toContain("The user said: not now");
    const skipped = await rt.execute({ type: "tool_use", name: "read_file", params: { path: "src/a.ts" } });
    expect(skipped.outcome).toBe("skipped");
    rt.startTurn();
    expect((await rt.execute({ type: "tool_use", name: "read_file", params: { path: "src/a.ts" } })).outcome).toBe("success");
  });

  it.each([
    { name: "strict plan mode refuses a blocked tool", strictPlanMode: true, tool: "write_to_file", outcome: "error" },
    { name: "strict plan mode allows an allowed tool", strictPlanMode: true, tool: "read_file", outcome: "success" },
    { name: "plan mode without strictness runs it", strictPlanMode: false, tool: "write_to_file", outcome: "success" },
  ])("$name", async ({ strictPlanMode, tool, outcome }) => {
    const rt = runtime({ mode: "plan", strictPlanMode });
    const fake = fakeHandler(tool);
    rt.coordinator.register(fake.handler);
    const params = tool === "read_file" ? { path: "src/a.ts" } : { path: "b.txt", content: "x" };
    const result = await rt.execute({ type: "tool_use", name: tool, params });
    expect(result.outcome).toBe(outcome);
    if (outcome === "error") expect(result.text).toContain("not available in PLAN MODE");
  });

  it("sends partial blocks to handlePartialBlock only", async () => {
    const rt = runtime();
    const fake = fakeHandler("write_to_file");
    rt.coordinator.register(fake.handler);
    const result = await rt.execute({ type: "tool_use", name: "write_to_file", params: { path: "b.t" }, partial: true });
    expect(result).toMatchObject({ outcome: "partial", isError: false, text: "" });
    expect(fake.partials).toHaveLength(1);
    expect(fake.calls).toHaveLength(0);
    expect(results).toHaveLength(0);
  });

  it.each([
    { name: "an ignored path", params: { path: "secrets/key.txt" }, message: "blocked by the .clineignore file" },
    { name: "a .. detour into an ignored path", params: { path: "src/../secrets/key.txt" }, message: "blocked by the .clineignore file" },
    { name: "the .clineignore file itself", params: { path: ".clineignore" }, message: "blocked by the .clineignore file" },
  ])("refuses $name before approval", async ({ params, message }) => {
    const rt = runtime();
    const fake = fakeHandler("read_file");
    rt.coordinator.register(fake.handler);
    const result = await rt.execute({ type: "tool_use", name: "read_file", params });
    expect(result.text).toContain(message);
    expect(fake.calls).toHaveLength(0);
    expect(approvals).toHaveLength(0);
  });

  it("asks approval for an external path and says it is external", async () => {
    const rt = runtime();
    rt.coordinator.register(fakeHandler("read_file").handler);
    const outside = path.join(path.dirname(workspace.root), "outside.txt");
    expect((await rt.execute({ type: "tool_use", name: "read_file", params: { path: outside } })).outcome).toBe("success");
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({ toolName: "read_file", approvalClass: "read", paths: [{ param: "path", local: false }] });
    await rt.execute({ type: "tool_use", name: "read_file", params: { path: "src/a.ts" } });
    expect(approvals).toHaveLength(1);
  });

  it.each([
    { name: "a safe command runs without asking", requires_approval: false, asked: 0 },
    { name: "a command marked risky asks", requires_approval: true, asked: 1 },
  ])("$name", async ({ requires_approval, asked }) => {
    const rt = runtime();
    rt.coordinator.register(fakeHandler("execute_command").handler);
    await rt.execute({ type: "tool_use", name: "execute_command", params: { command: "ls", requires_approval } });
    expect(approvals).toHaveLength(asked);
  });

  it.each([
    { name: "launch asks", action: "launch", params: { url: "http://localhost" }, asked: 1 },
    { name: "click never asks", action: "click", params: { coordinate: "1,1" }, asked: 0 },
  ])("browser approval: $name", async ({ action, params, asked }) => {
    const rt = runtime();
    rt.coordinator.register(fakeHandler("browser_action").handler);
    await rt.execute({ type: "tool_use", name: "browser_action", params: { action, ...params } });
    expect(approvals).toHaveLength(asked);
  });

  it("turns a throwing handler into a tool error", async () => {
    const rt = runtime();
    rt.coordinator.register(fakeHandler("read_file", { execute: () => { throw new Error("disk on fire"); } }).handler);
    const result = await rt.execute({ type: "tool_use", name: "read_file", params: { path: "src/a.ts" } });
    expect(result).toMatchObject({ isError: true, outcome: "error", text: "Error executing read_file: disk on fire" });
    expect(results).toEqual([{ toolName: "read_file", isError: true }]);
  });

  it.each([
    { name: "a thrown object without a prototype", thrown: () => Object.create(null), text: "Error executing read_file: {}" },
    { name: "an Error with an empty message", thrown: () => new Error(""), text: "Error executing read_file: Error" },
    { name: "a thrown string", thrown: () => "  quota exceeded ", text: "Error executing read_file: quota exceeded" },
  ])("turns $name into a readable tool error", async ({ thrown, text }) => {
    const rt = runtime();
    rt.coordinator.register(fakeHandler("read_file", { execute: () => { throw thrown(); } }).handler);
    const result = await rt.execute({ type: "tool_use", name: "read_file", params: { path: "src/a.ts" } });
    expect(result).toMatchObject({ isError: true, outcome: "error", text });
  });

  it("answers a malformed block from the host with a tool error instead of rejecting", async () => {
    const result = await runtime().execute(null as never);
    expect(result).toMatchObject({ isError: true, outcome: "error", toolName: "(unnamed tool)" });
  });

  it.each([
    { name: "an unknown tool", options: {}, block: { name: "read_fiel", params: {} } },
    { name: "a tool blocked in plan mode", options: { mode: "plan" as const }, block: { name: "write_to_file", params: { path: "b.t" } } },
    { name: "a tool no handler serves", options: {}, block: { name: "focus_chain", params: {} } },
  ])("treats streamed chunks of $name as UI only: no result, no mistake, no message", async ({ options, block }) => {
    const says: string[] = [];
    const rt = runtime({ ...options, say: (type) => void says.push(type) });
    for (let chunk = 0; chunk < 3; chunk++) {
      expect(await rt.execute({ type: "tool_use", ...block, partial: true })).toMatchObject({ outcome: "partial", isError: false, text: "" });
    }
    expect(results).toEqual([]);
    expect(says).toEqual([]);
    let mistakesSeen: number | undefined;
    rt.coordinator.register({
      name: "read_file",
      execute: async (config: TaskConfig) => {
        mistakesSeen = config.taskState.consecutiveMistakes;
        return "read";
      },
      getDescription: () => "[read_file]",
    });
    await rt.execute({ type: "tool_use", name: "read_file", params: { path: "src/a.ts" } });
    expect(mistakesSeen).toBe(0);
  });

  it("streams no chunk of a call that follows a rejection", async () => {
    const rt = runtime({ approve: () => false });
    const fake = fakeHandler("write_to_file");
    rt.coordinator.register(fake.handler);
    await rt.execute({ type: "tool_use", name: "write_to_file", params: { path: "b.txt", content: "x" } });
    const chunk = await rt.execute({ type: "tool_use", name: "write_to_file", params: { path: "c.txt" }, partial: true });
    expect(chunk.outcome).toBe("partial");
    expect(fake.partials).toEqual([]);
    expect(results).toHaveLength(1);
  });

  it("refuses the third identical call in a row, ignoring task_progress", async () => {
    const rt = runtime();
    const fake = fakeHandler("read_file");
    rt.coordinator.register(fake.handler);
    const call = (progress: string) => rt.execute({ type: "tool_use", name: "read_file", params: { path: "src/a.ts", task_progress: progress } });
    await call("- [ ] a");
    await call("- [x] a");
    const third = await call("- [x] a\n- [ ] b");
    expect(third.text).toContain("call number 3 in a row");
    expect(fake.calls).toHaveLength(2);
  });

  it("lets a preflight refusal end the call before approval", async () => {
    const rt = runtime();
    rt.coordinator.register(fakeHandler("execute_command", { preflight: () => ({ text: "denied by rule", isError: true }) }).handler);
    const result = await rt.execute({ type: "tool_use", name: "execute_command", params: { command: "rm -rf /", requires_approval: true } });
    expect(result).toMatchObject({ isError: true, text: "denied by rule" });
    expect(approvals).toHaveLength(0);
  });

  it("checks the paths a handler declares like path params", async () => {
    const rt = runtime();
    const fake = fakeHandler("apply_patch", { declaredPaths: ["src/a.ts", "secrets/new.txt"] });
    rt.coordinator.register(fake.handler);
    const result = await rt.execute({ type: "tool_use", name: "apply_patch", params: { input: "*** Begin Patch" } });
    expect(result.text).toContain("'secrets/new.txt' is blocked");
    expect(fake.calls).toHaveLength(0);
  });

  it.each([
    { name: "inside .clinerules", path: ".clinerules/testing.md", outcome: "success" },
    { name: "outside .clinerules", path: "docs/testing.md", outcome: "error" },
    { name: "not markdown", path: ".clinerules/testing.txt", outcome: "error" },
  ])("new_rule's restrictTo: $name", async ({ path: rulePath, outcome }) => {
    const rt = runtime();
    rt.coordinator.register(fakeHandler("new_rule").handler);
    expect((await rt.execute({ type: "tool_use", name: "new_rule", params: { path: rulePath, content: "# Rule" } })).outcome).toBe(outcome);
  });

  it("routes a native MCP tool name to the MCP tool with its arguments as JSON", async () => {
    const rt = runtime();
    const fake = fakeHandler("use_mcp_tool");
    rt.coordinator.register(fake.handler);
    await rt.execute({ type: "tool_use", name: "weather0mcp0forecast", params: { city: "Lisbon" } });
    expect(fake.calls[0]?.params).toEqual({ server_name: "weather", tool_name: "forecast", arguments: '{"city":"Lisbon"}' });
  });

  it("routes registered subagent tools and only those", async () => {
    const rt = runtime({ subagentToolNames: ["use_subagent_researcher"] });
    const fake = fakeHandler("use_subagents");
    rt.coordinator.register(fake.handler);
    const served = await rt.execute({ type: "tool_use", name: "use_subagent_researcher", params: { prompt: "Find the tests." } });
    expect(served.toolName).toBe("use_subagent_researcher");
    expect(fake.calls[0]).toMatchObject({ name: "use_subagent_researcher", params: { prompt_1: "Find the tests." } });
    expect((await rt.execute({ type: "tool_use", name: "use_subagent_other", params: { prompt: "x" } })).text).toContain("Unknown tool");
    rt.setSubagentToolNames([]);
    expect((await rt.execute({ type: "tool_use", name: "use_subagent_researcher", params: { prompt: "y" } })).text).toContain("Unknown tool");
  });

  it("keeps a subagent call's prompt_1 when the model already used the serving tool's own param name", async () => {
    const rt = runtime({ subagentToolNames: ["use_subagent_researcher"] });
    const fake = fakeHandler("use_subagents");
    rt.coordinator.register(fake.handler);
    const served = await rt.execute({ type: "tool_use", name: "use_subagent_researcher", params: { prompt_1: "Find the tests." } });
    expect(served.outcome).toBe("success");
    expect(fake.calls[0]?.params).toMatchObject({ prompt_1: "Find the tests." });
  });

  it("reports a declared name without a handler", async () => {
    expect((await runtime().execute({ type: "tool_use", name: "focus_chain", params: {} })).text).toContain("nothing in this agent runs it");
  });

  it("hands the handler the resolution of every path param it checked", async () => {
    const rt = runtime();
    const read = fakeHandler("read_file");
    rt.coordinator.register(read.handler);
    await rt.execute({ type: "tool_use", name: "read_file", params: { path: "./src/../src/a.ts" } });
    expect(read.calls[0]?.resolvedPaths?.path).toEqual(rt.config.workspace.resolve("./src/../src/a.ts"));
  });

  it("resolves a read_file path once per call, for the check, and the handler reuses it", async () => {
    const rt = runtime();
    const trace = vi.spyOn(rt.config.workspace, "trace");
    const result = await rt.execute({ type: "tool_use", name: "read_file", params: { path: "src/a.ts" } });
    expect(result).toMatchObject({ outcome: "success", text: "1 | export const a = 1;" });
    expect(trace.mock.calls.filter(([input]) => input === "src/a.ts")).toHaveLength(1);
  });

  it("leaves the handler to resolve paths itself when the ignore controller works on another WorkspacePaths", async () => {
    const rt = runtime({ services: { clineIgnoreController: new ClineIgnoreController(workspace.root) } });
    const read = fakeHandler("read_file");
    rt.coordinator.register(read.handler);
    await rt.execute({ type: "tool_use", name: "read_file", params: { path: "src/a.ts" } });
    expect(read.calls).toHaveLength(1);
    expect(read.calls[0]?.resolvedPaths).toBeUndefined();
  });

  it("denies calls that need approval when the host gave no approver", async () => {
    const rt = createToolRuntime({ cwd: workspace.root });
    rt.coordinator.register(fakeHandler("write_to_file").handler);
    const result = await rt.execute({ type: "tool_use", name: "write_to_file", params: { path: "b.txt", content: "x" } });
    expect(result.outcome).toBe("denied");
    expect(result.text).toContain("No one is available to approve");
  });
});
