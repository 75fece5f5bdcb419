import type { TaskConfig } from "../contracts/task-config.js";
import { formatCommandPermissionDenial } from "../permissions/format-command-permission-denial.js";
import { findIgnoredCommandFile } from "./find-ignored-command-file.js";

/** Why a command may not run at all: which check refused it, and a clause explaining why. */
export interface CommandRefusal {
  readonly by: "permission-rules" | "clineignore";
  /** For the permission rules a whole sentence; for .clineignore a clause without a final period. */
  readonly explanation: string;
}

/**
 * The checks every command the agent runs must pass before anyone is asked to approve it: the host's command
 * permission rules, then .clineignore for the files it reads. Undefined when it may run.
 */
export function findCommandRefusal(config: TaskConfig, command: string): CommandRefusal | undefined {
  const { commandPermissionController, clineIgnoreController } = config.services;
  const permission = commandPermissionController.validateCommand(command);
  if (!permission.allowed) return { by: "permission-rules", explanation: formatCommandPermissionDenial(command, permission) };
  const ignored = findIgnoredCommandFile(command, clineIgnoreController);
  return ignored === undefined ? undefined : { by: "clineignore", explanation: ignored };
}
