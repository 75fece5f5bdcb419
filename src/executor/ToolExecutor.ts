import type { AutoApprove } from "../approval/AutoApprove.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { ToolMetadata } from "../contracts/tool-metadata.js";
import { isPartialBlockHandler, isPathDeclaringHandler, isPreflightHandler, type RegisteredToolHandler } from "../contracts/tool-handler.js";
import { toToolResult, type ToolResult } from "../contracts/tool-response.js";
import type { PartialToolUse, RawToolUse, ToolUse } from "../contracts/tool-use.js";
import type { ToolExecutorCoordinator } from "../coordinator/ToolExecutorCoordinator.js";
import { knownToolNames } from "../registry/tool-registry.js";
import { closestNames } from "../util/closest-names.js";
import { normalizeToolInput } from "../validation/normalize-tool-input.js";
import type { ToolValidator } from "../validation/ToolValidator.js";
import type { ResolvedWorkspacePath } from "../workspace/resolved-workspace-path.js";
import { approveCall } from "./approve-call.js";
import { checkCallPaths, type CallPath } from "./check-call-paths.js";
import * as messages from "./executor-messages.js";
import { LOOP_THRESHOLD, LoopDetector } from "./LoopDetector.js";
import { resolveToolCall, type ResolvedToolCall } from "./resolve-tool-call.js";
import type { TaskState } from "./TaskState.js";
import type { ToolCallOutcome, ToolExecutionResult } from "./tool-execution-result.js";

/** What the executor needs; createToolRuntime wires it. */
export interface ToolExecutorParts {
  readonly coordinator: ToolExecutorCoordinator;
  readonly validator: ToolValidator;
  readonly autoApprove: AutoApprove;
  readonly state: TaskState;
  /** The task's configuration; mode and taskState are refreshed for every call. */
  readonly config: Omit<TaskConfig, "mode" | "taskState">;
}

/**
 * Routes one tool call from the model to its handler, applying every policy tools.yaml declares:
 * name resolution, plan mode, schema validation, path checks, approval, loop detection. It never throws:
 * whatever goes wrong becomes a tool error the model can act on, and the workspace is left as it was.
 */
export class ToolExecutor {
  private readonly loopDetector = new LoopDetector();

  constructor(private readonly parts: ToolExecutorParts) {}

  /** Clears the per-turn rejection, for a new model message. */
  startTurn(): void {
    this.parts.state.rejectedInTurn = false;
  }

  /** Runs a call (or shows a partial one) and resolves to the result for the model. */
  async execute(block: RawToolUse): Promise<ToolExecutionResult> {
    let result: ToolExecutionResult;
    try {
      result = await this.run(block);
    } catch (error) {
      // `block` comes from the host as plain data; even a malformed one gets a tool error, not a rejection.
      const name = typeof block?.name === "string" ? block.name : "(unnamed tool)";
      result = this.finish(name, "error", messages.handlerFailedMessage(name, error));
    }
    if (result.outcome !== "partial") {
      try {
        this.parts.config.callbacks.onToolResult?.(result.toolName, result);
      } catch {
        // A failing observer must not turn a finished call into a failure.
      }
    }
    return result;
  }

