import { fs } from "../node-builtins.js";

/**
 * A path's status as the cache keeps it: `[path, size, mtimeMs, ctimeMs, inode]`, or `[path]` when nothing
 * is there. Writing a file changes its ctime, and adding, removing or renaming an entry changes its
 * directory's; the system sets ctime itself, so no tool can put it back.
 */
export type PathStatus = readonly [string] | readonly [string, number, number, number, number];

/**
 * How long ago a path must have changed for its status to be trusted. A file written again within the
 * timestamp granularity of its last write, with the same size, keeps its status; so nothing that changed
 * less than this long ago is remembered by status. Most file systems keep fractions of a second (a clock
 * tick at worst: milliseconds); whole-second timestamps mean a coarse one (one second, two on FAT).
 */
const SETTLE_MILLISECONDS = 1000;
const COARSE_SETTLE_MILLISECONDS = 3000;

/** From when a path last modified and changed at these times (ms since the epoch) can be trusted by status. */
export function settledAt(modifiedMs: number, changedMs: number): number {
  const coarse = modifiedMs % 1000 === 0 && changedMs % 1000 === 0;
  return changedMs + (coarse ? COARSE_SETTLE_MILLISECONDS : SETTLE_MILLISECONDS);
}

function statusOf(file: string): PathStatus {
  const status = fs.statSync(file, { throwIfNoEntry: false });
  return status === undefined ? [file] : [file, status.size, status.mtimeMs, status.ctimeMs, status.ino];
}

/** Whether a value read from the state file is a list of path statuses. */
export function isPathStatusList(value: unknown): value is PathStatus[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        Array.isArray(entry) &&
        typeof entry[0] === "string" &&
        (entry.length === 1 || (entry.length === 5 && entry.slice(1).every((field) => typeof field === "number"))),
    )
  );
}

/** Whether every path still has the status recorded for it: one stat each, nothing read. */
export function statusesUnchanged(statuses: readonly PathStatus[]): boolean {
  for (const recorded of statuses) {
    const status = fs.statSync(recorded[0], { throwIfNoEntry: false });
    if (status === undefined) {
      if (recorded.length !== 1) return false;
    } else if (recorded.length === 1 || recorded[1] !== status.size || recorded[2] !== status.mtimeMs || recorded[3] !== status.ctimeMs || recorded[4] !== status.ino) {
      return false;
    }
  }
  return true;
}

/**
 * Takes the status of each path just before it is read (or, for a directory, listed), so every status
 * recorded is at least as old as what was read: a path that changes afterwards no longer matches.
 */
export class StatusRecorder {
  private readonly statuses = new Map<string, PathStatus>();
  /** When every status recorded so far can be trusted. */
  private trustedFrom = Number.NEGATIVE_INFINITY;

  /** `now`: the time of the observation, taken before any status. */
  constructor(private readonly now: number) {}

  /** Records a path's status, once. */
  record(file: string): void {
    if (this.statuses.has(file)) return;
    const status = statusOf(file);
    this.statuses.set(file, status);
    if (status.length === 5) this.trustedFrom = Math.max(this.trustedFrom, settledAt(status[2], status[3]));
  }

  /** Every status in the order recorded, or undefined when a path changed too recently to be told apart by status. */
  trustworthy(): PathStatus[] | undefined {
    return this.now < this.trustedFrom ? undefined : [...this.statuses.values()];
  }
}
