import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import type { BrowserActionOutcome, BrowserActionRequest } from "../contracts/services.js";
import { toolError, toolSuccess, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import type { BrowserActionParams } from "../generated/tool-params.js";
import { defaultBrowserViewport, parseBrowserCoordinate } from "../handler-support/browser-coordinate.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Drives the host's browser one action at a time and returns its console output and a screenshot. */
export class BrowserToolHandler implements IToolHandler<ClineDefaultTool.BROWSER> {
  readonly name = ClineDefaultTool.BROWSER;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.BROWSER>): Promise<ToolResponse> {
    const session = config.services.browserSession;
    if (session === undefined) {
      return missingServiceError(block.name, "browserSession", "a browser the agent can drive");
    }
    const request = buildRequest(block.params);
    if (typeof request === "string") {
      return toolError(`${block.name} '${block.params.action}': ${request}.`);
    }
    let outcome: BrowserActionOutcome;
    try {
      outcome = await session.perform(request);
    } catch (error) {
      const next = request.action === "close" ? "The browser may already be closed; continue with other tools." : "Try again, or close the browser and relaunch it.";
      return toolError(`${block.name} '${request.action}' failed: ${describeThrownError(error)}. ${next}`);
    }
    const screenshots = outcome.screenshot === undefined || outcome.screenshot === "" ? undefined : [outcome.screenshot];
    return toolSuccess(formatOutcome(request, outcome, screenshots !== undefined), screenshots);
  }

  getDescription(block: ToolUse<ClineDefaultTool.BROWSER> | PartialToolUse<ClineDefaultTool.BROWSER>): string {
    const { action, url, coordinate, text } = block.params;
    const detail = action === "launch" ? url : action === "click" ? coordinate : action === "type" ? text : undefined;
    return describeToolCall(block.name, action === undefined ? undefined : detail === undefined ? action : `${action} ${detail}`);
  }
}

/** The request for the session, holding only what the action uses, or why the params cannot make one. */
function buildRequest(params: BrowserActionParams): BrowserActionRequest | string {
  const { action, url, coordinate, text } = params;
  switch (action) {
    case "launch": {
      const address = url?.trim() ?? "";
      if (address === "") return "launch needs 'url', the address to open (such as http://localhost:3000 or file:///path/index.html)";
      if (!URL.canParse(address)) return `'${address}' is not a valid URL; write it in full, such as http://localhost:3000`;
      return { action, url: address };
    }
    case "click": {
      if (coordinate === undefined || coordinate.trim() === "") {
        return `click needs 'coordinate', the point to click as x,y inside the ${defaultBrowserViewport.width}x${defaultBrowserViewport.height} window`;
      }
      const point = parseBrowserCoordinate(coordinate, defaultBrowserViewport);
      if (typeof point === "string") return `'coordinate' ${point}. Click at the centre of an element you see in the latest screenshot`;
      return { action, coordinate: point };
    }
    case "type":
      if (text === undefined || text === "") return "type needs 'text', the text to type";
      return { action, text };
    case "scroll_down":
    case "scroll_up":
    case "close":
      return { action };
  }
}

function formatOutcome(request: BrowserActionRequest, outcome: BrowserActionOutcome, hasScreenshot: boolean): string {
  const logs = outcome.logs.trim();
  const lines = [
    request.action === "close" ? "The browser was closed. You may use other tools again." : `The browser action '${describeAction(request)}' was performed.`,
  ];
  if (outcome.currentUrl !== undefined && outcome.currentUrl !== "") lines.push(`Current URL: ${outcome.currentUrl}`);
  lines.push(logs === "" ? "Console output: (none)" : `Console output:\n${logs}`);
  if (request.action !== "close") {
    lines.push(hasScreenshot ? "A screenshot of the page after the action is attached." : "No screenshot was taken.");
  }
  return lines.join("\n");
}

function describeAction(request: BrowserActionRequest): string {
  if (request.url !== undefined) return `launch ${request.url}`;
  if (request.coordinate !== undefined) return `click at ${request.coordinate.x},${request.coordinate.y}`;
  if (request.text !== undefined) return `type "${request.text}"`;
  return request.action;
}
