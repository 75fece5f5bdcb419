import { stat } from "node:fs/promises";
import { toolError, type ToolResult } from "../contracts/tool-response.js";

/**
 * The tool error for a directory param that names no readable directory (missing, a file, unreadable),
 * or undefined when `absolutePath` is a directory the tool can work in.
 */
export async function checkToolDirectory(toolName: string, input: string, absolutePath: string): Promise<ToolResult | undefined> {
  try {
    if ((await stat(absolutePath)).isDirectory()) return undefined;
    return toolError(
      `${toolName}: '${input}' is a file, not a directory. Pass the directory that contains it instead (read_file reads a single file).`,
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") {
      return toolError(
        `${toolName}: the directory '${input}' does not exist. Check the path for typos, or list its parent directory to see what is there.`,
      );
    }
    if (code === "EACCES" || code === "EPERM") {
      return toolError(`${toolName}: the directory '${input}' cannot be read (permission denied). Continue without it, or ask the user for access.`);
    }
    return toolError(`${toolName}: the directory '${input}' cannot be read: ${(error as Error).message}.`);
  }
}
