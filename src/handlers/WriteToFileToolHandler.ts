import { readFile } from "node:fs/promises";
import type { IPartialBlockHandler, IToolHandler, UIHelpers } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, toolSuccess, type ToolResponse } from "../contracts/tool-response.js";
import { cleanWrittenContent } from "../editing/clean-written-content.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { formatFileContentBlock } from "../handler-support/file-content-block.js";
import { decodeEditableText } from "../handler-support/file-editable-text.js";
import { keepCrlfLineEndings } from "../handler-support/file-line-endings.js";
import { countLines, describeLineCount } from "../handler-support/file-line-count.js";
import { describeMissingFileHint } from "../handler-support/file-missing-hint.js";
import { inspectFilePath, type FilePathStatus } from "../handler-support/file-path-status.js";
import { previewStreamedText } from "../handler-support/file-streamed-preview.js";
import { resolveParamPath } from "../handler-support/resolve-param-path.js";
import { describeAppliedBlocks, hasLooseMatch } from "../handler-support/search-replace-report.js";
import type { ToolValidator } from "../validation/ToolValidator.js";
import { writeFileAtomically } from "../workspace/write-file-atomically.js";

/** The tools this handler serves: its own, and the two tools.yaml mounts on it with sharedWith. */
type FileWriteTool = ClineDefaultTool.FILE_NEW | ClineDefaultTool.FILE_EDIT | ClineDefaultTool.NEW_RULE;
type FileWriteCall = ToolUse<FileWriteTool>;
type ReplaceCall = ToolUse<ClineDefaultTool.FILE_EDIT>;
type WholeFileCall = ToolUse<ClineDefaultTool.FILE_NEW | ClineDefaultTool.NEW_RULE>;

const FURTHER_EDITS_NOTE = "Base any further edit of this file on the content above: it is exactly what the file now holds.";

/**
 * Writes files for three tools, told apart by `block.name`: write_to_file and new_rule write the whole
 * content (after stripping a markdown fence wrapped around all of it), replace_in_file applies
 * SEARCH/REPLACE blocks to an existing file. Every write is atomic and nothing is written when an edit
 * fails; each success returns the file's final content so the model's next edit starts from the truth.
 */
export class WriteToFileToolHandler implements IToolHandler<FileWriteTool>, IPartialBlockHandler<FileWriteTool> {
  readonly name = ClineDefaultTool.FILE_NEW;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: FileWriteCall): Promise<ToolResponse> {
    if (isReplaceCall(block)) return replaceInFile(config, block);
    return writeWholeFile(config, block as WholeFileCall);
  }

  async handlePartialBlock(block: PartialToolUse<FileWriteTool>, ui: UIHelpers): Promise<void> {
    // No TaskConfig reaches this phase, so the file itself cannot be read safely: the preview shows
    // the path and the newest part of what is being written, not the edited file.
    const params = block.params as { path?: string; content?: string; diff?: string };
    const payload =
      block.name === ClineDefaultTool.FILE_EDIT
        ? { tool: block.name, path: params.path ?? "", diff: previewStreamedText(params.diff) }
        : { tool: block.name, path: params.path ?? "", content: previewStreamedText(params.content) };
    await ui.say("tool", JSON.stringify(payload), true);
  }

  getDescription(block: FileWriteCall | PartialToolUse<FileWriteTool>): string {
    return describeToolCall(block.name, block.params.path);
  }
}

function isReplaceCall(block: FileWriteCall): block is ReplaceCall {
  return block.name === ClineDefaultTool.FILE_EDIT;
}

/** write_to_file and new_rule: replace the whole file, creating it and its directories when missing. */
async function writeWholeFile(config: TaskConfig, block: WholeFileCall): Promise<ToolResponse> {
  const tool = block.name;
  const isRule = tool === ClineDefaultTool.NEW_RULE;
  const { path: inputPath, content: sentContent } = block.params;
  const absolutePath = resolveParamPath(config, block, "path", inputPath).absolutePath;
  const status = await inspectFilePath(absolutePath);
  const refusal = refuseNonFile(tool, inputPath, status, "write");
  if (refusal !== undefined) return refusal;

  // Rule files are markdown too, so a ```markdown fence around the whole rule is stripped as well.
  const cleaned = cleanWrittenContent(sentContent);
  const notes: string[] = [];
  if (removedEnclosingFence(sentContent, cleaned)) notes.push("The markdown code fence around the content was removed.");

  let previous: Buffer | undefined;
  if (status.kind === "file") {
    try {
      previous = await readFile(absolutePath);
    } catch {
      // Unreadable but maybe writable: the write below decides, it just cannot be compared first.
      previous = undefined;
    }
  }
  const previousText = previous?.toString("utf8");
  let content = cleaned;
  if (previousText !== undefined) {
    const endings = keepCrlfLineEndings(previousText, cleaned);
    content = endings.content;
    if (endings.converted) notes.push("The file's CRLF line endings were kept.");
  }
  const lines = describeLineCount(countLines(content));
  const kind = isRule ? "rule file" : "file";
  const finalContent = formatFileContentBlock("final_file_content", inputPath, content, config.limits.readFileMaxBytes);

  if (previous !== undefined && previous.equals(Buffer.from(content, "utf8"))) {
    return toolSuccess(`${tool} left the ${kind} '${inputPath}' unchanged: it already had exactly this content (${lines}).\n\n${finalContent}`);
  }
  try {
    await writeFileAtomically(absolutePath, content);
  } catch (error) {
    return toolError(`${tool} could not write '${inputPath}': ${describeThrownError(error)}. The file was not changed.`);
  }
  const outcome =
    status.kind === "file"
      ? `${tool} overwrote the existing ${kind} '${inputPath}' (${lines}, was ${describeLineCount(countLines(previousText ?? ""))}).`
      : `${tool} created the ${kind} '${inputPath}' (${lines}).`;
  return toolSuccess([[outcome, ...notes].join(" "), finalContent, FURTHER_EDITS_NOTE].join("\n\n"));
}

