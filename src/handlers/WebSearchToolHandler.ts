import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Searches the web through the host, optionally limited to or excluding some domains. */
export class WebSearchToolHandler implements IToolHandler<ClineDefaultTool.WEB_SEARCH> {
  readonly name = ClineDefaultTool.WEB_SEARCH;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.WEB_SEARCH>): Promise<ToolResponse> {
    const searcher = config.services.webSearch;
    if (searcher === undefined) {
      return missingServiceError(block.name, "webSearch", "searching the web");
    }
    const { query } = block.params;
    const allowedDomains = nonEmptyDomains(block.params.allowed_domains);
    const blockedDomains = nonEmptyDomains(block.params.blocked_domains);
    if (allowedDomains !== undefined && blockedDomains !== undefined) {
      return toolError(
        `${block.name}: give either 'allowed_domains' or 'blocked_domains', not both. ` +
          "Use allowed_domains to search only some sites, or blocked_domains to leave some out.",
      );
    }
    let results: string;
    try {
      results = await searcher.search(query, {
        ...(allowedDomains === undefined ? {} : { allowedDomains }),
        ...(blockedDomains === undefined ? {} : { blockedDomains }),
      });
    } catch (error) {
      return toolError(`${block.name} failed for '${query}': ${describeThrownError(error)}. Try again later or with a different query.`);
    }
    return results.trim() === "" ? `The web search for '${query}' found nothing. Try broader or different words.` : results;
  }

  getDescription(block: ToolUse<ClineDefaultTool.WEB_SEARCH> | PartialToolUse<ClineDefaultTool.WEB_SEARCH>): string {
    return describeToolCall(block.name, block.params.query);
  }
}

/** The domains with blanks removed; undefined when none is left, so an empty list counts as not given. */
function nonEmptyDomains(domains: readonly string[] | undefined): readonly string[] | undefined {
  const kept = (domains ?? []).map((domain) => domain.trim()).filter((domain) => domain !== "");
  return kept.length === 0 ? undefined : kept;
}
