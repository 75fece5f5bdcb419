import type { CommandPermissionConfig, CommandPermissionResult } from "./command-permission-types.js";
import { findMatchingPattern } from "./match-command-pattern.js";
import { COMMAND_PERMISSIONS_ENVIRONMENT_VARIABLE, parseCommandPermissionConfig, stringsOf } from "./parse-command-permission-config.js";
import { readingsForAllowCheck, readingsForDenyCheck } from "./segment-readings.js";
import { collectShellSegments } from "./shell/collect-shell-segments.js";
import { parseShellCommand } from "./shell/parse-shell-command.js";

/** Decides whether a shell command may run under the host's allow and deny rules. */
export class CommandPermissionController {
  /** False when no configuration was given, in which case every command is allowed. */
  readonly hasRestrictions: boolean;
  private readonly allowPatterns: readonly string[];
  private readonly denyPatterns: readonly string[];
  private readonly allowRedirects: boolean;

  constructor(config?: CommandPermissionConfig) {
    // The config may come from untyped JavaScript, so every field is checked again rather than trusted.
    this.hasRestrictions = typeof config === "object" && config !== null;
    this.allowPatterns = stringsOf(config?.allow) ?? [];
    this.denyPatterns = stringsOf(config?.deny) ?? [];
    this.allowRedirects = config?.allowRedirects === true;
  }

  /** Builds a controller from CLINE_COMMAND_PERMISSIONS; unset, blank or invalid JSON means no restrictions. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): CommandPermissionController {
    return new CommandPermissionController(parseCommandPermissionConfig(env[COMMAND_PERMISSIONS_ENVIRONMENT_VARIABLE]));
  }

  /** Judges one command string; never throws, and refuses whatever it cannot read with confidence. */
  validateCommand(command: string): CommandPermissionResult {
    if (!this.hasRestrictions) return { allowed: true, reason: "no_config" };
    try {
      return this.judge(String(command));
    } catch {
      return { allowed: false, reason: "parse_error", detail: "the command could not be checked" };
    }
  }

  private judge(command: string): CommandPermissionResult {
    const parsed = parseShellCommand(command);
    if (!parsed.ok) {
      const reason = parsed.kind === "unsafe_character" ? "shell_operator_detected" : "parse_error";
      return { allowed: false, reason, detail: parsed.error };
    }
    if (parsed.hasRedirects && !this.allowRedirects) return { allowed: false, reason: "redirect_detected" };

    // Subshell contents count as segments of the command: `echo $(rm -rf /)` runs rm just as `echo; rm -rf /` does.
    const segments = collectShellSegments(parsed);
    const hasSeveralSegments = segments.length > 1;

    // Every segment faces the deny rules before any faces the allow rules, so a denial is always reported as
    // such even when an earlier segment merely lacks an allow rule.
    for (const segment of segments) {
      const denyPattern = findMatchingPattern(readingsForDenyCheck(segment), this.denyPatterns);
      if (denyPattern === undefined) continue;
      return hasSeveralSegments
        ? { allowed: false, reason: "segment_denied", failedSegment: segment.text, matchedPattern: denyPattern }
        : { allowed: false, reason: "denied", matchedPattern: denyPattern };
    }
    if (this.allowPatterns.length === 0) return { allowed: true, reason: "allowed" };

    let allowPattern: string | undefined;
    for (const segment of segments) {
      // A segment made only of redirections (the `> out` after a group) runs nothing; the redirect rule covers it.
      if (segment.words.length === 0) continue;
      allowPattern = findMatchingPattern(readingsForAllowCheck(segment), this.allowPatterns);
      if (allowPattern !== undefined) continue;
      return hasSeveralSegments
        ? { allowed: false, reason: "segment_no_match", failedSegment: segment.text }
        : { allowed: false, reason: "no_match_deny_default" };
    }
    // With several segments no single pattern admitted the command, so none is reported.
    return hasSeveralSegments || allowPattern === undefined
      ? { allowed: true, reason: "allowed" }
      : { allowed: true, reason: "allowed", matchedPattern: allowPattern };
  }
}
