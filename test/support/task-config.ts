// Builds a real TaskConfig around a temporary workspace for handler tests, recording everything the
// handler says, asks and requests, with scripted answers.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultAutoApprovalSettings, type AutoApprovalSettings } from "../../src/contracts/approval-settings.js";
import type { ToolServices } from "../../src/contracts/services.js";
import type { ApprovalDecision, ApprovalRequest, AskResponse, TaskConfig, TaskMode, TaskStateView, ToolLimits } from "../../src/contracts/task-config.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { CommandPermissionController } from "../../src/permissions/CommandPermissionController.js";
import { WorkspacePaths } from "../../src/workspace/WorkspacePaths.js";

/** A temporary directory with helpers to fill it; `dispose()` removes it. */
export interface TemporaryWorkspace {
  readonly root: string;
  write(relativePath: string, content: string | Buffer): string;
  dispose(): void;
}

/** Creates an empty temporary workspace (its path has symlinks resolved). */
export function createTemporaryWorkspace(prefix = "toolspec-test-"): TemporaryWorkspace {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    root,
    write(relativePath, content) {
      const file = path.join(root, relativePath);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
      return file;
    },
    dispose() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** What a handler did through its callbacks during a test. */
export interface RecordedInteractions {
  readonly says: { type: string; text: string | undefined; partial?: true }[];
  readonly asks: { type: string; text: string | undefined }[];
  readonly approvals: ApprovalRequest[];
  readonly modeSwitches: TaskMode[];
}

/** Overrides for a test TaskConfig. */
export interface TestTaskConfigOptions {
  readonly mode?: TaskMode;
  readonly yolo?: boolean;
  readonly strictPlanMode?: boolean;
  readonly isSubagentRun?: boolean;
  readonly autoApproval?: AutoApprovalSettings;
  readonly doubleCheckCompletion?: boolean;
  readonly limits?: Partial<ToolLimits>;
  readonly taskState?: Partial<TaskStateView>;
  readonly services?: Partial<ToolServices>;
  /** Answers to `ask`, in order; when they run out the answer is "yes". */
  readonly askAnswers?: AskResponse[];
  /** The decision for every approval request (default: approved). */
  readonly approve?: (request: ApprovalRequest) => ApprovalDecision;
  /** Result of shouldAutoApproveTool, shouldAutoApproveToolWithPath and isClassAutoApproved (default: true). */
  readonly autoApprove?: boolean;
}

/** Default limits, small enough for tests to hit them with tiny files. */
export const testLimits: ToolLimits = {
  readFileMaxBytes: 256 * 1024,
  listFilesMaxEntries: 200,
  searchMaxResults: 300,
  commandTimeoutMs: 30_000,
  commandOutputMaxBytes: 64 * 1024,
};

/** A TaskConfig over `root` with real controllers and recording callbacks. */
export function createTestTaskConfig(root: string, options: TestTaskConfigOptions = {}): { config: TaskConfig; recorded: RecordedInteractions } {
  const recorded: RecordedInteractions = { says: [], asks: [], approvals: [], modeSwitches: [] };
  const answers = [...(options.askAnswers ?? [])];
  const workspace = new WorkspacePaths([root]);
  const config: TaskConfig = {
    taskId: "test-task",
    cwd: root,
    workspaceRoots: [root],
    workspace,
    mode: options.mode ?? "act",
    yolo: options.yolo ?? false,
    strictPlanMode: options.strictPlanMode ?? false,
    isSubagentRun: options.isSubagentRun ?? false,
    autoApproval: options.autoApproval ?? defaultAutoApprovalSettings,
    doubleCheckCompletion: options.doubleCheckCompletion ?? false,
    limits: { ...testLimits, ...options.limits },
    taskState: { previousToolName: undefined, consecutiveMistakes: 0, timesCalled: () => 0, ...options.taskState },
    services: {
      clineIgnoreController: new ClineIgnoreController(workspace),
      commandPermissionController: new CommandPermissionController(),
      commandRunner: {
        run: async () => {
          throw new Error("this test configured no command runner");
        },
      },
      ...options.services,
    },
    callbacks: {
      say: async (type, text, partial) => {
        recorded.says.push(partial ? { type, text, partial } : { type, text });
      },
      ask: async (type, text) => {
        recorded.asks.push({ type, text });
        return answers.shift() ?? { response: "yes" };
      },
      approve: async (request) => {
        recorded.approvals.push(request);
        return options.approve?.(request) ?? { approved: true };
      },
      shouldAutoApproveTool: () => options.autoApprove ?? true,
      shouldAutoApproveToolWithPath: () => options.autoApprove ?? true,
      isClassAutoApproved: () => options.autoApprove ?? true,
      switchMode: async (mode) => {
        recorded.modeSwitches.push(mode);
      },
    },
    coordinator: { has: () => false, getHandler: () => undefined },
  };
  return { config, recorded };
}
