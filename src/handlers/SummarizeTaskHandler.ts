import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { formatFileContentBlock } from "../handler-support/file-content-block.js";
import { listRequiredFiles } from "../handler-support/list-required-files.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import { readRequiredFiles, type RequiredFilesReading } from "../handler-support/read-required-files.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Hands the task summary to the host and reads back the files it lists under "Required Files". */
export class SummarizeTaskHandler implements IToolHandler<ClineDefaultTool.SUMMARIZE_TASK> {
  readonly name = ClineDefaultTool.SUMMARIZE_TASK;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.SUMMARIZE_TASK>): Promise<ToolResponse> {
    const host = config.services.taskHost;
    if (host?.summarizeTask === undefined) {
      return missingServiceError(block.name, "taskHost", "continuing the task from a summary");
    }
    const { context } = block.params;
    try {
      await host.summarizeTask(context);
    } catch (error) {
      return toolError(`${block.name} failed: the host could not store the summary (${describeThrownError(error)}). Continue the task as it is.`);
    }
    const intro = "The task summary was saved; the conversation continues from it.";
    const paths = listRequiredFiles(context);
    if (paths.length === 0) return intro;
    return `${intro}\n\n${formatReading(await readRequiredFiles(config, paths), config.limits.readFileMaxBytes)}`;
  }

  getDescription(block: ToolUse<ClineDefaultTool.SUMMARIZE_TASK> | PartialToolUse<ClineDefaultTool.SUMMARIZE_TASK>): string {
    return describeToolCall(block.name);
  }
}

function formatReading(reading: RequiredFilesReading, limitBytes: number): string {
  const sections: string[] = [];
  if (reading.read.length > 0) {
    sections.push('The files listed under "Required Files", read again:');
    for (const file of reading.read) {
      const note = file.truncated ? `\n[Only the first ${limitBytes} bytes are shown; read the rest with read_file if you need it.]` : "";
      // The content is already cut to the limit, so the block shows it whole.
      sections.push(`${formatFileContentBlock("file_content", file.path, file.content, limitBytes)}${note}`);
    }
  }
  if (reading.skipped.length > 0) {
    sections.push(
      ['Not read back (use read_file if you still need them):', ...reading.skipped.map((file) => `- ${file.path}: ${file.reason}`)].join("\n"),
    );
  }
  return sections.join("\n\n");
}
