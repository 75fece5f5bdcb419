import type { ShellParseSuccess, ShellRedirect, ShellSegment } from "./parsed-shell-command.js";
import { readAnsiCQuoted } from "./read-ansi-c-quoted.js";
import { ShellParseError } from "./ShellParseError.js";
import { describeUnsafeCharacter, isBlank, isLineTerminator, isWordBoundary } from "./shell-characters.js";

/** The placeholder a command substitution leaves in the word that contained it. */
export const COMMAND_SUBSTITUTION_PLACEHOLDER = "$(...)";

// Deep enough for any real command, shallow enough that `$($($(...` cannot exhaust the call stack.
const MAXIMUM_NESTING_DEPTH = 64;

// Longest first, so `>>` is not read as `>` followed by `>`.
const REDIRECT_OPERATORS = ["&>>", "&>", "<<<", "<<-", "<<", "<&", "<>", ">>", ">&", ">|", "<", ">"] as const;

/** The command list being built at one nesting level. */
interface ListState {
  readonly segments: ShellSegment[];
  readonly subshells: ShellParseSuccess[];
  hasRedirects: boolean;
  tokens: string[];
  words: string[];
  redirects: ShellRedirect[];
}

/** One word as bash would pass it on: quotes removed, escapes applied. */
interface ScannedWord {
  readonly text: string;
  /** Whether any part was quoted or escaped, which stops digits from acting as a descriptor prefix. */
  readonly quoted: boolean;
}

/** A single-pass reader for the subset of bash a permission check can judge; throws ShellParseError otherwise. */
export class ShellCommandScanner {
  // The subset: simple commands joined by control operators, quoting, escapes, redirections, and `$(...)`,
  // `( ... )` and `<(...)` nesting. Backticks and line breaks outside quotes are refused rather than
  // interpreted, because their quoting rules are where hand-written shell parsers usually go wrong.
  private position = 0;

  constructor(private readonly input: string) {}

  /** Reads the whole input as one command list. */
  scan(): ShellParseSuccess {
    return this.readList(0);
  }

  // Reads until the end of input or, below the top level, until the `)` that closes this level (left unread
  // for the caller, which knows what it opened).
  private readList(depth: number): ShellParseSuccess {
    if (depth > MAXIMUM_NESTING_DEPTH) throw new ShellParseError("syntax", "subshells are nested too deeply");
    const state: ListState = { segments: [], subshells: [], hasRedirects: false, tokens: [], words: [], redirects: [] };

    while (this.position < this.input.length) {
      const character = this.input[this.position];
      const next = this.input[this.position + 1];
      if (character === ")") {
        if (depth === 0) throw new ShellParseError("syntax", "unbalanced ')' with no matching '('");
        break;
      }
      if (isBlank(character)) {
        this.position += 1;
      } else if (character === ";") {
        this.endSegment(state);
        this.position += 1;
      } else if (character === "|") {
        this.endSegment(state);
        // `|&` pipes stderr as well, which is a redirection in disguise.
        if (next === "&") state.hasRedirects = true;
        this.position += next === "|" || next === "&" ? 2 : 1;
      } else if (character === "&" && next !== ">") {
        // A lone `&` backgrounds the command before it and starts a new one, so it splits like `;`.
        this.endSegment(state);
        this.position += next === "&" ? 2 : 1;
      } else if (character === "&" || character === "<" || character === ">") {
        this.readRedirection(state, "", depth);
      } else if (character === "(") {
        // A group adds no placeholder: it is a command of its own, judged entirely through its contents.
        this.position += 1;
        this.addSubshell(state, this.readNested(depth, "("));
      } else if (isLineTerminator(character) || character === "`") {
        throw unsafeCharacter(character ?? "");
      } else {
        const word = this.readWord(state, depth);
        const following = this.input[this.position];
        if (!word.quoted && /^\d+$/.test(word.text) && (following === "<" || following === ">")) {
          this.readRedirection(state, word.text, depth);
        } else {
          state.tokens.push(word.text);
          state.words.push(word.text);
        }
      }
    }
    this.endSegment(state);
    return { ok: true, segments: state.segments, subshells: state.subshells, hasRedirects: state.hasRedirects };
  }

  // Reads a nested list whose opener has just been consumed, then its closing `)`.
  private readNested(depth: number, opener: string): ShellParseSuccess {
    const inner = this.readList(depth + 1);
    if (this.input[this.position] !== ")") throw new ShellParseError("syntax", `'${opener}' is never closed with ')'`);
    this.position += 1;
    return inner;
  }

  private addSubshell(state: ListState, subshell: ShellParseSuccess): void {
    state.subshells.push(subshell);
    if (subshell.hasRedirects) state.hasRedirects = true;
  }

  private endSegment(state: ListState): void {
    if (state.tokens.length > 0) {
      state.segments.push({ text: state.tokens.join(" "), tokens: state.tokens, words: state.words, redirects: state.redirects });
    }
    state.tokens = [];
    state.words = [];
    state.redirects = [];
  }

