const MARKER = "toolspec.InvalidSearchPatternError";

/** Which of a search's patterns was rejected. */
export type SearchPatternKind = "regex" | "file-pattern";

/** A regex or file pattern a search cannot use, naming the pattern and the parser's reason. */
export class InvalidSearchPatternError extends Error {
  private readonly marker = MARKER;

  constructor(
    readonly kind: SearchPatternKind,
    readonly pattern: string,
    readonly reason: string,
  ) {
    super(`${kind === "regex" ? "Invalid regular expression" : "Invalid file pattern"} ${JSON.stringify(pattern)}: ${reason}`);
    this.name = "InvalidSearchPatternError";
  }

  /** True for InvalidSearchPatternErrors, even across copies of this module (the engines load in their own chunks). */
  static isInstance(error: unknown): error is InvalidSearchPatternError {
    return typeof error === "object" && error !== null && (error as { marker?: unknown }).marker === MARKER;
  }
}

/** The error both engines throw for a regex their parser rejects. */
export function invalidRegexError(regex: string, reason: string): InvalidSearchPatternError {
  return new InvalidSearchPatternError("regex", regex, reason);
}

/** The error for a file pattern (glob) that cannot be compiled. */
export function invalidFilePatternError(pattern: string, reason: string): InvalidSearchPatternError {
  return new InvalidSearchPatternError("file-pattern", pattern, reason);
}

// V8 says "Invalid regular expression: /source/flags: reason"; the source is already named, the reason is what helps.
const V8_REGEX_ERROR = /^Invalid regular expression: \/.*\/[a-z]*: (.+)$/s;

/** The reason in a RegExp constructor's error, or the whole message of any other error. */
export function regExpFailureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return V8_REGEX_ERROR.exec(message)?.[1] ?? message;
}
