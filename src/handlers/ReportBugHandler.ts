import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Files a bug report about the agent through the host; the user already reviewed it (approval class `user`). */
export class ReportBugHandler implements IToolHandler<ClineDefaultTool.REPORT_BUG> {
  readonly name = ClineDefaultTool.REPORT_BUG;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.REPORT_BUG>): Promise<ToolResponse> {
    const host = config.services.taskHost;
    if (host?.reportBug === undefined) {
      return missingServiceError(block.name, "taskHost", "filing bug reports about the agent");
    }
    const { title, what_happened, steps_to_reproduce, api_request_output, additional_context } = block.params;
    let answer: string;
    try {
      answer = await host.reportBug({ title, what_happened, steps_to_reproduce, api_request_output, additional_context });
    } catch (error) {
      return toolError(`${block.name} failed: the host could not file the bug report (${describeThrownError(error)}). Tell the user so they can report it themselves.`);
    }
    const detail = answer.trim();
    return detail === "" ? `The bug report '${title}' was filed.` : `The bug report '${title}' was filed: ${detail}`;
  }

  getDescription(block: ToolUse<ClineDefaultTool.REPORT_BUG> | PartialToolUse<ClineDefaultTool.REPORT_BUG>): string {
    return describeToolCall(block.name, block.params.title);
  }
}
