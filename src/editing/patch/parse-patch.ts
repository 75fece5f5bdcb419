import { beginMarker, isBlank } from "./patch-syntax.js";
import type { Patch, PatchHunk, PatchHunkLine, PatchOperation } from "./patch-types.js";
import { unwrapPatchText } from "./unwrap-patch-text.js";

/** Re-exported so callers can import the patch types next to the function. */
export type { Patch, PatchHunk, PatchHunkLine, PatchOperation } from "./patch-types.js";

const endMarker = "*** End Patch";
const addPrefix = "*** Add File:";
const deletePrefix = "*** Delete File:";
const updatePrefix = "*** Update File:";
const movePrefix = "*** Move to:";
const endOfFileMarker = "*** End of File";
const sectionPrefix = "*** ";
const hunkPrefix = "@@";
// Models trained on unified diffs sometimes write `@@ -12,7 +12,8 @@ anchor`; the numbers carry no meaning here.
const unifiedHunkHeader = /^@@\s*-\d+(?:,\d+)?\s+\+\d+(?:,\d+)?\s*@@(.*)$/;
const longestQuotedLine = 80;

/** A syntax problem, already worded for the model. */
class PatchSyntaxError extends Error {}

// Leniencies, each a habit of real models: wrapping blank lines, markdown fences and shell
// heredocs are stripped; the first hunk may omit its `@@`; `@@ -1,2 +1,3 @@ anchor` headers keep
// only the anchor; a bare empty line inside a hunk is an empty context line (or an empty line of
// an Add) unless only blank lines follow before the next section. Line numbers in errors count
// the text as given, wrapper included.
/** Parses a V4A `apply_patch` patch, or explains on which line and why it is malformed. */
export function parsePatch(text: string): { ok: true; patch: Patch } | { ok: false; error: string } {
  try {
    return { ok: true, patch: new PatchReader(text).read() };
  } catch (error) {
    if (error instanceof PatchSyntaxError) return { ok: false, error: error.message };
    throw error;
  }
}

/** A cursor over the patch lines; each `read*` method consumes one construct or throws. */
class PatchReader {
  private readonly lines: string[];
  private readonly firstLineNumber: number;
  private index = 0;

  constructor(text: string) {
    const unwrapped = unwrapPatchText(text);
    this.lines = unwrapped.lines;
    this.firstLineNumber = unwrapped.firstLineNumber;
  }

  read(): Patch {
    const first = this.current();
    if (first === undefined) this.fail(`expected '${beginMarker}', found an empty patch`);
    if (first.trim() !== beginMarker) this.fail(`expected '${beginMarker}' as the first line, found: ${quote(first)}`);
    this.index += 1;
    const operations: PatchOperation[] = [];
    for (;;) {
      const line = this.current();
      if (line === undefined) {
        this.fail(`expected '${endMarker}' after the last file section, found the end of the patch`);
      }
      if (line.trim() === endMarker) break;
      if (isBlank(line)) {
        this.index += 1;
      } else if (line.startsWith(addPrefix)) {
        operations.push(this.readAdd());
      } else if (line.startsWith(deletePrefix)) {
        operations.push({ kind: "delete", path: this.readPath(deletePrefix) });
      } else if (line.startsWith(updatePrefix)) {
        operations.push(this.readUpdate());
      } else {
        this.fail(`expected '${addPrefix} ', '${deletePrefix} ', '${updatePrefix} ' or '${endMarker}', found: ${quote(line)}`);
      }
    }
    if (operations.length === 0) {
      this.fail(`expected at least one '${addPrefix}', '${deletePrefix}' or '${updatePrefix}' section before '${endMarker}'`);
    }
    this.index += 1;
    const trailing = this.lines.slice(this.index).findIndex((line) => !isBlank(line));
    if (trailing !== -1) {
      this.index += trailing;
      this.fail(`expected nothing after '${endMarker}', found: ${quote(this.current() ?? "")}`);
    }
    return { operations };
  }

  private readAdd(): PatchOperation {
    const path = this.readPath(addPrefix);
    const contentLines: string[] = [];
    for (;;) {
      const line = this.current();
      if (line === undefined || isSectionStart(line)) break;
      if (line.startsWith("+")) {
        contentLines.push(line.slice(1));
        this.index += 1;
      } else if (isBlank(line)) {
        // Blank lines between `+` lines are empty content lines whose `+` got lost; before the next section they are spacing.
        if (!this.blankRunLeadsTo((next) => next.startsWith("+"))) break;
        contentLines.push("");
        this.index += 1;
      } else {
        this.fail(`expected a line starting with '+' in the content of the new file ${path}, found: ${quote(line)}`);
      }
    }
    this.skipBlankLines();
    return { kind: "add", path, content: contentLines.length === 0 ? "" : `${contentLines.join("\n")}\n` };
  }

