import type { ToolResult } from "../contracts/tool-response.js";

/** How a call ended. */
export type ToolCallOutcome = "success" | "error" | "denied" | "skipped" | "partial";

/** What the executor returns for every call: the text for the model, whether it failed, and how it ended. */
export interface ToolExecutionResult extends ToolResult {
  readonly outcome: ToolCallOutcome;
  /** The tool that handled the call (canonical or dynamic name), or the name as called when none did. */
  readonly toolName: string;
}