/** replace_in_file: apply SEARCH/REPLACE blocks to an existing text file, all or nothing. */
async function replaceInFile(config: TaskConfig, block: ReplaceCall): Promise<ToolResponse> {
  const tool = block.name;
  const { path: inputPath, diff } = block.params;
  const absolutePath = resolveParamPath(config, block, "path", inputPath).absolutePath;
  const status = await inspectFilePath(absolutePath);
  if (status.kind === "missing") {
    const hint = await describeMissingFileHint(config, inputPath, absolutePath);
    return toolError(
      `${tool}: the file '${inputPath}' does not exist, so there is nothing to replace in.${hint} To create it, use write_to_file with its complete content.`,
    );
  }
  const refusal = refuseNonFile(tool, inputPath, status, "edit");
  if (refusal !== undefined) return refusal;

  let bytes: Buffer;
  try {
    bytes = await readFile(absolutePath);
  } catch (error) {
    return toolError(`${tool} could not read '${inputPath}': ${describeThrownError(error)}. The file was not changed.`);
  }
  const decoded = decodeEditableText(bytes);
  if (!decoded.ok) {
    return toolError(`${tool} cannot edit '${inputPath}': ${decoded.reason}. The file was not changed. Use write_to_file to replace its whole content if it must change.`);
  }
  const original = decoded.text;
  const maxShownBytes = config.limits.readFileMaxBytes;
  // The SEARCH/REPLACE engine loads with the first edit, not with the agent.
  const { applySearchReplace } = await import("../editing/search-replace/apply-search-replace.js");
  const outcome = applySearchReplace(original, diff);
  if (!outcome.ok) {
    return toolError(
      `${tool} did not change '${inputPath}': ${outcome.error}\n\n` +
        `The current content of '${inputPath}', to copy the SEARCH lines from:\n\n${formatFileContentBlock("file_content", inputPath, original, maxShownBytes)}`,
    );
  }
  if (outcome.content === original) {
    return toolSuccess(`${tool} left '${inputPath}' unchanged: the blocks matched, but the REPLACE sections equal what they matched.`);
  }
  try {
    await writeFileAtomically(absolutePath, outcome.content);
  } catch (error) {
    return toolError(`${tool} could not write '${inputPath}': ${describeThrownError(error)}. The file was not changed.`);
  }
  const count = outcome.blocks.length;
  const summary = `${tool} edited '${inputPath}': applied ${count === 1 ? "1 block" : `${count} blocks`}; the file now has ${describeLineCount(countLines(outcome.content))}.`;
  const report = [summary, ...describeAppliedBlocks(outcome.blocks)];
  if (hasLooseMatch(outcome.blocks)) report.push("Some blocks did not match exactly: check that the final content below is what you intended.");
  return toolSuccess(
    [report.join("\n"), formatFileContentBlock("final_file_content", inputPath, outcome.content, maxShownBytes), FURTHER_EDITS_NOTE].join("\n\n"),
  );
}

/** The error for a path that holds something other than a regular file (missing is fine to write). */
function refuseNonFile(tool: string, inputPath: string, status: FilePathStatus, action: "write" | "edit"): ToolResponse | undefined {
  switch (status.kind) {
    case "directory":
      return toolError(`${tool}: '${inputPath}' is a directory, so it cannot be ${action === "write" ? "written as a file" : "edited"}. Give the path of a file.`);
    case "special":
      return toolError(`${tool}: '${inputPath}' is ${status.what}, not a regular file, so it cannot be ${action === "write" ? "written" : "edited"}.`);
    case "inaccessible":
      return toolError(`${tool} could not ${action} '${inputPath}': ${status.reason}. The file was not changed.`);
    default:
      return undefined;
  }
}

/** Whether cleaning took away a fence line wrapped around the content (not just trailing blank lines). */
function removedEnclosingFence(sent: string, cleaned: string): boolean {
  const firstLine = sent.split("\n", 1)[0] ?? "";
  return /^`{3,}/.test(firstLine) && !cleaned.startsWith(firstLine);
}