  private readUpdate(): PatchOperation {
    const headerIndex = this.index;
    const path = this.readPath(updatePrefix);
    const moveLine = this.current();
    const moveTo = moveLine !== undefined && moveLine.startsWith(movePrefix) ? this.readPath(movePrefix) : undefined;
    const hunks: PatchHunk[] = [];
    for (;;) {
      this.skipBlankLines();
      const line = this.current();
      if (line === undefined || isSectionStart(line)) break;
      if (line.startsWith(hunkPrefix) || (hunks.length === 0 && isHunkBodyLine(line))) {
        // Only the first hunk may omit its `@@` line: there is no earlier hunk it could be confused with.
        hunks.push(this.readHunk(path));
      } else {
        this.fail(`expected '${hunkPrefix}' to start the next hunk for ${path}, found: ${quote(line)}`);
      }
    }
    if (hunks.length === 0 && moveTo === undefined) {
      this.index = headerIndex;
      this.fail(`expected at least one '${hunkPrefix}' hunk (or a '${movePrefix} ' line) after '${updatePrefix} ${path}'`);
    }
    return moveTo === undefined ? { kind: "update", path, hunks } : { kind: "update", path, moveTo, hunks };
  }

  private readHunk(path: string): PatchHunk {
    const lineNumber = this.lineNumber();
    const anchors: string[] = [];
    for (let line = this.current(); line !== undefined && line.startsWith(hunkPrefix); line = this.current()) {
      const anchor = (unifiedHunkHeader.exec(line.trimEnd())?.[1] ?? line.slice(hunkPrefix.length)).trim();
      if (anchor !== "") anchors.push(anchor);
      this.index += 1;
    }
    const lines: PatchHunkLine[] = [];
    let endOfFile = false;
    for (;;) {
      const line = this.current();
      if (line === undefined || line.startsWith(hunkPrefix)) break;
      if (line.trimEnd() === endOfFileMarker) {
        endOfFile = true;
        this.index += 1;
        break;
      }
      if (isSectionStart(line)) break;
      if (isHunkBodyLine(line)) {
        lines.push({ kind: line.startsWith("-") ? "remove" : line.startsWith("+") ? "add" : "context", text: line.slice(1) });
      } else if (isBlank(line)) {
        // A context line whose leading space an editor trimmed away, unless it only separates this hunk from the next.
        if (!this.blankRunLeadsTo(isHunkBodyLine)) break;
        lines.push({ kind: "context", text: "" });
      } else {
        this.fail(`expected a line starting with ' ', '-' or '+' inside the hunk for ${path}, found: ${quote(line)}`);
      }
      this.index += 1;
    }
    if (lines.length === 0) {
      this.fail(`expected at least one line starting with ' ', '-' or '+' in the hunk for ${path} that starts on line ${lineNumber}`);
    }
    return { anchors, lines, endOfFile, lineNumber };
  }

  /** Consumes a `*** Xxx: <path>` line and returns the path. */
  private readPath(prefix: string): string {
    const line = this.current() ?? "";
    const path = line.slice(prefix.length).trim();
    if (path === "") this.fail(`expected a file path after '${prefix}', found: ${quote(line)}`);
    this.index += 1;
    return path;
  }

  /** Whether the first non-blank line from the cursor on satisfies `accepts`. */
  private blankRunLeadsTo(accepts: (line: string) => boolean): boolean {
    const next = this.lines.slice(this.index).find((line) => !isBlank(line));
    return next !== undefined && !isSectionStart(next) && accepts(next);
  }

  private skipBlankLines(): void {
    while (isBlank(this.current())) this.index += 1;
  }

  private current(): string | undefined {
    return this.lines[this.index];
  }

  private lineNumber(): number {
    return this.firstLineNumber + this.index;
  }

  private fail(message: string): never {
    throw new PatchSyntaxError(`Line ${this.lineNumber()}: ${message}`);
  }
}

/** A `*** ` line at column 0 ends the current section; an indented one inside a hunk is file content. */
function isSectionStart(line: string): boolean {
  return line.startsWith(sectionPrefix);
}

function isHunkBodyLine(line: string): boolean {
  return line.startsWith(" ") || line.startsWith("-") || line.startsWith("+");
}

function quote(line: string): string {
  return JSON.stringify(line.length > longestQuotedLine ? `${line.slice(0, longestQuotedLine)}…` : line);
}
