import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { WebSearcher } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import type { WebSearchParams } from "../../src/generated/tool-params.js";
import { WebSearchToolHandler } from "../../src/handlers/WebSearchToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: WebSearchToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new WebSearchToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const searches: { query: string; options: { allowedDomains?: readonly string[]; blockedDomains?: readonly string[] } }[] = [];

/** A searcher that records its calls; the query "nothing" finds nothing and "outage" fails. */
const fakeSearcher: WebSearcher = {
  async search(query, options) {
    searches.push({ query, options });
    if (query === "outage") throw new Error("search backend unavailable");
    return query === "nothing" ? "" : `1. ${query} - https://vitest.dev/guide/migration`;
  },
};

function call(params: WebSearchParams) {
  return { type: "tool_use" as const, name: ClineDefaultTool.WEB_SEARCH, params };
}

const cases: {
  name: string;
  params: WebSearchParams;
  searcher?: WebSearcher | undefined;
  expected: { text: string; isError: boolean };
  options?: { allowedDomains?: readonly string[]; blockedDomains?: readonly string[] };
}[] = [
  { name: "searches without domain filters", params: { query: "vitest 4 migration" }, expected: { text: "1. vitest 4 migration - https://vitest.dev/guide/migration", isError: false }, options: {} },
  {
    name: "passes allowed domains",
    params: { query: "vitest 4 migration", allowed_domains: ["vitest.dev", " "] },
    expected: { text: "1. vitest 4 migration - https://vitest.dev/guide/migration", isError: false },
    options: { allowedDomains: ["vitest.dev"] },
  },
  {
    name: "passes blocked domains, ignoring an empty allowed list",
    params: { query: "vitest 4 migration", allowed_domains: [], blocked_domains: ["example.com"] },
    expected: { text: "1. vitest 4 migration - https://vitest.dev/guide/migration", isError: false },
    options: { blockedDomains: ["example.com"] },
  },
  {
    name: "both lists at once are refused",
    params: { query: "vitest", allowed_domains: ["vitest.dev"], blocked_domains: ["example.com"] },
    expected: {
      text: "web_search: give either 'allowed_domains' or 'blocked_domains', not both. Use allowed_domains to search only some sites, or blocked_domains to leave some out.",
      isError: true,
    },
  },
  { name: "no results are described", params: { query: "nothing" }, expected: { text: "The web search for 'nothing' found nothing. Try broader or different words.", isError: false }, options: {} },
  {
    name: "a search failure is a tool error",
    params: { query: "outage" },
    expected: { text: "web_search failed for 'outage': search backend unavailable. Try again later or with a different query.", isError: true },
    options: {},
  },
  {
    name: "no searcher is a missing-service error",
    params: { query: "vitest" },
    searcher: undefined,
    expected: {
      text:
        "The tool 'web_search' cannot run here: it needs the host service 'webSearch' (searching the web), and this agent was started without it. " +
        "Do not call this tool again in this task; continue with the other tools.",
      isError: true,
    },
  },
];

describe("WebSearchToolHandler", () => {
  it.each(cases)("$name", async (testCase) => {
    searches.length = 0;
    const searcher = "searcher" in testCase ? testCase.searcher : fakeSearcher;
    const { config } = createTestTaskConfig(workspace.root, { services: searcher === undefined ? {} : { webSearch: searcher } });
    expect(toToolResult(await handler.execute(config, call(testCase.params)))).toEqual(testCase.expected);
    expect(searches).toEqual(testCase.options === undefined ? [] : [{ query: testCase.params.query, options: testCase.options }]);
  });

  it("describes the call by its query", () => {
    expect(handler.getDescription(call({ query: "vitest 4 migration" }))).toBe("[web_search for 'vitest 4 migration']");
  });
});
