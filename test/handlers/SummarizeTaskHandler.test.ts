import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TaskHost } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { SummarizeTaskHandler } from "../../src/handlers/SummarizeTaskHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let outside: TemporaryWorkspace;
let handler: SummarizeTaskHandler;
const summaries: string[] = [];
const recordingHost: TaskHost = { summarizeTask: async (summary) => void summaries.push(summary) };

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  outside = createTemporaryWorkspace("toolspec-outside-");
  handler = new SummarizeTaskHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
  summaries.length = 0;
  workspace.write("src/a.ts", "export const a = 1;\n");
  workspace.write("big.txt", "0123456789".repeat(4));
  workspace.write(".env", "SECRET=1\n");
  workspace.write(".clineignore", ".env\n");
  workspace.write("image.bin", Buffer.from([0x89, 0x50, 0x00, 0x01]));
  outside.write("notes.txt", "outside\n");
});
afterEach(() => {
  workspace.dispose();
  outside.dispose();
});

const INTRO = "The task summary was saved; the conversation continues from it.";
const MISSING =
  "The tool 'summarize_task' cannot run here: it needs the host service 'taskHost' (continuing the task from a summary), " +
  "and this agent was started without it. Do not call this tool again in this task; continue with the other tools.";

function call(context: string) {
  return { type: "tool_use" as const, name: ClineDefaultTool.SUMMARIZE_TASK, params: { context } };
}

describe("SummarizeTaskHandler", () => {
  it("reads back the allowed required files and says why the others were skipped", async () => {
    const summary = [
      "Goal: speed up the build.",
      "",
      "## Required Files",
      "- src/a.ts",
      "- `big.txt` - the fixture",
      "- .env",
      "- missing.ts",
      "- src",
      "- image.bin",
      `- ${outside.root}/notes.txt`,
      "",
      "Next: add caching.",
      "- not-a-required-file.ts",
    ].join("\n");
    const { config } = createTestTaskConfig(workspace.root, { services: { taskHost: recordingHost }, limits: { readFileMaxBytes: 32 } });

    const result = toToolResult(await handler.execute(config, call(summary)));

    expect(summaries).toEqual([summary]);
    expect(result).toEqual({
      isError: false,
      text: [
        INTRO,
        "",
        'The files listed under "Required Files", read again:',
        "",
        '<file_content path="src/a.ts">\nexport const a = 1;\n</file_content>',
        "",
        `<file_content path="big.txt">\n${"0123456789".repeat(4).slice(0, 32)}\n</file_content>\n[Only the first 32 bytes are shown; read the rest with read_file if you need it.]`,
        "",
        "Not read back (use read_file if you still need them):",
        "- .env: blocked by .clineignore (matches pattern '.env' in .clineignore)",
        "- missing.ts: it does not exist",
        "- src: not a file",
        "- image.bin: a binary file",
        `- ${outside.root}/notes.txt: outside the workspace`,
      ].join("\n"),
    });
  });

  it("skips files whose reading is not auto-approved", async () => {
    const { config } = createTestTaskConfig(workspace.root, { services: { taskHost: recordingHost }, autoApprove: false });
    const result = toToolResult(await handler.execute(config, call("Required Files:\n- src/a.ts\n- .env")));
    expect(result.text).toBe(
      [
        INTRO,
        "",
        "Not read back (use read_file if you still need them):",
        "- src/a.ts: reading it needs the user's approval",
        "- .env: blocked by .clineignore (matches pattern '.env' in .clineignore)",
      ].join("\n"),
    );
  });

  it.each([
    { name: "a plain label with a colon", heading: "Required Files:" },
    { name: "a bold numbered label", heading: "9. **Required Files:**" },
    { name: "a markdown heading", heading: "### Required files" },
  ])("recognises the heading written as $name", async ({ heading }) => {
    const { config } = createTestTaskConfig(workspace.root, { services: { taskHost: recordingHost } });
    const result = toToolResult(await handler.execute(config, call(`Summary.\n${heading}\n* src/a.ts (the entry)\n`)));
    expect(result.text).toBe(`${INTRO}\n\nThe files listed under "Required Files", read again:\n\n<file_content path="src/a.ts">\nexport const a = 1;\n</file_content>`);
  });

  it("escapes a quote in a path so the file_content tag stays well-formed", async () => {
    workspace.write('say "hi".txt', "hi\n");
    const { config } = createTestTaskConfig(workspace.root, { services: { taskHost: recordingHost } });
    const result = toToolResult(await handler.execute(config, call('Required Files:\n- say "hi".txt')));
    expect(result.text).toContain('<file_content path="say &quot;hi&quot;.txt">\nhi\n</file_content>');
  });

  it("cuts at the byte limit without splitting a character, and skips binary files without NUL bytes", async () => {
    workspace.write("accents.txt", "caf\u00e9 au lait\n");
    workspace.write("noise.bin", Buffer.alloc(64, 0xff));
    // "caf" and the first byte of the two-byte "\u00e9" fit in 4 bytes.
    const { config } = createTestTaskConfig(workspace.root, { services: { taskHost: recordingHost }, limits: { readFileMaxBytes: 4 } });
    const result = toToolResult(await handler.execute(config, call("Required Files:\n- accents.txt\n- noise.bin")));
    expect(result.text).toContain('<file_content path="accents.txt">\ncaf\n</file_content>\n[Only the first 4 bytes are shown;');
    expect(result.text).toContain("- noise.bin: a binary file");
  });

  it("reads back at most ten files", async () => {
    const names = Array.from({ length: 11 }, (_, index) => `f${index}.txt`);
    for (const name of names) workspace.write(name, name);
    const { config } = createTestTaskConfig(workspace.root, { services: { taskHost: recordingHost } });
    const result = toToolResult(await handler.execute(config, call(`Required Files\n${names.map((name) => `- ${name}`).join("\n")}`)));
    expect(result.text.match(/<file_content /g)).toHaveLength(10);
    expect(result.text).toContain("- f10.txt: only the first 10 listed files are read back");
  });

  const plainCases: { name: string; taskHost?: TaskHost; expected: { text: string; isError: boolean }; stored: boolean }[] = [
    { name: "a summary without required files returns the confirmation only", taskHost: recordingHost, expected: { text: INTRO, isError: false }, stored: true },
    { name: "no task host is a missing-service error", expected: { text: MISSING, isError: true }, stored: false },
    { name: "a task host without summarizeTask is a missing-service error", taskHost: {}, expected: { text: MISSING, isError: true }, stored: false },
    {
      name: "a host failure is a tool error",
      taskHost: {
        summarizeTask: async () => {
          throw new Error("disk full");
        },
      },
      expected: { text: "summarize_task failed: the host could not store the summary (disk full). Continue the task as it is.", isError: true },
      stored: false,
    },
  ];

  it.each(plainCases)("$name", async ({ taskHost, expected, stored }) => {
    const { config } = createTestTaskConfig(workspace.root, { services: taskHost === undefined ? {} : { taskHost } });
    expect(toToolResult(await handler.execute(config, call("Goal: x. Done: y.")))).toEqual(expected);
    expect(summaries).toEqual(stored ? ["Goal: x. Done: y."] : []);
  });

  it("describes the call by the tool name", () => {
    expect(handler.getDescription(call("x"))).toBe("[summarize_task]");
  });
});
