import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TaskHost } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { ReportBugHandler } from "../../src/handlers/ReportBugHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: ReportBugHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new ReportBugHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const REPORT = {
  title: "Edits to CRLF files add blank lines",
  what_happened: "Every line got an extra carriage return.",
  steps_to_reproduce: "1. Open a CRLF file\n2. Ask for an edit",
  api_request_output: "none",
  additional_context: "Windows 11",
};
const block = { type: "tool_use" as const, name: ClineDefaultTool.REPORT_BUG, params: REPORT };
const MISSING =
  "The tool 'report_bug' cannot run here: it needs the host service 'taskHost' (filing bug reports about the agent), " +
  "and this agent was started without it. Do not call this tool again in this task; continue with the other tools.";

describe("ReportBugHandler", () => {
  const reports: Readonly<Record<string, string>>[] = [];
  const cases: { name: string; taskHost?: TaskHost; expected: { text: string; isError: boolean }; filed: number }[] = [
    {
      name: "files all five fields and returns the host's answer",
      taskHost: { reportBug: async (report) => (reports.push(report), "https://github.com/example/agent/issues/42") },
      expected: { text: "The bug report 'Edits to CRLF files add blank lines' was filed: https://github.com/example/agent/issues/42", isError: false },
      filed: 1,
    },
    {
      name: "an empty host answer still confirms the filing",
      taskHost: { reportBug: async (report) => (reports.push(report), "  ") },
      expected: { text: "The bug report 'Edits to CRLF files add blank lines' was filed.", isError: false },
      filed: 1,
    },
    { name: "no task host is a missing-service error", expected: { text: MISSING, isError: true }, filed: 0 },
    { name: "a task host without reportBug is a missing-service error", taskHost: {}, expected: { text: MISSING, isError: true }, filed: 0 },
    {
      name: "a host failure is a tool error",
      taskHost: {
        reportBug: async () => {
          throw new Error("offline");
        },
      },
      expected: { text: "report_bug failed: the host could not file the bug report (offline). Tell the user so they can report it themselves.", isError: true },
      filed: 0,
    },
  ];

  it.each(cases)("$name", async ({ taskHost, expected, filed }) => {
    reports.length = 0;
    const { config } = createTestTaskConfig(workspace.root, { services: taskHost === undefined ? {} : { taskHost } });
    expect(toToolResult(await handler.execute(config, block))).toEqual(expected);
    expect(reports).toEqual(Array.from({ length: filed }, () => REPORT));
  });

  it("describes the call by the report's title", () => {
    expect(handler.getDescription(block)).toBe("[report_bug for 'Edits to CRLF files add blank lines']");
  });
});