  private async run(block: RawToolUse): Promise<ToolExecutionResult> {
    const { coordinator, state } = this.parts;
    const call = resolveToolCall(block, (name) => coordinator.isSubagentToolName(name));
    // A streamed chunk only updates the UI: what it would be refused for is reported once, on the complete call.
    if (block.partial) return this.showPartial(block, call);
    if (call === undefined) {
      const suggestions = closestNames(block.name, [...knownToolNames(), ...coordinator.subagentToolNames]);
      return this.mistake(block.name, messages.unknownToolMessage(block.name, suggestions));
    }
    const { tool, handlerName } = call;
    const handler = coordinator.getHandler(handlerName);

    if (state.rejectedInTurn) {
      return this.finish(handlerName, "skipped", messages.skippedAfterRejectionMessage(this.describe(handler, handlerName, block)));
    }
    if (this.blockedInPlanMode(tool)) {
      const message = messages.planModeBlockedMessage(handlerName);
      await this.parts.config.callbacks.say("error", message);
      return this.finish(handlerName, "error", message);
    }
    if (handler === undefined) return this.mistake(handlerName, messages.unservedToolMessage(handlerName));
    const config = this.configForCall();

    const params = normalizeToolInput(tool, call.params);
    const validation = this.parts.validator.validateParams(tool.name, params);
    if (!validation.ok) return this.mistake(handlerName, validation.error);
    const toolUse: ToolUse<string> = { type: "tool_use", name: handlerName, params, ...(block.id ? { id: block.id } : {}) };

    const repeats = this.loopDetector.record(tool, params);
    if (repeats >= LOOP_THRESHOLD) return this.mistake(handlerName, messages.loopMessage(handlerName, repeats));

    if (isPreflightHandler(handler)) {
      const refusal = await handler.preflight(config, toolUse);
      if (refusal !== undefined) return this.fromResponse(handlerName, toToolResult(refusal));
    }

    const declared = isPathDeclaringHandler(handler) ? handler.declaredPaths(toolUse) : [];
    const controller = config.services.clineIgnoreController;
    const paths = checkCallPaths(tool, params, declared, controller);
    if (!paths.ok) return this.finish(handlerName, "error", paths.message);
    // A controller working on another WorkspacePaths may resolve differently, so only its own workspace's answers are handed on.
    const checkedUse = controller.workspace === config.workspace ? withResolvedPaths(toolUse, paths.paths) : toolUse;

    const decision = await approveCall({ tool, handler, block: checkedUse, paths: paths.paths, config, autoApprove: this.parts.autoApprove });
    if (!decision.approved) {
      state.rejectedInTurn = true;
      return this.finish(handlerName, "denied", messages.deniedMessage(this.describe(handler, handlerName, checkedUse), decision.feedback));
    }

    state.recordCall(handlerName);
    const response = toToolResult(await handler.execute(config, checkedUse));
    const withFeedback = decision.feedback ? { ...response, text: `${response.text}\n\nThe user added when approving: ${decision.feedback}` } : response;
    return this.fromResponse(handlerName, withFeedback);
  }

  /** Passes a chunk of a call the model is still streaming to its handler's UI, when the call could run. */
  private async showPartial(block: RawToolUse, call: ResolvedToolCall | undefined): Promise<ToolExecutionResult> {
    const name = call?.handlerName ?? block.name;
    const handler = call === undefined ? undefined : this.parts.coordinator.getHandler(call.handlerName);
    if (call !== undefined && !this.parts.state.rejectedInTurn && !this.blockedInPlanMode(call.tool) && handler !== undefined && isPartialBlockHandler(handler)) {
      const partial: PartialToolUse<string> = { type: "tool_use", name, params: block.params, partial: true };
      const { callbacks } = this.parts.config;
      await handler.handlePartialBlock(partial, { say: (type, text, isPartial) => callbacks.say(type, text, isPartial) });
    }
    return this.finish(name, "partial", "");
  }

  private blockedInPlanMode(tool: ToolMetadata): boolean {
    return this.parts.state.mode === "plan" && this.parts.config.strictPlanMode && tool.planMode === "blocked";
  }

  private configForCall(): TaskConfig {
    const { config, state } = this.parts;
    return { ...config, mode: state.mode, taskState: state.snapshot() };
  }

  private describe(handler: RegisteredToolHandler | undefined, name: string, block: RawToolUse | ToolUse<string>): string {
    try {
      return handler?.getDescription(block as ToolUse<string>) ?? `[${name}]`;
    } catch {
      return `[${name}]`;
    }
  }

  private fromResponse(toolName: string, response: ToolResult): ToolExecutionResult {
    this.parts.state.consecutiveMistakes = response.isError ? this.parts.state.consecutiveMistakes + 1 : 0;
    return { ...response, outcome: response.isError ? "error" : "success", toolName };
  }

  private mistake(toolName: string, text: string): ToolExecutionResult {
    this.parts.state.consecutiveMistakes++;
    return this.finish(toolName, "error", text);
  }

  private finish(toolName: string, outcome: ToolCallOutcome, text: string): ToolExecutionResult {
    return { text, isError: outcome === "error" || outcome === "denied" || outcome === "skipped", outcome, toolName };
  }
}

/** The call with the resolution of every path param it was checked with, for the handler to reuse. */
function withResolvedPaths(toolUse: ToolUse<string>, paths: readonly CallPath[]): ToolUse<string> {
  const resolvedPaths: Record<string, ResolvedWorkspacePath> = {};
  let any = false;
  for (const { param, resolved } of paths) {
    // Paths the handler declared itself ("") belong to no param.
    if (param !== "") {
      resolvedPaths[param] = resolved;
      any = true;
    }
  }
  return any ? { ...toolUse, resolvedPaths } : toolUse;
}
