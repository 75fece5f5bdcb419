import { describe, expect, it } from "vitest";
import { SharedToolHandler } from "../../src/coordinator/SharedToolHandler.js";
import { ToolExecutorCoordinator } from "../../src/coordinator/ToolExecutorCoordinator.js";
import { ClineDefaultTool, toolUseNames } from "../../src/generated/tool-names.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTestTaskConfig } from "../support/task-config.js";

const validator = new ToolValidator(new ClineIgnoreController(process.cwd()));

function registeredCoordinator(): ToolExecutorCoordinator {
  const coordinator = new ToolExecutorCoordinator();
  for (const tool of toolUseNames) coordinator.registerByName(tool, validator);
  return coordinator;
}

describe("ToolExecutorCoordinator", () => {
  it("registers every declared tool that has a handler, and skips the one without", () => {
    const coordinator = registeredCoordinator();
    for (const tool of toolUseNames) expect(coordinator.has(tool), tool).toBe(tool !== ClineDefaultTool.TODO);
  });

  it("mounts shared tools over their owner's handler class", () => {
    const coordinator = registeredCoordinator();
    const edit = coordinator.getHandler(ClineDefaultTool.FILE_EDIT);
    expect(edit).toBeInstanceOf(SharedToolHandler);
    expect(edit?.name).toBe("replace_in_file");
    expect((edit as SharedToolHandler).baseHandler.constructor).toBe(coordinator.getHandler(ClineDefaultTool.FILE_NEW)?.constructor);
  });

  it.each([
    { name: "a declared name", lookup: "read_file", served: "read_file" },
    { name: "a native MCP tool name", lookup: "github0mcp0create_issue", served: "use_mcp_tool" },
    { name: "a name that only looks like MCP at the start", lookup: "0mcp0tool", served: "use_mcp_tool" },
    { name: "an unknown name", lookup: "read_files", served: undefined },
  ])("finds $name", ({ lookup, served }) => {
    expect(registeredCoordinator().getHandler(lookup)?.name).toBe(served);
  });

  it("wraps each registered subagent name once, and forgets them when the set changes", () => {
    const coordinator = registeredCoordinator();
    coordinator.setSubagentToolNames(["use_subagent_alpha", "not_a_subagent"]);
    const first = coordinator.getHandler("use_subagent_alpha");
    expect(first).toBeInstanceOf(SharedToolHandler);
    expect(first?.name).toBe("use_subagent_alpha");
    expect(coordinator.getHandler("use_subagent_alpha")).toBe(first);
    expect(coordinator.getHandler("not_a_subagent")).toBeUndefined();
    coordinator.setSubagentToolNames(["use_subagent_alpha"]);
    expect(coordinator.getHandler("use_subagent_alpha")).toBe(first);
    coordinator.setSubagentToolNames(["use_subagent_beta"]);
    expect(coordinator.getHandler("use_subagent_alpha")).toBeUndefined();
    expect(coordinator.getHandler("use_subagent_beta")).not.toBe(first);
  });

  it("throws as a last line of defence when asked to run an unknown name", async () => {
    const { config } = createTestTaskConfig(process.cwd());
    await expect(registeredCoordinator().execute(config, { type: "tool_use", name: "nope", params: {} } as never)).rejects.toThrow("No handler registered for tool: nope");
  });

  it("lets a host replace a handler with register", () => {
    const coordinator = registeredCoordinator();
    const custom = { name: "read_file", execute: async () => "custom", getDescription: () => "[custom]" };
    coordinator.register(custom);
    expect(coordinator.getHandler("read_file")).toBe(custom);
  });
});
