import type { ApprovalScope, AutoApprovalSettings } from "./approval-settings.js";
import type { ApprovalClass } from "./tool-metadata.js";
import type { ToolServices } from "./services.js";
import type { WorkspacePaths } from "../workspace/WorkspacePaths.js";
import type { IToolHandler } from "./tool-handler.js";

/** The agent's current mode. */
export type TaskMode = "plan" | "act";

/** What the user answered to an ask. */
export interface AskResponse {
  /** "yes"/"no" for buttons, "message" when the user typed a reply. */
  readonly response: "yes" | "no" | "message";
  readonly text?: string;
  readonly images?: readonly string[];
}

/** A decision on an approval request. */
export interface ApprovalDecision {
  readonly approved: boolean;
  /** Text the user added; passed to the model with the result. */
  readonly feedback?: string;
}

/** What the executor asks the user to approve. */
export interface ApprovalRequest {
  readonly toolName: string;
  readonly approvalClass: string;
  readonly description: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** The call's path params, resolved, and whether each lies inside the workspace. */
  readonly paths: readonly { readonly param: string; readonly path: string; readonly local: boolean }[];
}

/** Read-only view of the task's progress that handlers may consult. */
export interface TaskStateView {
  /** The tool that ran before the current one, if any. */
  readonly previousToolName: string | undefined;
  readonly consecutiveMistakes: number;
  /** How many calls of this tool ran (reached its handler) before the current one. */
  timesCalled(toolName: string): number;
}

/** Host callbacks. Handlers talk to the user only through these. */
export interface TaskCallbacks {
  /** Shows a message to the user; `partial` marks a message that is still streaming. */
  say(type: string, text?: string, partial?: boolean): Promise<void>;
  /** Asks the user something and waits for the answer. */
  ask(type: string, text?: string): Promise<AskResponse>;
  /** Asks the user to approve a tool call. */
  approve(request: ApprovalRequest): Promise<ApprovalDecision>;
  /** The auto-approval setting(s) for a tool: one flag, or the [local, external] pair. */
  shouldAutoApproveTool(toolName: string): boolean | readonly [boolean, boolean];
  /** Whether a call of this tool on this path (undefined: no path, counts as external) is auto-approved. */
  shouldAutoApproveToolWithPath(toolName: string, path: string | undefined): boolean;
  /** Whether work of this approval class reaching these scopes (none: external) is auto-approved. */
  isClassAutoApproved(approval: ApprovalClass, scopes: readonly ApprovalScope[]): boolean;
  /** Switches the task between plan and act mode. */
  switchMode(mode: TaskMode): Promise<void>;
  /** Receives every result the executor returns, as it returns it. */
  onToolResult?(toolName: string, result: { readonly text: string; readonly isError: boolean }): void;
}

/** Lookup into the registered handlers, for handlers that delegate. */
export interface HandlerLookup {
  has(toolName: string): boolean;
  getHandler(toolName: string): IToolHandler<string> | undefined;
}

/** Limits the built-in handlers honour. */
export interface ToolLimits {
  readonly readFileMaxBytes: number;
  readonly listFilesMaxEntries: number;
  readonly searchMaxResults: number;
  readonly commandTimeoutMs: number;
  readonly commandOutputMaxBytes: number;
}

/** Everything a handler may read about the task. Handlers never mutate it. */
export interface TaskConfig {
  readonly taskId: string;
  /** The primary workspace root (absolute). */
  readonly cwd: string;
  /** Every workspace root (absolute), the primary first. */
  readonly workspaceRoots: readonly string[];
  /** Resolves paths the model wrote against the workspace roots (real paths cached per task). */
  readonly workspace: WorkspacePaths;
  readonly mode: TaskMode;
  readonly yolo: boolean;
  readonly strictPlanMode: boolean;
  readonly isSubagentRun: boolean;
  readonly autoApproval: AutoApprovalSettings;
  /** Reject the first attempt_completion so the model double-checks its work. */
  readonly doubleCheckCompletion: boolean;
  readonly limits: ToolLimits;
  readonly taskState: TaskStateView;
  readonly services: ToolServices;
  readonly callbacks: TaskCallbacks;
  readonly coordinator: HandlerLookup;
}
