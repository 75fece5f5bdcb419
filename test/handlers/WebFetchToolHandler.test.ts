import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { WebFetcher } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { WebFetchToolHandler } from "../../src/handlers/WebFetchToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: WebFetchToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new WebFetchToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const fetched: string[] = [];
const PROMPT = "Which options does fs.rm accept?";

/** A fetcher that answers from a fixed map and fails for any other address. */
const fakeFetcher: WebFetcher = {
  async fetch(url, prompt) {
    fetched.push(`${url} | ${prompt}`);
    if (url === "https://nodejs.org/api/fs.html") return "force, recursive, maxRetries, retryDelay";
    if (url === "https://example.com/blank") return "";
    throw new Error("HTTP 404");
  },
};

function call(url: string) {
  return { type: "tool_use" as const, name: ClineDefaultTool.WEB_FETCH, params: { url, prompt: PROMPT } };
}

const HINT = "Give the full address starting with http:// or https://, such as https://nodejs.org/api/fs.html.";

const cases: { name: string; url: string; fetcher?: WebFetcher; expected: { text: string; isError: boolean }; fetchedUrl?: string }[] = [
  { name: "returns the fetcher's answer", url: "https://nodejs.org/api/fs.html", expected: { text: "force, recursive, maxRetries, retryDelay", isError: false }, fetchedUrl: "https://nodejs.org/api/fs.html" },
  { name: "an empty answer is described", url: "https://example.com/blank", expected: { text: "The page 'https://example.com/blank' was fetched, but nothing in it answered the prompt.", isError: false }, fetchedUrl: "https://example.com/blank" },
  {
    name: "a fetch failure is a tool error",
    url: "http://example.com/missing",
    expected: { text: "web_fetch could not fetch 'http://example.com/missing': HTTP 404. Check the address, or find the information another way.", isError: true },
    fetchedUrl: "http://example.com/missing",
  },
  { name: "a file URL is refused", url: "file:///etc/passwd", expected: { text: `web_fetch: 'file:///etc/passwd' uses 'file', but only http and https addresses can be fetched. ${HINT}`, isError: true } },
  { name: "an ftp URL is refused", url: "ftp://example.com/a", expected: { text: `web_fetch: 'ftp://example.com/a' uses 'ftp', but only http and https addresses can be fetched. ${HINT}`, isError: true } },
  { name: "an address without a scheme is refused", url: "nodejs.org/api", expected: { text: `web_fetch: 'nodejs.org/api' is not a valid URL. ${HINT}`, isError: true } },
  {
    name: "no fetcher is a missing-service error",
    url: "https://nodejs.org/api/fs.html",
    fetcher: undefined,
    expected: {
      text:
        "The tool 'web_fetch' cannot run here: it needs the host service 'fetcher' (fetching web pages), and this agent was started without it. " +
        "Do not call this tool again in this task; continue with the other tools.",
      isError: true,
    },
  },
];

describe("WebFetchToolHandler", () => {
  it.each(cases)("$name", async (testCase) => {
    fetched.length = 0;
    const fetcher = "fetcher" in testCase ? testCase.fetcher : fakeFetcher;
    const { config } = createTestTaskConfig(workspace.root, { services: fetcher === undefined ? {} : { fetcher } });
    expect(toToolResult(await handler.execute(config, call(testCase.url)))).toEqual(testCase.expected);
    expect(fetched).toEqual(testCase.fetchedUrl === undefined ? [] : [`${testCase.fetchedUrl} | ${PROMPT}`]);
  });

  it("describes the call by its url", () => {
    expect(handler.getDescription(call("https://nodejs.org/api/fs.html"))).toBe("[web_fetch for 'https://nodejs.org/api/fs.html']");
  });
});