  // Reads a redirection at the current position; `descriptor` is a digit prefix such as the `2` of `2>`.
  private readRedirection(state: ListState, descriptor: string, depth: number): void {
    state.hasRedirects = true;
    const processSubstitution = this.readProcessSubstitution(state, depth);
    if (processSubstitution !== undefined) {
      // `2<(cmd)` is not a redirection to bash but two words; keep the digits rather than lose them.
      if (descriptor !== "") {
        state.tokens.push(descriptor);
        state.words.push(descriptor);
      }
      state.tokens.push(processSubstitution.text);
      state.words.push(processSubstitution.text);
      return;
    }

    const rest = this.input.slice(this.position, this.position + 3);
    const symbol = REDIRECT_OPERATORS.find((candidate) => rest.startsWith(candidate)) ?? ">";
    this.position += symbol.length;
    const operator = descriptor + symbol;

    while (isBlank(this.input[this.position])) this.position += 1;
    const target = this.readProcessSubstitution(state, depth) ?? this.readTargetWord(state, depth, operator);
    state.redirects.push({ operator, target: target.text });
    // Descriptor duplication such as `2>&1` or `>&-` is written as one unit; keeping it one token lets a rule
    // say "npm test 2>&1" the way people type it.
    if (symbol.endsWith("&") && !target.quoted && /^(\d+|-)$/.test(target.text)) {
      state.tokens.push(operator + target.text);
    } else {
      state.tokens.push(operator, target.text);
    }
  }

  private readTargetWord(state: ListState, depth: number, operator: string): ScannedWord {
    const character = this.input[this.position];
    if (isLineTerminator(character) || character === "`") throw unsafeCharacter(character ?? "");
    if (isWordBoundary(character)) throw new ShellParseError("syntax", `redirection '${operator}' has no target`);
    return this.readWord(state, depth);
  }

  // Reads `<(...)` or `>(...)` if one starts here, returning its placeholder.
  private readProcessSubstitution(state: ListState, depth: number): ScannedWord | undefined {
    const opener = this.input.slice(this.position, this.position + 2);
    if (opener !== "<(" && opener !== ">(") return undefined;
    this.position += 2;
    this.addSubshell(state, this.readNested(depth, opener));
    state.hasRedirects = true;
    return { text: `${opener}...)`, quoted: false };
  }

  // Reads adjacent word parts (plain text, quotes, escapes, substitutions) up to the next unquoted boundary.
  private readWord(state: ListState, depth: number): ScannedWord {
    let text = "";
    let quoted = false;
    while (!isWordBoundary(this.input[this.position])) {
      const character = this.input[this.position] ?? "";
      const next = this.input[this.position + 1];
      if (character === "\\") {
        quoted = true;
        if (next === undefined) {
          text += "\\";
          this.position += 1;
        } else if (isLineTerminator(next)) {
          // A line continuation outside quotes: bash joins the lines, but the command stays refused so that
          // no line break ever reaches the shell outside quotes.
          throw unsafeCharacter(next);
        } else {
          text += next;
          this.position += 2;
        }
      } else if (character === "'") {
        const close = this.input.indexOf("'", this.position + 1);
        if (close === -1) throw new ShellParseError("syntax", "unclosed single quote");
        text += this.input.slice(this.position + 1, close);
        this.position = close + 1;
        quoted = true;
      } else if (character === '"') {
        this.position += 1;
        text += this.readDoubleQuoted(state, depth);
        quoted = true;
      } else if (character === "`") {
        throw unsafeCharacter(character);
      } else if (character === "$" && next === "(") {
        text += this.readCommandSubstitution(state, depth);
      } else if (character === "$" && next === "'") {
        const decoded = readAnsiCQuoted(this.input, this.position + 2);
        if (decoded === undefined) throw new ShellParseError("syntax", "unclosed $'...' quote");
        text += decoded.text;
        this.position = decoded.end;
        quoted = true;
      } else if (character === "$" && next === '"') {
        // `$"..."` is a translatable string; for judging a command it reads like a plain double-quoted one.
        this.position += 1;
      } else {
        text += character;
        this.position += 1;
      }
    }
    return { text, quoted };
  }

  // Reads `$(...)` (quoted or not) into a subshell checked on its own, leaving a placeholder in the word.
  private readCommandSubstitution(state: ListState, depth: number): string {
    this.position += 2;
    this.addSubshell(state, this.readNested(depth, "$("));
    return COMMAND_SUBSTITUTION_PLACEHOLDER;
  }

  // Reads the inside of a double-quoted string whose opening quote has been consumed, and its closing quote.
  private readDoubleQuoted(state: ListState, depth: number): string {
    let text = "";
    for (;;) {
      const character = this.input[this.position];
      const next = this.input[this.position + 1];
      if (character === undefined) throw new ShellParseError("syntax", "unclosed double quote");
      if (character === '"') {
        this.position += 1;
        return text;
      }
      if (character === "\\") {
        // Inside double quotes bash only lets a backslash escape these; before anything else it stays literal.
        if (next === "$" || next === "`" || next === '"' || next === "\\") {
          text += next;
          this.position += 2;
        } else if (next === "\n") {
          this.position += 2;
        } else {
          text += "\\";
          this.position += 1;
        }
      } else if (character === "`") {
        throw unsafeCharacter(character);
      } else if (character === "$" && next === "(") {
        text += this.readCommandSubstitution(state, depth);
      } else {
        text += character;
        this.position += 1;
      }
    }
  }
}

function unsafeCharacter(character: string): ShellParseError {
  const where = character === "`" ? "outside single quotes" : "outside quotes";
  return new ShellParseError("unsafe_character", `${describeUnsafeCharacter(character)} ${where}`);
}
