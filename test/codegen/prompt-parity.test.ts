// `toolspec prompt` builds what the model sees from tools.yaml directly; the agent renders it from
// src/generated. Both must print exactly the same text, for every variant, format and context.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../codegen/run-cli.js";
import { getNativeTools, renderToolsPrompt } from "../../src/prompts/tools-prompt.js";

const REPO = path.resolve(import.meta.dirname, "../..");

async function cliPrompt(argv: string[]): Promise<string> {
  let out = "";
  const code = await runCli(["prompt", "--cwd", "/project", ...argv], { stdout: (text) => void (out += text), stderr: (text) => void (out += text), cwd: REPO });
  expect(code, out).toBe(0);
  return out;
}

// Every format once with the defaults; the other contexts in one native format, since formats share
// the code that applies a context. Each CLI run loads tools.yaml afresh, so runs are kept few.
const contexts = [
  { name: "defaults", flags: {} as Record<string, boolean>, formats: ["anthropic", "openai", "openai-responses", "gemini"] as const },
  { name: "yolo with every host feature", flags: { yolo: true, webTools: true, skills: true, subagents: true }, formats: ["openai"] as const },
  { name: "a bare host", flags: { browser: false, mcpHub: false, focusChain: false }, formats: ["gemini"] as const },
];

describe("toolspec prompt and the runtime agree", () => {
  describe.each(contexts)("$name", ({ flags, formats }) => {
    const contextArgs = Object.entries(flags).flatMap(([flag, value]) => ["--context", `${flag}=${value}`]);

    it("generic (xml)", async () => {
      const runtime = await renderToolsPrompt("generic", { placeholders: { cwd: "/project" }, context: flags });
      expect(await cliPrompt(["--variant", "generic", ...contextArgs])).toBe(`${runtime}\n`);
    }, 30_000);

    it.each(["native-next-gen", "native-gpt-5"] as const)("%s", async (variant) => {
      for (const format of formats) {
        const runtime = await getNativeTools(variant, format, { placeholders: { cwd: "/project" }, context: flags });
        expect(await cliPrompt(["--variant", variant, "--format", format, ...contextArgs]), format).toBe(`${JSON.stringify(runtime, null, 2)}\n`);
      }
    }, 30_000);
  });
});
