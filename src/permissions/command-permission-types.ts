/** Host rules for which shell commands the agent may run, read from CLINE_COMMAND_PERMISSIONS. */
export interface CommandPermissionConfig {
  /** Glob patterns a command segment must match when the list is non-empty. */
  readonly allow?: readonly string[];
  /** Glob patterns that refuse a segment; they win over `allow`. */
  readonly deny?: readonly string[];
  /** Only `true` lets commands use redirections (`>`, `2>&1`, heredocs, process substitution). */
  readonly allowRedirects?: boolean;
}

/** Why a command was allowed or refused. */
export type CommandPermissionReason =
  | "no_config"
  | "allowed"
  | "denied"
  | "no_match_deny_default"
  | "segment_denied"
  | "segment_no_match"
  | "redirect_detected"
  | "shell_operator_detected"
  | "parse_error";

/** The verdict on one command string. */
export interface CommandPermissionResult {
  readonly allowed: boolean;
  readonly reason: CommandPermissionReason;
  /** The segment that was refused, set only when the command has several segments. */
  readonly failedSegment?: string;
  /** The deny pattern that refused the command, or the allow pattern that admitted a single-segment command. */
  readonly matchedPattern?: string;
  /** What the parser objected to, for `shell_operator_detected` and `parse_error`. */
  readonly detail?: string;
}

/** Parses CLINE_COMMAND_PERMISSIONS text; re-exported here so the config type and its reader travel together. */
export { parseCommandPermissionConfig } from "./parse-command-permission-config.js";
