/** Where a command prints; the CLI passes the process streams, tests pass buffers. */
export interface CommandIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** The directory relative paths are resolved against. */
  readonly cwd: string;
}

/** Process exit codes: success, problems found (spec errors, drift), and a command line the CLI cannot run. */
export const ExitCode = { ok: 0, problems: 1, usage: 2 } as const;

/** A user mistake on the command line: printed as a message with a hint, never as a stack trace. */
export class UsageError extends Error {
  private readonly marker = "toolspec.UsageError";

  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
    this.name = "UsageError";
  }

  /** True for UsageErrors, even across copies of this module. */
  static isInstance(error: unknown): error is UsageError {
    return typeof error === "object" && error !== null && (error as { marker?: unknown }).marker === "toolspec.UsageError";
  }
}
