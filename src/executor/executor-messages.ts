import { describeThrownError } from "../util/describe-thrown-error.js";
// The texts the executor returns to the model. Each names the tool and says what to do next.

/** A name no tool answers to. */
export function unknownToolMessage(name: string, suggestions: readonly string[]): string {
  const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.map((suggestion) => `'${suggestion}'`).join(" or ")}?` : "";
  return `Unknown tool '${name}'.${hint} Use only the tools described in your instructions, with their exact names.`;
}

/** A declared name that no handler serves in this agent. */
export function unservedToolMessage(name: string): string {
  return `The tool '${name}' is declared but nothing in this agent runs it. Do not call it; continue with the other tools.`;
}

/** A call skipped because the user rejected an earlier call of the same turn. */
export function skippedAfterRejectionMessage(description: string): string {
  return `Skipped ${description}: the user rejected an earlier tool call in this message. Wait for the user's response before trying again.`;
}

/** A tool strict plan mode refuses. */
export function planModeBlockedMessage(name: string): string {
  return `The tool '${name}' is not available in PLAN MODE: it can change the workspace, which only ACT MODE allows. Present your plan to the user instead, and ask them to switch to act mode when it is ready.`;
}

/** A call the user did not approve. */
export function deniedMessage(description: string, feedback: string | undefined): string {
  return `The user denied ${description}.${feedback ? `\nThe user said: ${feedback}` : ""}`;
}

/** The third identical call in a row. */
export function loopMessage(name: string, repeats: number): string {
  return `This is call number ${repeats} in a row to '${name}' with exactly the same parameters, so it was not run again. The earlier calls already returned their result: change the parameters or try a different approach.`;
}

/** A handler that threw. */
export function handlerFailedMessage(name: string, error: unknown): string {
  return `Error executing ${name}: ${describeThrownError(error)}`;
}

/** A path param .clineignore blocks. */
export function ignoredPathMessage(name: string, path: string, reason: string | undefined): string {
  return `Access to '${path}' is blocked by the .clineignore file${reason ? ` (${reason})` : ""}, so ${name} was not run. Continue without this path, or ask the user to change .clineignore.`;
}

/** A path outside what the tool may touch (restrictTo in tools.yaml). */
export function restrictedPathMessage(name: string, param: string, path: string, patterns: readonly string[]): string {
  return `The ${param} '${path}' is not allowed for ${name}: it must be inside the workspace and match ${patterns.map((pattern) => `'${pattern}'`).join(" or ")}.`;
}
