import type { ExecFileException } from "node:child_process";

/** Diffs larger than this are refused rather than handed to the host whole. */
const MAXIMUM_DIFF_BYTES = 16 * 1024 * 1024;

// Lines of git's error output kept in a message: enough for the cause, never a page of usage text.
const MAXIMUM_ERROR_LINES = 4;

/** The diff text, or git's complaint in a sentence. */
export type GitDiffOutcome = { readonly ok: true; readonly diff: string } | { readonly ok: false; readonly error: string };

/** Why `ref` cannot be handed to git as a revision, or undefined when it can. */
export function findGitRefProblem(ref: string): string | undefined {
  if (ref.trim() === "") return "is empty";
  // A leading dash would turn the ref into an option such as --output=<file>.
  if (ref.startsWith("-")) return "starts with '-', which git would read as an option";
  if (/[\s\p{Cc}]/u.test(ref)) return "contains whitespace or control characters, which no git reference has";
  return undefined;
}

/**
 * `git diff <fromRef> [<toRef>]` in `cwd`, run without a shell, external diff drivers or text conversion filters
 * (a repository's config must not make a read run programs), and stopped after `timeoutMs`.
 */
export async function computeGitDiff(cwd: string, fromRef: string, toRef: string | undefined, timeoutMs: number): Promise<GitDiffOutcome> {
  const inside = await runGit(cwd, ["rev-parse", "--is-inside-work-tree"], timeoutMs);
  if (!inside.ok) return inside;
  if (inside.stdout.trim() !== "true") return { ok: false, error: `'${cwd}' is not inside a git working tree` };
  const revisions = toRef === undefined ? [fromRef] : [fromRef, toRef];
  // --end-of-options and the trailing -- keep every ref a revision: never an option, never a path.
  const diff = await runGit(cwd, ["diff", "--no-color", "--no-ext-diff", "--no-textconv", "--end-of-options", ...revisions, "--"], timeoutMs);
  return diff.ok ? { ok: true, diff: diff.stdout } : diff;
}

type GitRun = { readonly ok: true; readonly stdout: string } | { readonly ok: false; readonly error: string };

async function runGit(cwd: string, gitArguments: readonly string[], timeoutMs: number): Promise<GitRun> {
  // Loaded on first use, so agents that never explain a diff do not load child_process at start-up.
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    execFile(
      "git",
      gitArguments,
      {
        cwd,
        timeout: timeoutMs,
        maxBuffer: MAXIMUM_DIFF_BYTES,
        encoding: "utf8",
        windowsHide: true,
        // A read-only diff must not take the index lock away from the user's own git commands.
        env: { ...process.env, GIT_OPTIONAL_LOCKS: "0", GIT_TERMINAL_PROMPT: "0" },
      },
      (error, stdout, stderr) => {
        if (error === null) {
          resolve({ ok: true, stdout });
          return;
        }
        resolve({ ok: false, error: describeGitFailure(error, stderr, timeoutMs) });
      },
    );
  });
}

function describeGitFailure(error: ExecFileException, stderr: string, timeoutMs: number): string {
  if (error.code === "ENOENT") return "git is not installed or not on the PATH";
  if (error.code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER") {
    return `the diff is larger than ${MAXIMUM_DIFF_BYTES / (1024 * 1024)} MiB`;
  }
  if (error.killed === true) return `git did not finish within ${Math.round(timeoutMs / 1000)} s`;
  const message = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(0, MAXIMUM_ERROR_LINES)
    .join(" ");
  return message === "" ? error.message : `git says: ${message}`;
}
