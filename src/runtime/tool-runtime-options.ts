import type { AutoApprovalActions } from "../contracts/approval-settings.js";
import type { ToolServices } from "../contracts/services.js";
import type { ApprovalDecision, ApprovalRequest, AskResponse, TaskMode, ToolLimits } from "../contracts/task-config.js";

/** Everything a host can configure; only `cwd` is required. */
export interface ToolRuntimeOptions {
  /** The primary workspace root. */
  readonly cwd: string;
  /** More workspace roots; paths inside any of them count as local. */
  readonly additionalRoots?: readonly string[];
  readonly mode?: TaskMode;
  /** Refuse tools tools.yaml marks `planMode: blocked` while in plan mode (default true). */
  readonly strictPlanMode?: boolean;
  /** Auto-approval settings; unspecified actions take safe defaults (read and safe commands inside the workspace, MCP). */
  readonly autoApproval?: { readonly autoApproveAll?: boolean; readonly actions?: Partial<AutoApprovalActions> };
  /** YOLO mode: everything but the `user` approval class runs without asking. */
  readonly yolo?: boolean;
  /** Decides calls that need approval; without it, such calls are denied. A boolean means approved or not. */
  readonly approve?: (request: ApprovalRequest) => Promise<boolean | ApprovalDecision> | boolean | ApprovalDecision;
  /** Answers questions to the user; without it, every question is answered "no". */
  readonly ask?: (type: string, text: string | undefined) => Promise<AskResponse | string> | AskResponse | string;
  /** Shows messages to the user. */
  readonly say?: (type: string, text: string | undefined, partial: boolean) => void | Promise<void>;
  /** Receives each result as the executor returns it. */
  readonly onToolResult?: (toolName: string, result: { readonly text: string; readonly isError: boolean }) => void;
  /** Host services; the controllers and the command runner have defaults. */
  readonly services?: Partial<ToolServices>;
  readonly limits?: Partial<ToolLimits>;
  /** Identifies the task in the config handlers see; one is made up when left out. */
  readonly taskId?: string;
  readonly isSubagentRun?: boolean;
  readonly doubleCheckCompletion?: boolean;
  /** `use_subagent_<agent>` tool names the host offers. */
  readonly subagentToolNames?: readonly string[];
}

/** Limits of the built-in handlers when the host sets none. */
export const defaultToolLimits: ToolLimits = {
  readFileMaxBytes: 256 * 1024,
  listFilesMaxEntries: 500,
  searchMaxResults: 300,
  commandTimeoutMs: 10 * 60 * 1000,
  commandOutputMaxBytes: 128 * 1024,
};
