import { constants, type Stats } from "node:fs";
import { copyFile, link, lstat, mkdir, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { existingFileMode, resolveWriteTarget, siblingTemporaryPath, writeTemporaryFile } from "./write-file-atomically.js";

/** One change to the file system inside a transaction; every path is absolute. */
export type FileChange =
  | { readonly kind: "write"; readonly path: string; readonly content: string }
  | { readonly kind: "delete"; readonly path: string }
  | { readonly kind: "move"; readonly from: string; readonly to: string; readonly content: string };

/** Why a file transaction failed, naming the file whose step failed; `cause` holds the underlying error. */
export class FileChangeError extends Error {
  override readonly name = "FileChangeError";

  /** @param path The absolute path whose write, delete or move failed. */
  constructor(
    message: string,
    readonly path: string,
    options: { cause: unknown },
  ) {
    super(message, options);
  }
}

/** A change whose new content already sits on disk, waiting to be published by a rename. */
type StagedChange =
  | { readonly kind: "publish"; readonly shownPath: string; readonly target: string; readonly temporaryPath: string; readonly sourceToRemove?: string }
  | { readonly kind: "remove"; readonly shownPath: string };

/** The step being carried out, for the error message. */
interface Progress {
  action: string;
  path: string;
}

/** Everything needed to undo a transaction half-way through. */
interface Journal {
  readonly temporaryPaths: Set<string>;
  readonly backupPaths: Set<string>;
  readonly createdDirectories: string[];
  readonly undoSteps: Array<{ readonly path: string; readonly undo: () => Promise<void> }>;
}

// All new content is staged in temporary files before anything is replaced, so most failures
// (a bad path, a full disk) happen while nothing has changed yet. Replaced and deleted files are
// kept as backups until the end, so a failure while publishing can restore every file
// byte-identical. Directories created for the transaction are removed on failure; directories
// emptied by deletes or moves are left in place on success. Every path is checked once, while
// staging; committing trusts those checks (a file changed by someone else in between is not ours
// to guard) and any step that still fails is rolled back like the others.
/** Applies every change or none, throwing a `FileChangeError` that names the file that failed. */
export async function applyFileChanges(changes: readonly FileChange[]): Promise<void> {
  checkChangeList(changes);
  const journal: Journal = { temporaryPaths: new Set(), backupPaths: new Set(), createdDirectories: [], undoSteps: [] };
  const progress: Progress = { action: "prepare", path: "" };
  try {
    const staged: StagedChange[] = [];
    for (const change of changes) {
      progress.action = change.kind === "move" ? `move ${change.from} to` : change.kind;
      progress.path = change.kind === "move" ? change.to : change.path;
      staged.push(await stageChange(change, journal));
    }
    for (const step of staged) await commitChange(step, journal, progress);
  } catch (error) {
    const rollbackProblems = await rollBack(journal);
    const cause = error instanceof Error ? error.message : String(error);
    const outcome =
      rollbackProblems.length === 0
        ? "no file was changed"
        : `rolling back also failed (${rollbackProblems.join("; ")}); ` +
          `the original content is kept in: ${[...journal.backupPaths].join(", ") || "(no backups left)"}`;
    throw new FileChangeError(`Could not apply file changes: ${progress.action} ${progress.path} failed: ${cause}; ${outcome}`, progress.path, {
      cause: error,
    });
  }
  // The transaction succeeded; a backup that refuses to go away is litter, not a failure.
  await Promise.all([...journal.backupPaths].map((backupPath) => rm(backupPath, { force: true }).catch(() => undefined)));
}

/** Rejects lists the transaction could not undo reliably, before anything is touched. */
function checkChangeList(changes: readonly FileChange[]): void {
  const seen = new Set<string>();
  for (const change of changes) {
    const paths = change.kind === "move" ? [change.from, change.to] : [change.path];
    for (const filePath of paths) {
      if (!path.isAbsolute(filePath)) {
        throw new FileChangeError(`Could not apply file changes: ${filePath} is not an absolute path; no file was changed`, filePath, { cause: undefined });
      }
      const key = path.resolve(filePath);
      // A move onto its own path is an ordinary write and lists the path twice on purpose.
      if (seen.has(key) && !(change.kind === "move" && filePath === change.to && path.resolve(change.from) === key)) {
        throw new FileChangeError(`Could not apply file changes: ${filePath} appears in more than one change; no file was changed`, filePath, { cause: undefined });
      }
      seen.add(key);
    }
  }
}

async function stageChange(change: FileChange, journal: Journal): Promise<StagedChange> {
  if (change.kind === "delete") {
    await requireExistingFile(change.path);
    return { kind: "remove", shownPath: change.path };
  }
  const shownPath = change.kind === "move" ? change.to : change.path;
  const target = resolveWriteTarget(shownPath);
  journal.createdDirectories.push(...(await createParentDirectories(path.dirname(target))));
  let mode = await replacedFileMode(target);
  let sourceToRemove: string | undefined;
  if (change.kind === "move") {
    const source = await requireExistingFile(change.from);
    // A moved file keeps its own permissions unless it replaces a file that has some; a link's own bits mean nothing.
    mode ??= source.isSymbolicLink() ? await existingFileMode(change.from) : source.mode & 0o7777;
    if (path.resolve(change.from) !== path.resolve(change.to)) sourceToRemove = change.from;
  }
  const temporaryPath = siblingTemporaryPath(target, "tmp");
  journal.temporaryPaths.add(temporaryPath);
  await writeTemporaryFile(temporaryPath, change.content, mode);
  return { kind: "publish", shownPath, target, temporaryPath, ...(sourceToRemove === undefined ? {} : { sourceToRemove }) };
}

/** The entry at `filePath` itself (a link is not followed), refusing a directory or nothing at all. */
async function requireExistingFile(filePath: string): Promise<Stats> {
  const stats = await lstat(filePath);
  if (stats.isDirectory()) throw new Error(`${filePath} is a directory, not a file`);
  return stats;
}

/** The permission bits of the file a write will replace, undefined when there is none yet; refuses a directory. */
async function replacedFileMode(target: string): Promise<number | undefined> {
  const stats = await stat(target).catch((error: unknown) => {
    if (isMissingPathError(error)) return undefined;
    throw error;
  });
  if (stats?.isDirectory()) throw new Error(`${target} is a directory, not a file`);
  return stats === undefined ? undefined : stats.mode & 0o7777;
}

async function commitChange(step: StagedChange, journal: Journal, progress: Progress): Promise<void> {
  progress.path = step.shownPath;
  if (step.kind === "remove") {
    progress.action = "delete";
    await removeWithBackup(step.shownPath, journal);
    return;
  }
  progress.action = step.sourceToRemove === undefined ? "write" : `move ${step.sourceToRemove} to`;
  const backupPath = await backUpFile(step.target);
  if (backupPath !== undefined) journal.backupPaths.add(backupPath);
  await rename(step.temporaryPath, step.target);
  journal.temporaryPaths.delete(step.temporaryPath);
  journal.undoSteps.push({
    path: step.shownPath,
    undo:
      backupPath === undefined
        ? () => rm(step.target, { force: true })
        : async () => {
            await rename(backupPath, step.target);
            journal.backupPaths.delete(backupPath);
          },
  });
  if (step.sourceToRemove !== undefined) {
    progress.action = "remove the moved file";
    progress.path = step.sourceToRemove;
    await removeWithBackup(step.sourceToRemove, journal);
  }
}

/** Takes `filePath`, checked while staging, out of the way by renaming it, which is both atomic and reversible. */
async function removeWithBackup(filePath: string, journal: Journal): Promise<void> {
  const backupPath = siblingTemporaryPath(filePath, "bak");
  await rename(filePath, backupPath);
  journal.backupPaths.add(backupPath);
  journal.undoSteps.push({
    path: filePath,
    undo: async () => {
      await rename(backupPath, filePath);
      journal.backupPaths.delete(backupPath);
    },
  });
}

/** Undoes the published steps newest first; returns what could not be undone. */
async function rollBack(journal: Journal): Promise<string[]> {
  const problems: string[] = [];
  for (const step of [...journal.undoSteps].reverse()) {
    try {
      await step.undo();
    } catch (error) {
      problems.push(`${step.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await Promise.all([...journal.temporaryPaths].map((temporaryPath) => rm(temporaryPath, { force: true }).catch(() => undefined)));
  if (problems.length === 0) {
    // Every restore consumed its backup; what remains are hard-link copies of unchanged files.
    await Promise.all([...journal.backupPaths].map((backupPath) => rm(backupPath, { force: true }).catch(() => undefined)));
    journal.backupPaths.clear();
  }
  await removeCreatedDirectories(journal.createdDirectories);
  return problems;
}

/**
 * Keeps the current content of `filePath` (a file or nothing, as staging checked) at a sibling backup
 * path without disturbing `filePath` itself, so it can still be replaced atomically; undefined when
 * there is nothing to keep.
 */
async function backUpFile(filePath: string): Promise<string | undefined> {
  const backupPath = siblingTemporaryPath(filePath, "bak");
  try {
    // A hard link costs nothing and keeps the original inode, mode and timestamps.
    await link(filePath, backupPath);
  } catch (error) {
    // Nothing there (an earlier step of this transaction may have moved it away): nothing to keep.
    if (isMissingPathError(error)) return undefined;
    // Some file systems refuse hard links; a copy is slower but equally safe.
    await copyFile(filePath, backupPath, constants.COPYFILE_EXCL);
  }
  return backupPath;
}

function isMissingPathError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** Creates `directory` and its missing ancestors; returns the ones it created, outermost first. */
async function createParentDirectories(directory: string): Promise<string[]> {
  const firstCreated = await mkdir(directory, { recursive: true });
  if (firstCreated === undefined) return [];
  const created: string[] = [];
  for (let current = directory; ; current = path.dirname(current)) {
    created.unshift(current);
    if (current === firstCreated || path.dirname(current) === current) break;
  }
  return created;
}

/** Removes directories the transaction created, deepest first, keeping any that are not empty. */
async function removeCreatedDirectories(created: readonly string[]): Promise<void> {
  for (const directory of [...created].reverse()) {
    // A directory that gained other entries meanwhile is not ours to remove.
    await rmdir(directory).catch(() => undefined);
  }
}
