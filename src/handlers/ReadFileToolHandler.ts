import type { IPartialBlockHandler, IToolHandler, UIHelpers } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, toolSuccess, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { describeByteSize } from "../handler-support/file-byte-size.js";
import { describeLineCount } from "../handler-support/file-line-count.js";
import { readLineWindow, type LineWindow, type TextLineWindow } from "../handler-support/file-line-window.js";
import { describeMissingFileHint } from "../handler-support/file-missing-hint.js";
import { formatNumberedLines } from "../handler-support/file-numbered-lines.js";
import { inspectFilePathNow } from "../handler-support/file-path-status.js";
import { resolveParamPath } from "../handler-support/resolve-param-path.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

type ReadFileCall = ToolUse<ClineDefaultTool.FILE_READ>;

/**
 * Reads a text file and returns its lines numbered `  12 | code` (numbers right-aligned to the widest
 * one shown), optionally only start_line..end_line. The numbered lines stay within
 * `limits.readFileMaxBytes`; when they are cut, a note after them names the lines shown, the total and
 * the start_line to read on with. Binary files are described (type and size), not dumped.
 */
export class ReadFileToolHandler implements IToolHandler<ClineDefaultTool.FILE_READ>, IPartialBlockHandler<ClineDefaultTool.FILE_READ> {
  readonly name = ClineDefaultTool.FILE_READ;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ReadFileCall): Promise<ToolResponse> {
    const { path: inputPath, start_line: startLine, end_line: endLine } = block.params;
    const tool = block.name;
    const absolutePath = resolveParamPath(config, block, "path", inputPath).absolutePath;
    const status = inspectFilePathNow(absolutePath);
    switch (status.kind) {
      case "missing": {
        const hint = await describeMissingFileHint(config, inputPath, absolutePath);
        return toolError(`${tool}: the file '${inputPath}' does not exist.${hint} Check the path with list_files or search_files, then call ${tool} again.`);
      }
      case "directory":
        return toolError(`${tool}: '${inputPath}' is a directory, not a file. Use list_files to see what it contains, then call ${tool} on one of its files.`);
      case "special":
        return toolError(`${tool}: '${inputPath}' is ${status.what}, not a regular file, so it cannot be read. Continue without it.`);
      case "inaccessible":
        return toolError(`${tool} could not read '${inputPath}': ${status.reason}. Continue without it, or ask the user about it.`);
      case "file":
        break;
    }
    if (startLine !== undefined && endLine !== undefined && startLine > endLine) {
      return toolError(`${tool}: start_line ${startLine} is after end_line ${endLine}. Call ${tool} again with start_line at most end_line.`);
    }
    // The empty answer also covers any range: there is nothing to show and nothing further to read.
    if (status.size === 0) return toolSuccess(`The file '${inputPath}' is empty (0 bytes, 0 lines).`);

    const maxOutputBytes = config.limits.readFileMaxBytes;
    let window: LineWindow;
    try {
      window = await readLineWindow(absolutePath, { startLine: startLine ?? 1, endLine, maxOutputBytes, expectedBytes: status.size });
    } catch (error) {
      return toolError(`${tool} could not read '${inputPath}': ${describeThrownError(error)}. Continue without it, or ask the user about it.`);
    }
    if (window.kind === "binary") {
      return toolSuccess(
        `'${inputPath}' is a binary file (${window.description}) of ${describeByteSize(status.size)}, so its content is not shown. ` +
          "Binary files cannot be read or edited as text; use execute_command with a suitable tool if you need to inspect it.",
      );
    }
    // Only a file emptied between the size check and the read gets here.
    if (window.totalLines === 0) return toolSuccess(`The file '${inputPath}' is empty (0 lines).`);
    if (startLine !== undefined && startLine > window.totalLines) {
      return toolError(
        `${tool}: start_line ${startLine} is past the end of '${inputPath}', which has ${describeLineCount(window.totalLines)}. ` +
          `Call ${tool} again with start_line between 1 and ${window.totalLines}.`,
      );
    }
    const notes = describeWindow(tool, inputPath, window, { startLine, endLine, maxOutputBytes });
    return toolSuccess([formatNumberedLines(window.lines), ...notes].join("\n\n"));
  }

  async handlePartialBlock(block: PartialToolUse<ClineDefaultTool.FILE_READ>, ui: UIHelpers): Promise<void> {
    await ui.say("tool", JSON.stringify({ tool: block.name, path: block.params.path ?? "" }), true);
  }

  getDescription(block: ReadFileCall | PartialToolUse<ClineDefaultTool.FILE_READ>): string {
    return describeToolCall(block.name, block.params.path);
  }
}

/** The bracketed notes after the lines: what part was shown and how to read on. */
function describeWindow(
  tool: string,
  inputPath: string,
  window: TextLineWindow,
  request: { startLine: number | undefined; endLine: number | undefined; maxOutputBytes: number },
): string[] {
  const notes: string[] = [];
  const first = window.lines[0]?.number ?? 1;
  const last = window.lines.at(-1)?.number ?? first;
  const total = window.totalLines;
  const requestedEnd = request.endLine === undefined ? total : Math.min(request.endLine, total);
  const readOn = (nextLine: number): string =>
    nextLine > requestedEnd ? "" : ` To read on, call ${tool} with start_line ${nextLine}${request.endLine !== undefined && request.endLine < total ? ` and end_line ${request.endLine}` : ""}.`;

  if (window.stop === "long-line") {
    const cut = window.cutLineBytes ?? 0;
    notes.push(
      `[Line ${first} of ${total} in '${inputPath}' is ${describeByteSize(cut)} long, more than the output limit of ${request.maxOutputBytes} bytes, ` +
        `so only its beginning is shown.${readOn(first + 1)} To find text in very long lines, use search_files.]`,
    );
  } else if (window.stop === "limit") {
    notes.push(
      `[Showing lines ${first}-${last} of ${total} in '${inputPath}': the output limit of ${request.maxOutputBytes} bytes was reached.${readOn(last + 1)}]`,
    );
  } else if (first > 1 || last < total) {
    const clamped = request.endLine !== undefined && request.endLine > total ? ` end_line ${request.endLine} is past the end of the file, so the lines up to the end are shown.` : "";
    notes.push(`[Showing lines ${first}-${last} of ${total} in '${inputPath}'.${clamped}]`);
  }
  // No tool is named: which editing tools exist depends on the prompt variant, and none has all of them.
  if (window.invalidUtf8) {
    notes.push(
      "[Some of these lines are not valid UTF-8; the undecodable bytes are shown as \uFFFD. " +
        "Edits that change only part of such a file are refused, because writing the decoded text back would alter those bytes.]",
    );
  }
  return notes;
}
