import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Fetches a web page through the host and returns the answer to the model's prompt about it. */
export class WebFetchToolHandler implements IToolHandler<ClineDefaultTool.WEB_FETCH> {
  readonly name = ClineDefaultTool.WEB_FETCH;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.WEB_FETCH>): Promise<ToolResponse> {
    const fetcher = config.services.fetcher;
    if (fetcher === undefined) {
      return missingServiceError(block.name, "fetcher", "fetching web pages");
    }
    const url = block.params.url.trim();
    const problem = findUrlProblem(url);
    if (problem !== undefined) {
      return toolError(`${block.name}: '${url}' ${problem}. Give the full address starting with http:// or https://, such as https://nodejs.org/api/fs.html.`);
    }
    let answer: string;
    try {
      answer = await fetcher.fetch(url, block.params.prompt);
    } catch (error) {
      return toolError(`${block.name} could not fetch '${url}': ${describeThrownError(error)}. Check the address, or find the information another way.`);
    }
    return answer.trim() === "" ? `The page '${url}' was fetched, but nothing in it answered the prompt.` : answer;
  }

  getDescription(block: ToolUse<ClineDefaultTool.WEB_FETCH> | PartialToolUse<ClineDefaultTool.WEB_FETCH>): string {
    return describeToolCall(block.name, block.params.url);
  }
}

function findUrlProblem(url: string): string | undefined {
  if (!URL.canParse(url)) return "is not a valid URL";
  const { protocol } = new URL(url);
  if (protocol !== "http:" && protocol !== "https:") return `uses '${protocol.slice(0, -1)}', but only http and https addresses can be fetched`;
  return undefined;
}
