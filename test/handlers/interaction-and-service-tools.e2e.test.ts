// The interaction and host-service tools, called as a model calls them (XML-style text params and native
// names), through the whole runtime with fake host services: the success path and the bad cases.
import { execFileSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolServices } from "../../src/contracts/services.js";
import type { AskResponse, TaskMode } from "../../src/contracts/task-config.js";
import type { ToolCallOutcome } from "../../src/executor/tool-execution-result.js";
import { createToolRuntime } from "../../src/runtime/create-tool-runtime.js";
import { createTemporaryWorkspace, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let hostCalls: string[];

/** Fake host services that record what they were asked to do. */
function services(): Partial<ToolServices> {
  return {
    mcpHub: {
      callTool: async (server, tool, args) => `${server}.${tool}(${JSON.stringify(args)}) = sunny`,
      readResource: async (server, uri) => `${server} resource ${uri}`,
      listServers: () => ["weather"],
    },
    browserSession: { perform: async (request) => ({ logs: `did ${request.action}`, currentUrl: "http://localhost:3000", screenshot: "data:image/png;base64,AAAA" }) },
    fetcher: { fetch: async (url, prompt) => `${url} says: ${prompt}` },
    webSearch: { search: async (query) => `results for ${query}` },
    subagentRunner: { run: async (prompts, options) => prompts.map((prompt) => `${options.agentName ?? "agent"} found ${prompt}`) },
    skills: { list: () => ["release-notes"], load: async (name) => (name === "release-notes" ? "Write the notes." : undefined) },
    taskHost: {
      startNewTask: async (context) => void hostCalls.push(`new task: ${context}`),
      condenseContext: async (summary) => void hostCalls.push(`condensed: ${summary}`),
      summarizeTask: async (summary) => void hostCalls.push(`summary: ${summary}`),
      reportBug: async (report) => `filed ${report.title}`,
      explainChanges: async (request) => `explained ${request.title}: ${request.diff.includes("+world") ? "diff seen" : "no diff"}`,
    },
  };
}

interface Case {
  name: string;
  tool: string;
  params: Record<string, string>;
  mode?: TaskMode;
  yolo?: boolean;
  withoutServices?: boolean;
  answer?: AskResponse;
  subagentToolNames?: string[];
  expected: { outcome: ToolCallOutcome; text: RegExp };
  hostCall?: string;
}

const cases: Case[] = [
  { name: "ask_followup_question returns the answer", tool: "ask_followup_question", params: { question: "Which port?", options: '["3000", "8080"]' }, answer: { response: "message", text: "8080" }, expected: { outcome: "success", text: /<answer>\n8080\n<\/answer>/ } },
  { name: "ask_followup_question does not ask in YOLO mode", tool: "ask_followup_question", params: { question: "Which port?" }, yolo: true, expected: { outcome: "success", text: /YOLO/ } },
  { name: "ask_followup_question with options that are not a list", tool: "ask_followup_question", params: { question: "Which port?", options: "3000 or 8080" }, expected: { outcome: "error", text: /Parameter 'options' must be a list/ } },
  { name: "attempt_completion accepted", tool: "attempt_completion", params: { result: "Done." }, answer: { response: "yes" }, expected: { outcome: "success", text: /accepted the result/ } },
  { name: "attempt_completion with feedback", tool: "attempt_completion", params: { result: "Done." }, answer: { response: "message", text: "Also add tests." }, expected: { outcome: "success", text: /<feedback>\nAlso add tests\.\n<\/feedback>/ } },
  { name: "plan_mode_respond returns the user's reply", tool: "plan_mode_respond", params: { response: "Plan: A then B." }, mode: "plan", answer: { response: "message", text: "Do B first." }, expected: { outcome: "success", text: /Do B first\./ } },
  { name: "plan_mode_respond asking to explore more", tool: "plan_mode_respond", params: { response: "Looking further.", needs_more_exploration: "true" }, mode: "plan", expected: { outcome: "success", text: /explor/i } },
  { name: "act_mode_respond in act mode", tool: "act_mode_respond", params: { response: "Halfway there." }, expected: { outcome: "success", text: /./ } },
  { name: "act_mode_respond in plan mode is refused", tool: "act_mode_respond", params: { response: "Halfway there." }, mode: "plan", expected: { outcome: "error", text: /PLAN MODE/ } },
  { name: "new_task hands the context to the host", tool: "new_task", params: { context: "Carry on with the API." }, expected: { outcome: "success", text: /./ }, hostCall: "new task: Carry on with the API." },
  { name: "new_task without a task host", tool: "new_task", params: { context: "Carry on." }, withoutServices: true, expected: { outcome: "error", text: /needs the host service 'taskHost'/ } },
  { name: "condense hands the summary to the host", tool: "condense", params: { context: "Summary so far." }, expected: { outcome: "success", text: /condensed/i }, hostCall: "condensed: Summary so far." },
  { name: "summarize_task hands the summary to the host", tool: "summarize_task", params: { context: "Summary.\nRequired Files:\n- notes.txt" }, expected: { outcome: "success", text: /notes\.txt/ }, hostCall: "summary: Summary.\nRequired Files:\n- notes.txt" },
  { name: "report_bug returns the host's answer", tool: "report_bug", params: { title: "Crash", what_happened: "It crashed.", steps_to_reproduce: "Run it.", api_request_output: "none", additional_context: "none" }, expected: { outcome: "success", text: /filed Crash/ } },
  { name: "report_bug missing params", tool: "report_bug", params: { title: "Crash" }, expected: { outcome: "error", text: /Missing required parameter 'what_happened'/ } },
  { name: "generate_explanation on a real git diff", tool: "generate_explanation", params: { title: "Greeting", from_ref: "HEAD~1", to_ref: "HEAD" }, expected: { outcome: "success", text: /explained Greeting: diff seen/ } },
  { name: "generate_explanation with an unknown ref", tool: "generate_explanation", params: { title: "Greeting", from_ref: "no-such-ref" }, expected: { outcome: "error", text: /no-such-ref/ } },
  { name: "use_skill loads the skill", tool: "use_skill", params: { skill_name: "release-notes" }, expected: { outcome: "success", text: /Write the notes\./ } },
  { name: "use_skill with an unknown skill", tool: "use_skill", params: { skill_name: "release-note" }, expected: { outcome: "error", text: /release-notes/ } },
  { name: "load_mcp_documentation lists the servers", tool: "load_mcp_documentation", params: {}, expected: { outcome: "success", text: /weather/ } },
  { name: "use_mcp_tool calls the hub", tool: "use_mcp_tool", params: { server_name: "weather", tool_name: "forecast", arguments: '{"city":"Lisbon"}' }, expected: { outcome: "success", text: /weather\.forecast\(\{"city":"Lisbon"\}\) = sunny/ } },
  { name: "use_mcp_tool with arguments that are not JSON", tool: "use_mcp_tool", params: { server_name: "weather", tool_name: "forecast", arguments: "city=Lisbon" }, expected: { outcome: "error", text: /JSON/ } },
  { name: "a native MCP tool name runs through use_mcp_tool", tool: "weather0mcp0forecast", params: { city: "Porto" }, expected: { outcome: "success", text: /weather\.forecast\(\{"city":"Porto"\}\) = sunny/ } },
  { name: "use_mcp_tool without a hub", tool: "use_mcp_tool", params: { server_name: "weather", tool_name: "forecast", arguments: "{}" }, withoutServices: true, expected: { outcome: "error", text: /needs the host service 'mcpHub'/ } },
  { name: "access_mcp_resource reads through the hub", tool: "access_mcp_resource", params: { server_name: "weather", uri: "weather://lisbon" }, expected: { outcome: "success", text: /weather resource weather:\/\/lisbon/ } },
  { name: "browser_action clicks", tool: "browser_action", params: { action: "click", coordinate: "450,300" }, expected: { outcome: "success", text: /did click/ } },
  { name: "browser_action with a coordinate outside the window", tool: "browser_action", params: { action: "click", coordinate: "4500,300" }, expected: { outcome: "error", text: /coordinate/ } },
  { name: "browser_action with an unknown action", tool: "browser_action", params: { action: "hover" }, expected: { outcome: "error", text: /must be one of "launch"/ } },
  { name: "browser_action without a browser", tool: "browser_action", params: { action: "launch", url: "http://localhost:3000" }, withoutServices: true, expected: { outcome: "error", text: /needs the host service 'browserSession'/ } },
  { name: "web_fetch fetches", tool: "web_fetch", params: { url: "https://example.com/docs", prompt: "What changed?" }, expected: { outcome: "success", text: /example\.com\/docs says: What changed\?/ } },
  { name: "web_fetch refuses a non-http address", tool: "web_fetch", params: { url: "file:///etc/passwd", prompt: "Read it." }, expected: { outcome: "error", text: /http/ } },
  { name: "web_search searches", tool: "web_search", params: { query: "vitest" }, expected: { outcome: "success", text: /results for vitest/ } },
  { name: "web_search without a searcher", tool: "web_search", params: { query: "vitest" }, withoutServices: true, expected: { outcome: "error", text: /needs the host service 'webSearch'/ } },
  { name: "use_subagents runs every prompt", tool: "use_subagents", params: { prompt_1: "the tests", prompt_2: "the docs" }, expected: { outcome: "success", text: /## Result of prompt_1\n\nagent found the tests[\s\S]*## Result of prompt_2\n\nagent found the docs/ } },
  { name: "a registered subagent tool runs its agent", tool: "use_subagent_researcher", params: { prompt: "the auth flow" }, subagentToolNames: ["use_subagent_researcher"], expected: { outcome: "success", text: /researcher found the auth flow/ } },
  { name: "an unregistered subagent tool is unknown", tool: "use_subagent_nobody", params: { prompt: "x" }, expected: { outcome: "error", text: /Unknown tool/ } },
  { name: "focus_chain is known but served by nothing", tool: "focus_chain", params: {}, expected: { outcome: "error", text: /nothing in this agent runs it/ } },
];

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  hostCalls = [];
  workspace.write("notes.txt", "remember this\n");
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: workspace.root, stdio: "ignore" });
  git("init", "-q");
  workspace.write("hello.txt", "hello\n");
  git("add", ".");
  git("commit", "-qm", "first");
  workspace.write("hello.txt", "hello\nworld\n");
  git("commit", "-qam", "second");
});
afterEach(() => workspace.dispose());

