import { invalidRegexError, regExpFailureReason } from "./invalid-regex-error.js";

/**
 * Builds the RegExp the JavaScript engine tests each line with. The model writes Rust regex syntax
 * (ripgrep's), so the Rust-only forms it uses most are rewritten to their JavaScript equivalents:
 * leading inline flags such as `(?i)`, `(?P<name>...)`, `\A`, `\z`, `\x{41}`, `[[:alpha:]]`, and
 * escaped punctuation like `\-` or `\#`, which the `u` flag otherwise rejects. Differences remain:
 * JavaScript's `\d`, `\w` and `\b` are ASCII-only, and it accepts look-around, which ripgrep refuses.
 */
export function compileJavaScriptRegex(regex: string): RegExp {
  const inlineFlags = /^\(\?([ims]+)\)/.exec(regex);
  const flags = new Set(["u", ...(inlineFlags?.[1] ?? "")]);
  const source = translateRustSyntax(regex, inlineFlags?.[0].length ?? 0);
  try {
    return new RegExp(source, [...flags].join(""));
  } catch (error) {
    throw invalidRegexError(regex, regExpFailureReason(error));
  }
}

const JAVASCRIPT_ESCAPABLE = new Set("^$\\.*+?()[]{}|/");

// Rust's POSIX classes such as [[:alpha:]], which are ASCII-only there too, as JavaScript class members.
const ASCII_CLASS_MEMBERS: ReadonlyMap<string, string> = new Map([
  ["alnum", "0-9A-Za-z"],
  ["alpha", "A-Za-z"],
  ["ascii", "\\x00-\\x7F"],
  ["blank", "\\t "],
  ["cntrl", "\\x00-\\x1F\\x7F"],
  ["digit", "0-9"],
  ["graph", "!-~"],
  ["lower", "a-z"],
  ["print", " -~"],
  ["punct", "!-\\/:-@\\[-`{-~"],
  ["space", "\\t\\n\\v\\f\\r "],
  ["upper", "A-Z"],
  ["word", "0-9A-Za-z_"],
  ["xdigit", "0-9A-Fa-f"],
]);

function translateRustSyntax(regex: string, start: number): string {
  let source = "";
  let inClass = false;
  for (let index = start; index < regex.length; index++) {
    const character = regex[index]!;
    if (character === "\n") throw lineBreakError(regex);
    if (character === "\\" && index + 1 < regex.length) {
      const escaped = regex[++index]!;
      source += translateEscape(regex, escaped, inClass, index);
      if (escaped === "x" && regex[index + 1] === "{") index += 1;
      continue;
    }
    if (inClass && regex.startsWith("[:", index)) {
      const end = regex.indexOf(":]", index + 2);
      const members = end === -1 ? undefined : ASCII_CLASS_MEMBERS.get(regex.slice(index + 2, end));
      if (members !== undefined) {
        source += members;
        index = end + 1;
        continue;
      }
    }
    if (inClass) {
      if (character === "]") inClass = false;
    } else if (character === "[") {
      inClass = true;
    } else if (regex.startsWith("(?P<", index)) {
      source += "(?<";
      index += 3;
      continue;
    }
    source += character;
  }
  return source;
}

function translateEscape(regex: string, escaped: string, inClass: boolean, index: number): string {
  if (escaped === "n") throw lineBreakError(regex);
  if (escaped === "A" && !inClass) return "^";
  if (escaped === "z" && !inClass) return "$";
  if (escaped === "x" && regex[index + 1] === "{") return "\\u{";
  if (escaped === "-" && inClass) return "\\-";
  if (/^[ -\/:-@[-`{-~]$/.test(escaped) && !JAVASCRIPT_ESCAPABLE.has(escaped)) {
    return `\\x${escaped.charCodeAt(0).toString(16).padStart(2, "0")}`;
  }
  return `\\${escaped}`;
}

function lineBreakError(regex: string): Error {
  return invalidRegexError(regex, "it matches a line break, but each line is searched on its own");
}
