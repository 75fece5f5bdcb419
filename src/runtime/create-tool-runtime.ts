import path from "node:path";
import { AutoApprove } from "../approval/AutoApprove.js";
import { defaultAutoApprovalSettings, type AutoApprovalSettings } from "../contracts/approval-settings.js";
import type { ToolServices } from "../contracts/services.js";
import type { AskResponse, TaskCallbacks, TaskConfig, TaskMode } from "../contracts/task-config.js";
import type { RawToolUse } from "../contracts/tool-use.js";
import { ToolExecutorCoordinator } from "../coordinator/ToolExecutorCoordinator.js";
import { ToolExecutor } from "../executor/ToolExecutor.js";
import { TaskState } from "../executor/TaskState.js";
import type { ToolExecutionResult } from "../executor/tool-execution-result.js";
import { toolUseNames } from "../generated/tool-names.js";
import { ClineIgnoreController } from "../permissions/ClineIgnoreController.js";
import { CommandPermissionController } from "../permissions/CommandPermissionController.js";
import { LocalCommandRunner } from "../services/LocalCommandRunner.js";
import { ToolValidator } from "../validation/ToolValidator.js";
import { WorkspacePaths } from "../workspace/WorkspacePaths.js";
import { defaultToolLimits, type ToolRuntimeOptions } from "./tool-runtime-options.js";

/** A wired runtime for one task. */
export interface ToolRuntime {
  /** Runs a tool call from the model (or shows a partial one); never rejects. */
  execute(block: RawToolUse): Promise<ToolExecutionResult>;
  /** Call at each new model message: clears the "user rejected a tool" state of the previous one. */
  startTurn(): void;
  /** The current mode. */
  readonly mode: TaskMode;
  setMode(mode: TaskMode): void;
  /** Replaces the `use_subagent_<agent>` tool names the host offers. */
  setSubagentToolNames(names: readonly string[]): void;
  readonly coordinator: ToolExecutorCoordinator;
  readonly executor: ToolExecutor;
  readonly autoApprove: AutoApprove;
  readonly validator: ToolValidator;
  readonly config: Omit<TaskConfig, "mode" | "taskState">;
}

function toAskResponse(answer: AskResponse | string): AskResponse {
  return typeof answer === "string" ? { response: "message", text: answer } : answer;
}

let taskCount = 0;

/**
 * A task id for hosts that do not pass their own: unique within the process and unlikely to repeat across
 * processes. Not `crypto.randomUUID()`, whose first call loads Node's crypto and stream modules at start-up.
 */
function newTaskId(): string {
  taskCount += 1;
  return `task-${Date.now().toString(36)}-${taskCount}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Wires coordinator, validator, approval and executor for one task, with every declared tool's handler
 * registered from the generated map. Defaults are safe: calls that need approval are denied unless an
 * `approve` callback says yes, and plan mode refuses the tools tools.yaml blocks there.
 */
export function createToolRuntime(options: ToolRuntimeOptions): ToolRuntime {
  const cwd = path.resolve(options.cwd);
  const roots = [cwd, ...(options.additionalRoots ?? []).map((root) => path.resolve(root))];
  const workspace = new WorkspacePaths(roots);
  const state = new TaskState(options.mode ?? "act");
  const settings: AutoApprovalSettings = {
    autoApproveAll: options.autoApproval?.autoApproveAll ?? defaultAutoApprovalSettings.autoApproveAll,
    actions: { ...defaultAutoApprovalSettings.actions, ...options.autoApproval?.actions },
  };
  const yolo = options.yolo ?? false;
  const autoApprove = new AutoApprove(settings, yolo, workspace);
  const services: ToolServices = {
    ...options.services,
    clineIgnoreController: options.services?.clineIgnoreController ?? new ClineIgnoreController(workspace),
    commandPermissionController: options.services?.commandPermissionController ?? CommandPermissionController.fromEnv(),
    commandRunner: options.services?.commandRunner ?? new LocalCommandRunner(),
  };
  const callbacks: TaskCallbacks = {
    say: async (type, text, partial) => {
      await options.say?.(type, text, partial ?? false);
    },
    ask: async (type, text) => (options.ask ? toAskResponse(await options.ask(type, text)) : { response: "no" }),
    approve: async (request) => {
      if (options.approve === undefined) return { approved: false, feedback: "No one is available to approve tool calls in this session." };
      const decision = await options.approve(request);
      return typeof decision === "boolean" ? { approved: decision } : decision;
    },
    shouldAutoApproveTool: (toolName) => autoApprove.shouldAutoApproveTool(toolName),
    shouldAutoApproveToolWithPath: (toolName, candidate) => autoApprove.shouldAutoApproveToolWithPath(toolName, candidate),
    isClassAutoApproved: (approval, scopes) => autoApprove.isClassAutoApproved(approval, scopes),
    switchMode: async (mode) => {
      state.mode = mode;
    },
    ...(options.onToolResult ? { onToolResult: options.onToolResult } : {}),
  };
  const coordinator = new ToolExecutorCoordinator();
  const validator = new ToolValidator(services.clineIgnoreController);
  for (const tool of toolUseNames) coordinator.registerByName(tool, validator);
  coordinator.setSubagentToolNames(options.subagentToolNames ?? []);
  const config: Omit<TaskConfig, "mode" | "taskState"> = {
    taskId: options.taskId ?? newTaskId(),
    cwd,
    workspaceRoots: roots,
    workspace,
    yolo,
    strictPlanMode: options.strictPlanMode ?? true,
    isSubagentRun: options.isSubagentRun ?? false,
    autoApproval: settings,
    doubleCheckCompletion: options.doubleCheckCompletion ?? false,
    limits: { ...defaultToolLimits, ...options.limits },
    services,
    callbacks,
    coordinator,
  };
  const executor = new ToolExecutor({ coordinator, validator, autoApprove, state, config });
  return {
    execute: (block) => executor.execute(block),
    startTurn: () => executor.startTurn(),
    get mode() {
      return state.mode;
    },
    setMode: (mode) => {
      state.mode = mode;
    },
    setSubagentToolNames: (names) => coordinator.setSubagentToolNames(names),
    coordinator,
    executor,
    autoApprove,
    validator,
    config,
  };
}
