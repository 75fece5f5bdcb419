import { execFile } from "node:child_process";
import path from "node:path";
import { UsageError } from "../commands/command-io.js";

/** tools.yaml as committed at a git ref, or the news that the ref has no file at that path. */
export type SpecAtRef =
  | { readonly found: true; readonly text: string; readonly commit: string }
  | { readonly found: false; readonly commit: string };

/** What one git invocation produced; a non-zero exit is data here, not an exception. */
interface GitResult {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

// A tools.yaml far beyond any real one still fits; the default (1 MiB) could cut a large spec short.
const MAX_GIT_OUTPUT_BYTES = 64 * 1024 * 1024;

function runGit(args: readonly string[], cwd: string): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    execFile("git", args, { cwd, encoding: "utf8", maxBuffer: MAX_GIT_OUTPUT_BYTES, windowsHide: true }, (error, stdout, stderr) => {
      if (error && typeof error.code !== "number") {
        // Spawning failed (git missing, cwd gone) or the output overflowed: nothing git said to interpret.
        const reason = error.code === "ENOENT" ? "git is not installed or not on PATH" : error.message;
        reject(new UsageError(`cannot run git in ${cwd}: ${reason}`, "breaking"));
        return;
      }
      resolve({ exitCode: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

function firstLine(text: string): string {
  return text.trim().split("\n")[0] ?? "";
}

/**
 * Reads the spec file as it is at `ref`, through git and without a checkout: `git show <commit>:./<file>`
 * run in the spec's directory, so the path is relative to it wherever the repository root is.
 * A ref git cannot resolve, or a directory outside any work tree, is a UsageError (exit 2).
 */
export async function readSpecAtRef(specPath: string, ref: string): Promise<SpecAtRef> {
  // A ref is pasted into git's argument list: one starting with '-' would be read as an option.
  if (ref === "" || ref.startsWith("-")) throw new UsageError(`--against needs a git ref (a branch, tag or commit), got '${ref}'`, "breaking");
  const directory = path.dirname(specPath);
  const file = path.basename(specPath);

  const workTree = await runGit(["rev-parse", "--is-inside-work-tree"], directory);
  if (workTree.exitCode !== 0 || workTree.stdout.trim() !== "true") {
    const detail = firstLine(workTree.stderr);
    throw new UsageError(`${directory} is not inside a git work tree, so there is no '${ref}' to compare with${detail ? ` (git: ${detail})` : ""}`, "breaking");
  }

  const resolved = await runGit(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], directory);
  const commit = resolved.stdout.trim();
  if (resolved.exitCode !== 0 || commit === "") {
    throw new UsageError(
      `unknown git ref '${ref}': git cannot resolve it to a commit (in CI, fetch it first, e.g. 'git fetch origin main' or checkout with fetch-depth: 0)`,
      "breaking",
    );
  }

  // ls-tree paths are relative to the working directory: an empty listing means no such file at the ref.
  const listing = await runGit(["ls-tree", commit, "--", file], directory);
  if (listing.exitCode !== 0) throw new UsageError(`git cannot list ${file} at '${ref}': ${firstLine(listing.stderr)}`, "breaking");
  if (!/^\d+ blob /.test(listing.stdout)) return { found: false, commit };

  const shown = await runGit(["show", `${commit}:./${file}`], directory);
  if (shown.exitCode !== 0) throw new UsageError(`git cannot show ${file} at '${ref}': ${firstLine(shown.stderr)}`, "breaking");
  return { found: true, text: shown.stdout, commit };
}
