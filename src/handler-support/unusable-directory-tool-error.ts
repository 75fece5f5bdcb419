import { toolError, type ToolResult } from "../contracts/tool-response.js";
import { UnusableDirectoryError } from "../workspace/search/unusable-directory-error.js";

/**
 * The tool error for an engine's UnusableDirectoryError (a `path` param that names no usable directory),
 * worded with the path as the model wrote it; undefined for any other error.
 */
export function unusableDirectoryToolError(toolName: string, input: string, error: unknown): ToolResult | undefined {
  if (!UnusableDirectoryError.isInstance(error)) return undefined;
  const { problem } = error;
  switch (problem.kind) {
    case "missing":
      return toolError(
        `${toolName}: the directory '${input}' does not exist. Check the path for typos, or list its parent directory to see what is there.`,
      );
    case "not-a-directory":
      return toolError(
        `${toolName}: '${input}' is a file, not a directory. Pass the directory that contains it instead (read_file reads a single file).`,
      );
    case "inaccessible":
      return toolError(`${toolName} could not read the directory '${input}': ${problem.reason}. Continue without it, or ask the user about it.`);
  }
}
