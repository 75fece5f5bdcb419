import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TaskConfig } from "../../src/contracts/task-config.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import type { ToolUse } from "../../src/contracts/tool-use.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { resolveParamPath } from "../../src/handler-support/resolve-param-path.js";
import { ListCodeDefinitionNamesToolHandler } from "../../src/handlers/ListCodeDefinitionNamesToolHandler.js";
import { ListFilesToolHandler } from "../../src/handlers/ListFilesToolHandler.js";
import { ReadFileToolHandler } from "../../src/handlers/ReadFileToolHandler.js";
import { SearchFilesToolHandler } from "../../src/handlers/SearchFilesToolHandler.js";
import { WriteToFileToolHandler } from "../../src/handlers/WriteToFileToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

const workspaces: TemporaryWorkspace[] = [];

/** A fresh workspace with the same few files each time, so two runs of a writing tool start alike. */
function freshWorkspace(): TemporaryWorkspace {
  const workspace = createTemporaryWorkspace();
  workspace.write("src/a.ts", "export function alpha(): number {\n  return 1;\n}\n");
  workspace.write("src/b.ts", "export const beta = 2;\n");
  workspaces.push(workspace);
  return workspace;
}

afterEach(() => {
  for (const workspace of workspaces.splice(0)) workspace.dispose();
  vi.restoreAllMocks();
});

describe("resolveParamPath", () => {
  let config: TaskConfig;

  beforeEach(() => {
    config = createTestTaskConfig(freshWorkspace().root).config;
  });

  it("hands back the executor's resolution without resolving again", () => {
    const checked = config.workspace.resolve("src/a.ts");
    const resolve = vi.spyOn(config.workspace, "resolve");
    expect(resolveParamPath(config, { resolvedPaths: { path: checked } }, "path", "src/a.ts")).toBe(checked);
    expect(resolve).not.toHaveBeenCalled();
  });

  it("resolves the path itself when the call carries no resolutions", () => {
    const resolve = vi.spyOn(config.workspace, "resolve");
    expect(resolveParamPath(config, {}, "path", "src/a.ts")).toEqual(config.workspace.resolve("src/a.ts"));
    expect(resolve).toHaveBeenCalledWith("src/a.ts");
  });

  it("resolves anew when the resolution was made for other text", () => {
    const stale = config.workspace.resolve("src/b.ts");
    const result = resolveParamPath(config, { resolvedPaths: { path: stale } }, "path", "src/a.ts");
    expect(result.input).toBe("src/a.ts");
    expect(result.absolutePath).toBe(config.workspace.resolve("src/a.ts").absolutePath);
  });

  it("resolves anew when only another param was resolved", () => {
    const other = config.workspace.resolve("src/a.ts");
    expect(resolveParamPath(config, { resolvedPaths: { target: other } }, "path", "src/a.ts")).not.toBe(other);
  });
});

describe("path-taking handlers reuse the executor's resolution", () => {
  const validator = (root: string) => new ToolValidator(new ClineIgnoreController(root));
  const cases: { tool: string; handler: (root: string) => { execute(config: TaskConfig, block: ToolUse<any>): Promise<unknown> }; params: Record<string, unknown> }[] = [
    { tool: ClineDefaultTool.FILE_READ, handler: (root) => new ReadFileToolHandler(validator(root)), params: { path: "src/a.ts" } },
    { tool: ClineDefaultTool.FILE_NEW, handler: (root) => new WriteToFileToolHandler(validator(root)), params: { path: "src/new.ts", content: "export {};\n" } },
    {
      tool: ClineDefaultTool.FILE_EDIT,
      handler: (root) => new WriteToFileToolHandler(validator(root)),
      params: { path: "src/b.ts", diff: "------- SEARCH\nexport const beta = 2;\n=======\nexport const beta = 3;\n+++++++ REPLACE" },
    },
    { tool: ClineDefaultTool.LIST_FILES, handler: (root) => new ListFilesToolHandler(validator(root)), params: { path: "src" } },
    { tool: ClineDefaultTool.SEARCH, handler: (root) => new SearchFilesToolHandler(validator(root)), params: { path: "src", regex: "beta" } },
    { tool: ClineDefaultTool.LIST_CODE_DEF, handler: (root) => new ListCodeDefinitionNamesToolHandler(validator(root)), params: { path: "src" } },
  ];

  it.each(cases)("$tool", async ({ tool, handler, params }) => {
    // Once as called directly (it resolves the path), once as the executor calls it (it must not).
    const direct = freshWorkspace();
    const directConfig = createTestTaskConfig(direct.root).config;
    const directResolve = vi.spyOn(directConfig.workspace, "resolve");
    const expected = toToolResult((await handler(direct.root).execute(directConfig, { type: "tool_use", name: tool, params })) as never);
    expect(directResolve).toHaveBeenCalledWith(params.path);

    const checked = freshWorkspace();
    const checkedConfig = createTestTaskConfig(checked.root).config;
    const resolvedPaths = { path: checkedConfig.workspace.resolve(params.path as string) };
    const checkedResolve = vi.spyOn(checkedConfig.workspace, "resolve");
    const result = toToolResult((await handler(checked.root).execute(checkedConfig, { type: "tool_use", name: tool, params, resolvedPaths })) as never);
    // The .clineignore loader may resolve its own file through the same workspace; the param must not be.
    expect(checkedResolve).not.toHaveBeenCalledWith(params.path);
    // Same answer either way, up to the workspace's own temporary path.
    expect(result.text.replaceAll(checked.root, "<root>")).toBe(expected.text.replaceAll(direct.root, "<root>"));
    expect(result.isError).toBe(expected.isError);
  });
});
