import { invalidFilePatternError, regExpFailureReason } from "./invalid-regex-error.js";

/** A compiled file pattern: which files a search reads and which folders it skips. */
export interface FilePattern {
  /** The pattern in the form ripgrep's --glob takes, so both engines agree on what it means. */
  readonly ripgrepGlob: string;
  /** Whether a search reads the file at this posix path, relative to the searched directory. */
  includesFile(relativePath: string): boolean;
  /** Whether a search skips the folder at this posix path, relative to the searched directory, entirely. */
  excludesDirectory(relativePath: string): boolean;
}

/**
 * Compiles a glob such as `*.ts` or `src/**\/*.{ts,tsx}` with the gitignore-style rules ripgrep applies
 * to --glob: a pattern without "/" matches a file name at any depth, one with "/" matches the path from
 * the searched directory; `*`, `?` and `[...]` stop at "/", `**` crosses folders, `{a,b}` is either
 * (not nested), `\` escapes, a trailing "/" means folders only and a leading "!" excludes what matches
 * (folders included). Throws an InvalidSearchPatternError naming the pattern when it is malformed.
 */
export function compileFilePattern(pattern: string): FilePattern {
  const trimmed = pattern.trim();
  const negated = trimmed.startsWith("!");
  let glob = negated ? trimmed.slice(1) : trimmed;
  const directoriesOnly = glob.endsWith("/") && !glob.endsWith("\\/");
  if (directoriesOnly) glob = glob.slice(0, -1);
  const anchored = glob.includes("/");
  if (glob.startsWith("/")) glob = glob.slice(1);
  if (glob === "") throw invalidFilePatternError(pattern, "it names no file");

  let matcher: RegExp;
  try {
    matcher = new RegExp(`^${anchored ? "" : "(?:.*/)?"}${globToRegExpSource(glob)}$`, "u");
  } catch (error) {
    // The glob's own syntax errors are thrown while translating; a reversed range such as [z-a] only shows up when the RegExp is built.
    throw invalidFilePatternError(pattern, regExpFailureReason(error));
  }
  return {
    // ripgrep reads a leading "#" as a comment; escaping it keeps the pattern literal there as here.
    ripgrepGlob: trimmed.startsWith("#") ? `\\${trimmed}` : trimmed,
    includesFile(relativePath) {
      const matched = !directoriesOnly && matcher.test(relativePath);
      return negated ? !matched : matched;
    },
    excludesDirectory(relativePath) {
      return negated && matcher.test(relativePath);
    },
  };
}

const REGEXP_SYNTAX_CHARACTERS = new Set("^$\\.*+?()[]{}|/");

function literal(character: string): string {
  return REGEXP_SYNTAX_CHARACTERS.has(character) ? `\\${character}` : character;
}

function classMember(character: string): string {
  return `\\u{${character.codePointAt(0)!.toString(16)}}`;
}

function globToRegExpSource(glob: string): string {
  let source = "";
  let inAlternation = false;
  let index = 0;
  while (index < glob.length) {
    const character = glob[index]!;
    if (character === "*") {
      if (glob[index + 1] !== "*") {
        source += "[^/]*";
        index += 1;
        continue;
      }
      const startsSegment = index === 0 || glob[index - 1] === "/";
      const following = glob[index + 2];
      if (startsSegment && following === "/") {
        source += "(?:.*/)?"; // Zero or more whole folders.
        index += 3;
      } else if (startsSegment && following === undefined) {
        source += ".*";
        index += 2;
      } else {
        source += "[^/]*"; // Like ripgrep, "**" inside a name is a plain "*".
        index += 2;
      }
    } else if (character === "?") {
      source += "[^/]";
      index += 1;
    } else if (character === "[") {
      const { source: classSource, end } = characterClass(glob, index);
      source += classSource;
      index = end;
    } else if (character === "{") {
      if (inAlternation) throw new Error("nested alternate groups are not allowed");
      inAlternation = true;
      source += "(?:";
      index += 1;
    } else if (character === "}" && inAlternation) {
      inAlternation = false;
      source += ")";
      index += 1;
    } else if (character === "," && inAlternation) {
      source += "|";
      index += 1;
    } else if (character === "\\") {
      const escaped = glob[index + 1];
      if (escaped === undefined) throw new Error("dangling '\\' at the end");
      source += literal(escaped);
      index += 2;
    } else {
      source += literal(character);
      index += 1;
    }
  }
  if (inAlternation) throw new Error("unclosed alternate group; missing '}'");
  return source;
}

function characterClass(glob: string, start: number): { source: string; end: number } {
  let index = start + 1;
  const negated = glob[index] === "!" || glob[index] === "^";
  if (negated) index += 1;
  let members = "";
  let first = true;
  while (index < glob.length) {
    let character = glob[index]!;
    if (character === "]" && !first) {
      // Like the other wildcards, a class never matches the folder separator.
      return { source: negated ? `[^/${members}]` : `[${members}]`, end: index + 1 };
    }
    first = false;
    if (character === "\\" && index + 1 < glob.length) {
      index += 1;
      character = glob[index]!;
    }
    const rangeEnd = glob[index + 2];
    if (glob[index + 1] === "-" && rangeEnd !== undefined && rangeEnd !== "]") {
      members += `${classMember(character)}-${classMember(rangeEnd)}`;
      index += 3;
    } else {
      members += classMember(character);
      index += 1;
    }
  }
  throw new Error("unclosed character class; missing ']'");
}
