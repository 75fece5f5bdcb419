import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BrowserActionOutcome, BrowserActionRequest, BrowserSession } from "../../src/contracts/services.js";
import { toToolResult, type ToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import type { BrowserActionParams } from "../../src/generated/tool-params.js";
import { BrowserToolHandler } from "../../src/handlers/BrowserToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: BrowserToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new BrowserToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

const SCREENSHOT = "data:image/webp;base64,UklGRg==";
const performed: BrowserActionRequest[] = [];

/** A session that records requests and answers with `outcome` (or throws `failure`). */
function fakeSession(outcome: BrowserActionOutcome = { logs: "", screenshot: SCREENSHOT, currentUrl: "http://localhost:3000/" }, failure?: Error): BrowserSession {
  return {
    async perform(request) {
      performed.push(request);
      if (failure !== undefined) throw failure;
      return outcome;
    },
  };
}

function call(params: BrowserActionParams) {
  return { type: "tool_use" as const, name: ClineDefaultTool.BROWSER, params };
}

interface BrowserCase {
  name: string;
  params: BrowserActionParams;
  session?: BrowserSession;
  expected: ToolResult;
  request?: BrowserActionRequest;
}

const cases: BrowserCase[] = [
  {
    name: "launch opens the url and returns logs, address and screenshot",
    params: { action: "launch", url: " http://localhost:3000 " },
    session: fakeSession({ logs: "[info] ready\n", screenshot: SCREENSHOT, currentUrl: "http://localhost:3000/" }),
    expected: {
      text:
        "The browser action 'launch http://localhost:3000' was performed.\nCurrent URL: http://localhost:3000/\nConsole output:\n[info] ready\n" +
        "A screenshot of the page after the action is attached.",
      isError: false,
      images: [SCREENSHOT],
    },
    request: { action: "launch", url: "http://localhost:3000" },
  },
  {
    name: "click parses the coordinate and passes only it",
    params: { action: "click", coordinate: "450, 300", url: "ignored", text: "ignored" },
    expected: {
      text:
        "The browser action 'click at 450,300' was performed.\nCurrent URL: http://localhost:3000/\nConsole output: (none)\nA screenshot of the page after the action is attached.",
      isError: false,
      images: [SCREENSHOT],
    },
    request: { action: "click", coordinate: { x: 450, y: 300 } },
  },
  {
    name: "click accepts the corners of the 900x600 window",
    params: { action: "click", coordinate: "(899,599)" },
    session: fakeSession({ logs: "" }),
    expected: { text: "The browser action 'click at 899,599' was performed.\nConsole output: (none)\nNo screenshot was taken.", isError: false },
    request: { action: "click", coordinate: { x: 899, y: 599 } },
  },
  {
    name: "type sends the text",
    params: { action: "type", text: "Hello, world!" },
    expected: {
      text:
        'The browser action \'type "Hello, world!"\' was performed.\nCurrent URL: http://localhost:3000/\nConsole output: (none)\nA screenshot of the page after the action is attached.',
      isError: false,
      images: [SCREENSHOT],
    },
    request: { action: "type", text: "Hello, world!" },
  },
  {
    name: "scroll_down needs nothing else",
    params: { action: "scroll_down" },
    session: fakeSession({ logs: "scrolled", currentUrl: "http://localhost:3000/#end" }),
    expected: { text: "The browser action 'scroll_down' was performed.\nCurrent URL: http://localhost:3000/#end\nConsole output:\nscrolled\nNo screenshot was taken.", isError: false },
    request: { action: "scroll_down" },
  },
  {
    name: "close is performed through the session too",
    params: { action: "close" },
    session: fakeSession({ logs: "" }),
    expected: { text: "The browser was closed. You may use other tools again.\nConsole output: (none)", isError: false },
    request: { action: "close" },
  },
  {
    name: "launch without a url is refused",
    params: { action: "launch" },
    expected: { text: "browser_action 'launch': launch needs 'url', the address to open (such as http://localhost:3000 or file:///path/index.html).", isError: true },
  },
  {
    name: "launch with an unparsable url is refused",
    params: { action: "launch", url: "not a url" },
    expected: { text: "browser_action 'launch': 'not a url' is not a valid URL; write it in full, such as http://localhost:3000.", isError: true },
  },
  {
    name: "click without a coordinate is refused",
    params: { action: "click" },
    expected: { text: "browser_action 'click': click needs 'coordinate', the point to click as x,y inside the 900x600 window.", isError: true },
  },
  {
    name: "a coordinate that is not x,y is refused",
    params: { action: "click", coordinate: "450x300" },
    expected: {
      text:
        "browser_action 'click': 'coordinate' '450x300' is not of the form x,y with two whole numbers of pixels, such as 450,300. " +
        "Click at the centre of an element you see in the latest screenshot.",
      isError: true,
    },
  },
  {
    name: "a fractional coordinate is refused",
    params: { action: "click", coordinate: "450.5,300" },
    expected: {
      text:
        "browser_action 'click': 'coordinate' '450.5,300' is not of the form x,y with two whole numbers of pixels, such as 450,300. " +
        "Click at the centre of an element you see in the latest screenshot.",
      isError: true,
    },
  },
  {
    name: "a coordinate outside the viewport is refused",
    params: { action: "click", coordinate: "900,10" },
    expected: {
      text:
        "browser_action 'click': 'coordinate' 900,10 lies outside the 900x600 window (x must be 0 to 899, y 0 to 599). " +
        "Click at the centre of an element you see in the latest screenshot.",
      isError: true,
    },
  },
  {
    name: "a negative coordinate is refused",
    params: { action: "click", coordinate: "10,-1" },
    expected: {
      text:
        "browser_action 'click': 'coordinate' 10,-1 lies outside the 900x600 window (x must be 0 to 899, y 0 to 599). " +
        "Click at the centre of an element you see in the latest screenshot.",
      isError: true,
    },
  },
  { name: "type without text is refused", params: { action: "type" }, expected: { text: "browser_action 'type': type needs 'text', the text to type.", isError: true } },
  {
    name: "a session failure is a tool error",
    params: { action: "scroll_up" },
    session: fakeSession(undefined, new Error("page crashed")),
    expected: { text: "browser_action 'scroll_up' failed: page crashed. Try again, or close the browser and relaunch it.", isError: true },
    request: { action: "scroll_up" },
  },
];

describe("BrowserToolHandler", () => {
  it.each(cases)("$name", async ({ params, session, expected, request }) => {
    performed.length = 0;
    const { config } = createTestTaskConfig(workspace.root, { services: { browserSession: session ?? fakeSession() } });
    expect(toToolResult(await handler.execute(config, call(params)))).toEqual(expected);
    expect(performed).toEqual(request === undefined ? [] : [request]);
  });

  it("without a browser session it is a missing-service error", async () => {
    const { config } = createTestTaskConfig(workspace.root);
    expect(toToolResult(await handler.execute(config, call({ action: "launch", url: "http://localhost:3000" })))).toEqual({
      text:
        "The tool 'browser_action' cannot run here: it needs the host service 'browserSession' (a browser the agent can drive), and this agent was started without it. " +
        "Do not call this tool again in this task; continue with the other tools.",
      isError: true,
    });
  });

  it.each([
    { params: { action: "launch", url: "http://localhost:3000" } as const, expected: "[browser_action for 'launch http://localhost:3000']" },
    { params: { action: "scroll_down" } as const, expected: "[browser_action for 'scroll_down']" },
  ])("describes $params.action calls", ({ params, expected }) => {
    expect(handler.getDescription(call(params))).toBe(expected);
  });
});
