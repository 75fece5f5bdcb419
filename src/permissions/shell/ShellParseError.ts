import type { ShellParseFailureKind } from "./parsed-shell-command.js";

/** Thrown inside the scanner to abandon a parse; never escapes `parseShellCommand`. */
export class ShellParseError extends Error {
  constructor(
    readonly kind: ShellParseFailureKind,
    message: string,
  ) {
    super(message);
    this.name = "ShellParseError";
  }
}