describe("interaction and host-service tools through createToolRuntime", () => {
  it.each(cases)("$name", async ({ tool, params, mode, yolo, withoutServices, answer, subagentToolNames, expected, hostCall }) => {
    const runtime = createToolRuntime({
      cwd: workspace.root,
      mode: mode ?? "act",
      yolo: yolo ?? false,
      autoApproval: { actions: { useBrowser: true } },
      approve: () => true,
      ask: () => answer ?? { response: "yes" },
      services: withoutServices ? {} : services(),
      subagentToolNames: subagentToolNames ?? [],
    });
    const result = await runtime.execute({ type: "tool_use", name: tool, params });
    expect(result.outcome, result.text).toBe(expected.outcome);
    expect(result.text).toMatch(expected.text);
    if (hostCall !== undefined) expect(hostCalls).toEqual([hostCall]);
  });

  it("marks an accepted completion so the host can end the task", async () => {
    const runtime = createToolRuntime({ cwd: workspace.root, ask: () => ({ response: "yes" }) });
    const result = await runtime.execute({ type: "tool_use", name: "attempt_completion", params: { result: "Done." } });
    expect(result.completesTask).toBe(true);
  });

  it("attaches the browser screenshot to the result", async () => {
    const runtime = createToolRuntime({ cwd: workspace.root, approve: () => true, services: services() });
    const result = await runtime.execute({ type: "tool_use", name: "browser_action", params: { action: "launch", url: "http://localhost:3000" } });
    expect(result.images).toEqual(["data:image/png;base64,AAAA"]);
  });

  it("switches to act mode when plan_mode_respond runs in YOLO plan mode", async () => {
    const runtime = createToolRuntime({ cwd: workspace.root, mode: "plan", yolo: true });
    await runtime.execute({ type: "tool_use", name: "plan_mode_respond", params: { response: "Plan ready." } });
    expect(runtime.mode).toBe("act");
  });

  it("always asks before new_task, even in YOLO mode (the user class)", async () => {
    const asked: string[] = [];
    const runtime = createToolRuntime({ cwd: workspace.root, yolo: true, approve: (request) => (asked.push(request.toolName), false), services: services() });
    const result = await runtime.execute({ type: "tool_use", name: "new_task", params: { context: "Next." } });
    expect(asked).toEqual(["new_task"]);
    expect(result.outcome).toBe("denied");
    expect(hostCalls).toEqual([]);
  });
});
