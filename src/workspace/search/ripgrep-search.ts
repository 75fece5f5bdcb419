import path from "node:path";
import { buildFileMatches } from "./build-file-matches.js";
import { displayPath } from "./display-path.js";
import { invalidRegexError } from "./invalid-regex-error.js";
import { ripgrepExclusionGlobs } from "./ripgrep-exclusion-globs.js";
import { MAX_SEARCHED_FILE_BYTES, type SearchPlan } from "./search-plan.js";
import type { SearchMatch, SearchOutcome } from "./search-types.js";

/**
 * Searches with ripgrep. Its own ignore files are turned off (--no-ignore) and hidden files included,
 * so that it reads exactly the files the JavaScript engine reads: everything but heavy folders, paths
 * the ignore rules exclude, symlinks, binary files and files over MAX_SEARCHED_FILE_BYTES. --sort path
 * makes the order deterministic, which lets the search stop as soon as the results are known to be
 * truncated. Returns undefined when the ignore rules exclude too many paths to tell ripgrep, in which
 * case the JavaScript engine should run instead.
 */
export async function searchWithRipgrep(ripgrepPath: string, plan: SearchPlan): Promise<SearchOutcome | undefined> {
  const exclusions = await ripgrepExclusionGlobs(plan);
  if (exclusions === undefined) return undefined;
  const globs = plan.filePattern === undefined ? exclusions : [plan.filePattern.ripgrepGlob, ...exclusions];
  const args = [
    "--json",
    "--no-config",
    "--no-ignore",
    "--hidden",
    "--sort=path",
    `--max-filesize=${MAX_SEARCHED_FILE_BYTES}`,
    `--context=${plan.contextLines}`,
    // Globs are applied in order and the last match wins, so exclusions must follow the file pattern.
    ...globs.flatMap((glob) => ["--glob", glob]),
    "--regexp",
    plan.regex,
    ".",
  ];
  const matches = await runRipgrep(ripgrepPath, args, plan);
  return { matches: matches.slice(0, plan.maxResults), truncated: matches.length > plan.maxResults, engine: "ripgrep" };
}

interface OpenFile {
  readonly absolutePath: string;
  readonly skipped: boolean;
  readonly lines: Map<number, string>;
  readonly matchLines: number[];
}

type RipgrepText = { text: string } | { bytes: string };

interface RipgrepMessage {
  type: string;
  data: { path?: RipgrepText; lines?: RipgrepText; line_number?: number };
}

const MAX_KEPT_STDERR = 16 * 1024;

// Resolves with up to maxResults + 1 matches: one more than wanted shows the results are truncated.
async function runRipgrep(ripgrepPath: string, args: string[], plan: SearchPlan): Promise<SearchMatch[]> {
  // Loaded on first use, so agents that never search do not load child_process and readline at start-up.
  const [{ spawn }, { createInterface }] = await Promise.all([import("node:child_process"), import("node:readline")]);
  return new Promise((resolve, reject) => {
    const child = spawn(ripgrepPath, args, { cwd: plan.root, stdio: ["ignore", "pipe", "pipe"] });
    const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
    const wanted = plan.maxResults + 1;
    const matches: SearchMatch[] = [];
    let open: OpenFile | undefined;
    let lastNeededLine: number | undefined;
    let stoppedEarly = false;
    let sawSummary = false;
    let stderr = "";

    const closeFile = () => {
      if (open !== undefined && !open.skipped) {
        const file = displayPath(plan.displayRoot, open.absolutePath);
        const lines = open.lines;
        matches.push(...buildFileMatches(file, open.matchLines, (line) => lines.get(line), plan.contextLines));
      }
      open = undefined;
    };
    const stop = () => {
      closeFile();
      stoppedEarly = true;
      lines.close();
      child.kill();
    };

    const handle = (message: RipgrepMessage) => {
      if (message.type === "summary") sawSummary = true;
      if (message.type === "begin") {
        const absolutePath = path.join(plan.root, decodeText(message.data.path));
        // The walk for exclusions already left ignored paths out; this catches files created since.
        open = { absolutePath, skipped: plan.isIgnored?.(absolutePath) === true, lines: new Map(), matchLines: [] };
      } else if (message.type === "end") {
        closeFile();
        if (lastNeededLine !== undefined) stop();
      } else if ((message.type === "match" || message.type === "context") && open !== undefined && !open.skipped) {
        const line = message.data.line_number ?? 0;
        if (lastNeededLine !== undefined && line > lastNeededLine) return stop();
        open.lines.set(line, withoutLineFeed(decodeText(message.data.lines)));
        if (message.type !== "match" || lastNeededLine !== undefined) return;
        open.matchLines.push(line);
        if (matches.length + open.matchLines.length < wanted) return;
        // The last match to be shown needs its trailing context; when it is in an earlier file, that file is complete.
        const lastShown = open.matchLines[open.matchLines.length - 2];
        if (lastShown === undefined) return stop();
        lastNeededLine = lastShown + plan.contextLines;
      }
    };

    lines.on("line", (text) => {
      if (stoppedEarly) return;
      try {
        handle(JSON.parse(text) as RipgrepMessage);
      } catch (error) {
        stop();
        reject(new Error(`Could not read ripgrep's output: ${(error as Error).message}`));
      }
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      if (stderr.length < MAX_KEPT_STDERR) stderr += chunk;
    });
    child.on("error", (error) => reject(new Error(`Could not run ripgrep at ${ripgrepPath}: ${error.message}`)));
    child.on("close", (code) => {
      if (stoppedEarly) return resolve(matches);
      closeFile();
      // Exit code 2 also reports unreadable files after a complete search; only a search that never
      // got to its summary failed outright.
      if (code === 0 || code === 1 || (code === 2 && sawSummary)) return resolve(matches);
      reject(ripgrepError(plan.regex, stderr));
    });
  });
}

function decodeText(value: RipgrepText | undefined): string {
  if (value === undefined) return "";
  if ("text" in value) return value.text;
  // Invalid UTF-8 arrives base64-encoded; decoding it the way the JavaScript engine reads files keeps both alike.
  return new TextDecoder("utf-8").decode(Buffer.from(value.bytes, "base64"));
}

function withoutLineFeed(text: string): string {
  return text.endsWith("\n") ? text.slice(0, -1) : text;
}

function ripgrepError(regex: string, stderr: string): Error {
  const message = stderr.trim();
  if (/regex parse error|in a regex/.test(message)) {
    // ripgrep prints the regex with a caret, then "error: <reason>".
    const reason = /^error: (.*)$/m.exec(message)?.[1] ?? message.split("\n")[0] ?? message;
    return invalidRegexError(regex, reason);
  }
  return new Error(`ripgrep failed: ${message || "no error message"}`);
}
