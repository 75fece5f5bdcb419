import { describe, expect, it } from "vitest";
import { defaultPromptContext } from "../../src/generated/prompt-values.js";
import { toolMetadata } from "../../src/generated/tool-metadata.js";
import { meetsRequirements } from "../../src/prompts/meets-requirements.js";
import { getNativeTools, renderToolsPrompt } from "../../src/prompts/tools-prompt.js";
import { nativeFormats } from "../../src/prompts/native-tool-types.js";

const placeholders = { cwd: "/home/dev/project" };

describe("XML prompt of the generic variant", () => {
  it("matches the snapshot with the default context", async () => {
    expect(await renderToolsPrompt("generic", { placeholders })).toMatchSnapshot();
  });

  it("fills every placeholder", async () => {
    const prompt = await renderToolsPrompt("generic", { placeholders, context: { browser: true } });
    expect(prompt).not.toMatch(/\{\{/);
    expect(prompt).toContain("relative to /home/dev/project");
    expect(prompt).toContain("900x600");
  });

  it.each([
    { name: "focus chain off removes task_progress", context: { focusChain: false }, absent: "task_progress", present: "## read_file" },
    { name: "yolo on offers execute_command's timeout", context: { yolo: true }, absent: "## ask_followup_question", present: "<timeout>" },
    { name: "yolo off hides the timeout", context: { yolo: false }, absent: "<timeout>", present: "## ask_followup_question" },
    { name: "no browser hides browser_action", context: { browser: false }, absent: "## browser_action", present: "## read_file" },
    { name: "skills on offers use_skill", context: { skills: true }, absent: "## new_task", present: "## use_skill" },
  ])("$name", async ({ context, absent, present }) => {
    const prompt = await renderToolsPrompt("generic", { placeholders, context });
    expect(prompt).not.toContain(absent);
    expect(prompt).toContain(present);
  });

  it.each([
    { name: "defaults", context: {} },
    { name: "everything on", context: { yolo: true, skills: true, subagents: true, webTools: true, cli: true } },
  ])("offers exactly the generic tools whose requirements hold ($name)", async ({ context }) => {
    const prompt = await renderToolsPrompt("generic", { placeholders, context });
    const offered = [...prompt.matchAll(/^## (\w+)$/gm)].map((match) => match[1]);
    const expected = Object.values(toolMetadata)
      .filter((tool) => (tool.variants as readonly string[]).includes("generic"))
      .filter((tool) => meetsRequirements(tool.requires, { ...defaultPromptContext, ...context }))
      .map((tool) => tool.name);
    expect(offered).toEqual(expected);
    expect(offered.length).toBeGreaterThan(10);
  });
});

describe("native tool definitions", () => {
  it.each(["native-next-gen", "native-gpt-5"] as const)("%s matches the snapshot in every format", async (variant) => {
    for (const format of nativeFormats) expect(await getNativeTools(variant, format, { placeholders }), format).toMatchSnapshot(format);
  });

  it("renames path to absolutePath for the write tools of native-next-gen, and the runtime maps it back", async () => {
    const write = (await getNativeTools("native-next-gen", "anthropic")).find((tool) => tool.name === "write_to_file")!;
    expect(Object.keys(write.input_schema.properties)).toEqual(["absolutePath", "content", "task_progress"]);
    expect(toolMetadata.write_to_file.paramAliases).toEqual({ absolutePath: "path" });
  });

  it("makes ask_followup_question's options required only for the native variants", async () => {
    const ask = (await getNativeTools("native-gpt-5", "anthropic")).find((tool) => tool.name === "ask_followup_question")!;
    expect(ask.input_schema.required).toEqual(["question", "options"]);
    expect(await renderToolsPrompt("generic")).toContain("- options: (optional)");
  });

  it("drops a param whose requirement fails from properties and required (OpenAI strict)", async () => {
    const read = (await getNativeTools("native-next-gen", "openai", { context: { focusChain: false } })).find((tool) => tool.function.name === "read_file")!;
    expect(read.function.parameters.required).toEqual(["path", "start_line", "end_line"]);
    expect(Object.keys(read.function.parameters.properties)).toEqual(["path", "start_line", "end_line"]);
  });

  it("gives GPT-5 apply_patch instead of the write tools", async () => {
    const names = (await getNativeTools("native-gpt-5", "openai-responses")).map((tool) => tool.name);
    expect(names).toContain("apply_patch");
    expect(names).not.toContain("write_to_file");
    expect(names).not.toContain("replace_in_file");
  });

  it("refuses the wrong kind of variant with a clear error", async () => {
    await expect(renderToolsPrompt("native-gpt-5")).rejects.toThrow(/native tool calling/);
    await expect(getNativeTools("generic", "anthropic")).rejects.toThrow(/XML/);
  });
});
