import { afterAll, describe, expect, it } from "vitest";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace } from "../support/task-config.js";

const workspace = createTemporaryWorkspace();
workspace.write(".clineignore", "secrets/\n");
afterAll(() => workspace.dispose());
const validator = new ToolValidator(new ClineIgnoreController(workspace.root));

describe("ToolValidator.assertRequiredParams", () => {
  it.each([
    { name: "present", tool: "read_file", params: { path: "a.ts" }, required: ["path"], error: undefined },
    { name: "missing", tool: "read_file", params: {}, required: ["path"], error: "Missing required parameter 'path' for tool 'read_file'." },
    { name: "null", tool: "read_file", params: { path: null }, required: ["path"], error: "Missing required parameter 'path' for tool 'read_file'." },
    { name: "whitespace only", tool: "read_file", params: { path: " \n\t" }, required: ["path"], error: "Missing required parameter 'path' for tool 'read_file'." },
    { name: "empty where the spec allows it", tool: "write_to_file", params: { path: "a", content: "" }, required: ["path", "content"], error: undefined },
    { name: "empty where the spec does not allow it", tool: "new_rule", params: { path: "a", content: "" }, required: ["path", "content"], error: "Missing required parameter 'content' for tool 'new_rule'." },
    { name: "several missing at once", tool: "web_fetch", params: {}, required: ["url", "prompt"], error: "Missing required parameters 'url', 'prompt' for tool 'web_fetch'." },
    { name: "false and zero are values", tool: "execute_command", params: { command: "ls", requires_approval: false, timeout: 0 }, required: ["command", "requires_approval", "timeout"], error: undefined },
  ])("$name", ({ tool, params, required, error }) => {
    const result = validator.assertRequiredParams({ name: tool, params }, ...required);
    expect(result).toEqual(error === undefined ? { ok: true } : { ok: false, error });
  });
});

describe("ToolValidator.checkClineIgnorePath", () => {
  it.each([
    { name: "an allowed path", path: "src/a.ts", ok: true },
    { name: "an ignored path", path: "secrets/key.txt", ok: false },
    { name: "a detour into an ignored path", path: "src/../secrets/key.txt", ok: false },
  ])("$name", ({ path, ok }) => {
    const result = validator.checkClineIgnorePath(path);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.error).toMatch(new RegExp(`^Access to '${path.replace(/\./g, "\\.")}' is blocked by \\.clineignore`));
  });
});

describe("ToolValidator.validateParams", () => {
  it("returns every schema problem in one message and never throws", () => {
    const result = validator.validateParams("read_file", { start_line: 0 });
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.error).toContain("- Missing required parameter 'path'.\n- Parameter 'start_line' must be at least 1, got 0.");
    expect(validator.validateParams("read_file", { path: "a.ts" })).toEqual({ ok: true });
  });
});
