/** One redirection inside a segment, such as `>` with target `out.txt` or `2>&` with target `1`. */
export interface ShellRedirect {
  /** The operator with any file-descriptor prefix: `>`, `>>`, `2>`, `2>&`, `&>`, `<<`, `<<<`, ... */
  readonly operator: string;
  /** The unquoted word after the operator (a file, a descriptor number, or a heredoc delimiter). */
  readonly target: string;
}

/** One simple command between control operators (`&&`, `||`, `|`, `|&`, `;`, `&`). */
export interface ShellSegment {
  /** The tokens joined with single spaces; this is what permission patterns are matched against. */
  readonly text: string;
  /**
   * Every unquoted word in order, redirections included (`2>&1` is one token; `>` and its file are two).
   * A command substitution inside a word appears as the placeholder `$(...)`, a process substitution as
   * `<(...)` or `>(...)`; their contents are parsed separately into `subshells`.
   */
  readonly tokens: readonly string[];
  /** The command name and its arguments: `tokens` without redirection operators and their targets. */
  readonly words: readonly string[];
  /** The segment's redirections, in order. */
  readonly redirects: readonly ShellRedirect[];
}

/** A command line that was understood. */
export interface ShellParseSuccess {
  readonly ok: true;
  /** Top-level simple commands, in order; empty segments (such as after a trailing `;`) are left out. */
  readonly segments: readonly ShellSegment[];
  /** Contents of `$(...)`, `( ... )` groups and `<(...)`/`>(...)`, each parsed recursively, in order of appearance. */
  readonly subshells: readonly ShellParseSuccess[];
  /** True when this command or any subshell inside it uses a redirection, `|&` or process substitution. */
  readonly hasRedirects: boolean;
}

/** Why a command line could not be read safely. */
export type ShellParseFailureKind =
  /** A line break outside quotes or a backtick outside single quotes: things the parser refuses to interpret. */
  | "unsafe_character"
  /** Unbalanced quotes or parentheses, a redirection without a target, or nesting too deep. */
  | "syntax";

/** A command line that was not understood; callers must not act on any part of it. */
export interface ShellParseFailure {
  readonly ok: false;
  readonly kind: ShellParseFailureKind;
  /** A short human-readable description, such as "unclosed single quote". */
  readonly error: string;
}

/** The outcome of parsing one command line. */
export type ParsedShellCommand = ShellParseSuccess | ShellParseFailure;
