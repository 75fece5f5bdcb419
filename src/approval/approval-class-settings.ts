import type { AutoApprovalActions } from "../contracts/approval-settings.js";
import type { ApprovalClass } from "../contracts/tool-metadata.js";

/**
 * Which settings govern each approval class. Pairs are [local, external]: the second setting applies
 * to calls outside the workspace (or, for commands, calls the model marked as needing approval) and only
 * together with the first. Single settings apply to every call of the class.
 */
export const approvalClassSettings: Readonly<Record<ApprovalClass, readonly (keyof AutoApprovalActions)[] | "always" | "never">> = {
  read: ["readFiles", "readFilesExternally"],
  edit: ["editFiles", "editFilesExternally"],
  command: ["executeSafeCommands", "executeAllCommands"],
  browser: ["useBrowser"],
  web: ["useBrowser"],
  mcp: ["useMcp"],
  user: "never",
  none: "always",
};
