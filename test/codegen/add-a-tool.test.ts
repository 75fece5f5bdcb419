// The promise of the README's "Adding a tool", kept: the tool entry and the handler from the README,
// added to a copy of this project, appear in every generated artifact and type-check; removing the
// handler file makes check fail at the tool's line.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync, appendFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../codegen/run-cli.js";

const REPO = path.resolve(import.meta.dirname, "../..");
const readme = readFileSync(path.join(REPO, "README.md"), "utf8");
const section = readme.slice(readme.indexOf("## Adding a tool"), readme.indexOf("## tools.yaml reference"));

/** The first fenced block of a language in the section, without the list indentation. */
function codeBlock(language: string): string {
  const match = section.match(new RegExp("```" + language + "\\n([\\s\\S]*?)\\n\\s*```"));
  if (!match) throw new Error(`README's Adding a tool section has no ${language} block`);
  return match[1]!.split("\n").map((line) => line.replace(/^ {3}/, "")).join("\n") + "\n";
}

let project: string;
const io = () => {
  let out = "";
  return { io: { stdout: (text: string) => void (out += text), stderr: (text: string) => void (out += text), cwd: project }, out: () => out };
};

beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), "toolspec-add-a-tool-"));
  for (const entry of ["package.json", "tools.yaml", "tsconfig.json", "src", "docs"]) cpSync(path.join(REPO, entry), path.join(project, entry), { recursive: true });
  symlinkSync(path.join(REPO, "node_modules"), path.join(project, "node_modules"), "dir");
  appendFileSync(path.join(project, "tools.yaml"), `\n${codeBlock("yaml")}`);
  writeFileSync(path.join(project, "src/handlers/CountLinesToolHandler.ts"), codeBlock("ts"));
});
afterAll(() => { if (!process.env.KEEP) rmSync(project, { recursive: true, force: true }); });

describe("adding a tool as the README says", () => {
  it("generates it into every artifact", async () => {
    const run = io();
    expect(await runCli(["generate", "--spec", path.join(project, "tools.yaml")], run.io), run.out()).toBe(0);
    const generated = (file: string) => readFileSync(path.join(project, file), "utf8");
    expect(generated("src/generated/tool-names.ts")).toContain('COUNT_LINES = "count_lines"');
    expect(generated("src/generated/handlers-map.ts")).toContain("[ClineDefaultTool.COUNT_LINES]: (validator) => new CountLinesToolHandler(validator)");
    expect(generated("src/generated/tool-params.ts")).toMatch(/export interface CountLinesParams \{[\s\S]*readonly path: string;/);
    expect(generated("src/generated/validators/index.ts")).toContain(`[ClineDefaultTool.COUNT_LINES]: ["./validators-group-1.cjs", "validateCountLines"]`);
    expect(generated("src/generated/validators/validators-group-1.cjs")).toContain("exports.validateCountLines");
    expect(generated("src/generated/tool-metadata.ts")).toMatch(/\[ClineDefaultTool\.COUNT_LINES\]: \{[\s\S]*?approval: "read"/);
    expect(generated("src/generated/prompts/generic.ts")).toContain("## count_lines");
    for (const variant of ["native-next-gen", "native-gpt-5"]) expect(generated(`src/generated/native/${variant}.ts`)).toContain('name: "count_lines"');
    expect(generated("docs/tools.md")).toContain("## count_lines");
  }, 60_000);

  it("type-checks together with its handler", () => {
    writeFileSync(path.join(project, "tsconfig.check.json"), JSON.stringify({ extends: "./tsconfig.json", include: ["src/**/*.ts"] }));
    const tsc = spawnSync(process.execPath, [path.join(REPO, "node_modules/typescript/bin/tsc"), "-p", path.join(project, "tsconfig.check.json")], { encoding: "utf8", timeout: 120_000 });
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
  }, 120_000);

  it("fails check at the tool's handler line once the handler file is gone", async () => {
    unlinkSync(path.join(project, "src/handlers/CountLinesToolHandler.ts"));
    const run = io();
    expect(await runCli(["check", "--spec", path.join(project, "tools.yaml")], run.io)).toBe(1);
    const line = readFileSync(path.join(project, "tools.yaml"), "utf8").split("\n").findIndex((text) => text.includes("handler: CountLinesToolHandler")) + 1;
    expect(run.out()).toMatch(new RegExp(`^tools\\.yaml:${line}:\\d+ HANDLER_FILE_MISSING handler class 'CountLinesToolHandler'`, "m"));
  }, 60_000);
});
