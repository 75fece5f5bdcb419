import type { HostServiceName } from "../contracts/services.js";
import { toolError, type ToolResult } from "../contracts/tool-response.js";

/** The tool error for a call that needs a host service the host did not configure. */
export function missingServiceError(toolName: string, service: HostServiceName, capability: string): ToolResult {
  return toolError(
    `The tool '${toolName}' cannot run here: it needs the host service '${service}' (${capability}), and this agent was started without it. ` +
      "Do not call this tool again in this task; continue with the other tools.",
  );
}
