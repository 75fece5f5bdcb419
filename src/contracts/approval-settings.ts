/** Per-setting auto-approval switches, the same keys as the agent this project generalises. */
export interface AutoApprovalActions {
  readonly readFiles: boolean;
  readonly readFilesExternally: boolean;
  readonly editFiles: boolean;
  readonly editFilesExternally: boolean;
  readonly executeSafeCommands: boolean;
  readonly executeAllCommands: boolean;
  readonly useBrowser: boolean;
  readonly useMcp: boolean;
}

/** The user's auto-approval preferences for a task. */
export interface AutoApprovalSettings {
  /** Auto-approve every tool except the `user` class, as if each setting were on. */
  readonly autoApproveAll: boolean;
  readonly actions: AutoApprovalActions;
}

/** Safe defaults: reading inside the workspace, safe commands and MCP are approved; the rest asks. */
export const defaultAutoApprovalSettings: AutoApprovalSettings = {
  autoApproveAll: false,
  actions: {
    readFiles: true,
    readFilesExternally: false,
    editFiles: false,
    editFilesExternally: false,
    executeSafeCommands: true,
    executeAllCommands: false,
    useBrowser: false,
    useMcp: true,
  },
};

/** How far a call reaches, for approval: inside the workspace (or a safe command), or beyond. */
export type ApprovalScope = "local" | "external";
