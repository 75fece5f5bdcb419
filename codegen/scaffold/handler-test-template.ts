import type { NewToolRequest, ScaffoldParam } from "./new-tool-request.js";
import { handlerClassFor } from "./scaffold-names.js";
import { isPathParam } from "./tool-entry.js";

/** A valid value of a param for the registration test's call. */
function sampleValue(param: ScaffoldParam): string {
  switch (param.type) {
    case "string":
      return isPathParam(param) ? '"notes.txt"' : '"example"';
    case "integer":
      return "1";
    case "boolean":
      return "true";
    case "array":
      return '["example"]';
  }
}

/**
 * The source of test/handlers/<Class>.test.ts: proves the runtime routes a call of the new tool to its
 * handler (execute is stubbed, so the test stays true once the handler is implemented), and holds an
 * it.todo for the real behaviour.
 */
export function handlerTestSource(request: NewToolRequest): string {
  const className = handlerClassFor(request.name);
  const params = request.params.filter((param) => param.required).map((param) => `${param.name}: ${sampleValue(param)}`);
  return `// Written by \`toolspec new ${request.name}\`: the runtime routes ${request.name} calls to ${className}.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ${className} } from "../../src/handlers/${className}.js";
import { createToolRuntime } from "../../src/runtime/create-tool-runtime.js";

let workspace: string;

beforeEach(() => {
  workspace = mkdtempSync(path.join(os.tmpdir(), "${className}-"));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(workspace, { recursive: true, force: true });
});

describe("${className}", () => {
  it("is registered: a ${request.name} call reaches it", async () => {
    const execute = vi.spyOn(${className}.prototype, "execute").mockResolvedValue("reached ${className}");
    const runtime = createToolRuntime({ cwd: workspace, approve: async () => true });
    const result = await runtime.execute({ type: "tool_use", name: "${request.name}", params: ${params.length > 0 ? `{ ${params.join(", ")} }` : "{}"} });
    expect(execute).toHaveBeenCalledOnce();
    expect(result.text).toBe("reached ${className}");
  });

  it.todo("${request.name} does what its description in tools.yaml promises");
});
`;
}
