import type { ApprovalScope, AutoApprovalSettings } from "../contracts/approval-settings.js";
import type { ApprovalClass } from "../contracts/tool-metadata.js";
import { getToolMetadata } from "../registry/tool-registry.js";
import type { WorkspacePaths } from "../workspace/WorkspacePaths.js";
import { approvalClassSettings } from "./approval-class-settings.js";

/**
 * Decides whether a tool call runs without asking, from the tool's approval class in tools.yaml and the
 * user's settings; no tool is named here. Precedence: the `user` class always asks (YOLO included), the
 * `none` class never does, then YOLO, then auto-approve-all, then the class's own settings.
 */
export class AutoApprove {
  constructor(
    private readonly settings: AutoApprovalSettings,
    private readonly yolo: boolean,
    private readonly workspace: WorkspacePaths,
  ) {}

  /** The setting(s) for a tool: one flag, or the [local, external] pair for read, edit and command tools. */
  shouldAutoApproveTool(toolName: string): boolean | readonly [boolean, boolean] {
    const approval = getToolMetadata(toolName)?.approval;
    return approval === undefined ? false : this.settingsForClass(approval);
  }

  /** Whether a call of this tool on this path runs without asking; no path counts as external. */
  shouldAutoApproveToolWithPath(toolName: string, path: string | undefined): boolean {
    const scope: ApprovalScope = path !== undefined && this.workspace.resolve(path).insideWorkspace ? "local" : "external";
    return this.isAutoApproved(toolName, [scope]);
  }

  /** Whether a call reaching these scopes runs without asking; every scope must be approved. No scope counts as external. */
  isAutoApproved(toolName: string, scopes: readonly ApprovalScope[]): boolean {
    const approval = getToolMetadata(toolName)?.approval;
    return approval !== undefined && this.isClassAutoApproved(approval, scopes);
  }

  /**
   * The same decision for work of an approval class that is not a call of its own, such as a file a handler
   * reads for the model or attempt_completion's demonstration command.
   */
  isClassAutoApproved(approval: ApprovalClass, scopes: readonly ApprovalScope[]): boolean {
    const setting = this.settingsForClass(approval);
    if (typeof setting === "boolean") return setting;
    const [local, external] = setting;
    const reach = scopes.length === 0 ? ["external"] : scopes;
    return reach.every((scope) => (scope === "local" ? local : local && external));
  }

  private settingsForClass(approval: ApprovalClass): boolean | readonly [boolean, boolean] {
    const settings = approvalClassSettings[approval];
    if (settings === "never") return false;
    if (settings === "always") return true;
    const everything = this.yolo || this.settings.autoApproveAll;
    if (settings.length === 2) {
      return everything ? [true, true] : [this.settings.actions[settings[0]!], this.settings.actions[settings[1]!]];
    }
    return everything || this.settings.actions[settings[0]!];
  }
}
