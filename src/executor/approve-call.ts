import type { AutoApprove } from "../approval/AutoApprove.js";
import type { ApprovalScope } from "../contracts/approval-settings.js";
import type { ApprovalDecision, TaskConfig } from "../contracts/task-config.js";
import type { RegisteredToolHandler } from "../contracts/tool-handler.js";
import type { ToolMetadata } from "../contracts/tool-metadata.js";
import type { ToolUse } from "../contracts/tool-use.js";
import { dynamicCallParams } from "../coordinator/dynamic-tool-names.js";
import type { CallPath } from "./check-call-paths.js";

/** Everything the approval step looks at. */
export interface CallToApprove {
  readonly tool: ToolMetadata;
  readonly handler: RegisteredToolHandler;
  readonly block: ToolUse<string>;
  readonly paths: readonly CallPath[];
  readonly config: TaskConfig;
  readonly autoApprove: AutoApprove;
}

/**
 * How far the call reaches: a tool with an approvalRisk param is local unless the model marked the call
 * risky; otherwise each path's scope (none at all counts as external, in AutoApprove).
 */
function scopesOf({ tool, block, paths }: CallToApprove): ApprovalScope[] {
  const riskParam = Object.entries(tool.params).find(([, param]) => param.approvalRisk)?.[0];
  if (riskParam !== undefined) return [block.params[riskParam] === true ? "external" : "local"];
  return paths.map((path) => path.scope);
}

function isAutoApproved(call: CallToApprove): boolean {
  const { tool, block, config, autoApprove } = call;
  if (config.isSubagentRun && tool.approval === "read") return true;
  if (autoApprove.isAutoApproved(tool.name, scopesOf(call))) return true;
  // The MCP hub may mark single server tools as always allowed.
  if (tool.dynamicNames === "mcp") {
    const server = block.params[dynamicCallParams.mcp.serverName];
    const name = block.params[dynamicCallParams.mcp.toolName];
    return typeof server === "string" && typeof name === "string" && config.services.mcpHub?.isToolAutoApproved?.(server, name) === true;
  }
  return false;
}

/** Approves a call without asking when its approval class and the user's settings allow it; otherwise asks. */
export async function approveCall(call: CallToApprove): Promise<ApprovalDecision> {
  const { tool, handler, block, paths, config } = call;
  if (tool.approval === "none") return { approved: true };
  const condition = tool.approvalWhen;
  if (condition && tool.approval !== "user" && !condition.values.includes(String(block.params[condition.param]))) return { approved: true };
  if (isAutoApproved(call)) return { approved: true };
  return config.callbacks.approve({
    toolName: block.name,
    approvalClass: tool.approval,
    description: handler.getDescription(block),
    params: block.params,
    paths: paths.map((path) => ({ param: path.param, path: path.resolved.absolutePath, local: path.scope === "local" })),
  });
}
