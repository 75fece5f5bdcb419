/** What a tool call resolves to: the text the model reads next, and whether it reports a failure. */
export interface ToolResult {
  readonly text: string;
  readonly isError: boolean;
  /** Base64 data URLs (browser screenshots) a host may attach for the model. */
  readonly images?: readonly string[];
  /** Set when the user accepted the task's result (attempt_completion): the host can end the task. */
  readonly completesTask?: boolean;
}

/** What a handler returns: plain text for success, or a full result. */
export type ToolResponse = string | ToolResult;

/** A successful result. */
export function toolSuccess(text: string, images?: readonly string[]): ToolResult {
  return images === undefined ? { text, isError: false } : { text, isError: false, images };
}

/** A failed result the model can act on. */
export function toolError(text: string): ToolResult {
  return { text, isError: true };
}

/** Normalises a handler's response into a ToolResult. */
export function toToolResult(response: ToolResponse): ToolResult {
  return typeof response === "string" ? { text: response, isError: false } : response;
}
