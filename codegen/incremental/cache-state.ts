import path from "node:path";
import { fs } from "../node-builtins.js";
import type { OutputHashes } from "./output-hashes.js";
import { isPathStatusList, type PathStatus } from "./path-status.js";

/** The folder next to tools.yaml that holds the cache (git-ignored). */
export const CACHE_DIRECTORY = ".toolspec-cache";
const STATE_FILE = "state.json";
const FORMAT = 1;

/** What the cache remembers about the last full run of one command on one spec. */
export interface CachedRun {
  /** The input fingerprint the run saw. */
  readonly inputs: string;
  /** The generated files on disk after the run. */
  readonly outputs: OutputHashes;
  /** Whether the run succeeded; only a successful run can be replayed. */
  readonly passed: boolean;
}

/**
 * The last observation of inputs and outputs that was read from the files, with the status of every file
 * and directory it read: while each still has that status, the observation stands without reading
 * anything (see path-status.ts for why a status can be trusted).
 */
export interface ObservationMemo {
  /** Which spec, generator and assets were observed (see cached-run's observationLayout). */
  readonly layout: string;
  readonly statuses: readonly PathStatus[];
  readonly inputs: string;
  readonly outputs: OutputHashes;
}

/** The whole state file: one entry per command and spec, e.g. `check tools.yaml`, and the last observation. */
export interface CacheState {
  readonly format: typeof FORMAT;
  readonly runs: Readonly<Record<string, CachedRun>>;
  readonly observed?: ObservationMemo;
}

/** A state with nothing remembered. */
const emptyCacheState: CacheState = { format: FORMAT, runs: {} };

/** Where the state file of a project lives. */
export function cacheStatePath(projectRoot: string): string {
  return path.join(projectRoot, CACHE_DIRECTORY, STATE_FILE);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === "string");
}

function isObservationMemo(value: unknown): value is ObservationMemo {
  if (typeof value !== "object" || value === null) return false;
  const memo = value as Partial<Record<keyof ObservationMemo, unknown>>;
  return typeof memo.layout === "string" && typeof memo.inputs === "string" && isStringRecord(memo.outputs) && isPathStatusList(memo.statuses);
}

function isCachedRun(value: unknown): value is CachedRun {
  if (typeof value !== "object" || value === null) return false;
  const run = value as Partial<Record<keyof CachedRun, unknown>>;
  return typeof run.inputs === "string" && typeof run.passed === "boolean" && isStringRecord(run.outputs);
}

/**
 * Reads the state file. A missing, unreadable, corrupt or foreign-format file is an empty state: the
 * cache can only ever cause a full run, never a wrong answer.
 */
export async function readCacheState(projectRoot: string): Promise<CacheState> {
  let parsed: unknown;
  try {
    // Synchronous on purpose: one small file, read on the up-to-date path, where promise round trips
    // cost more than the read.
    parsed = JSON.parse(fs.readFileSync(cacheStatePath(projectRoot), "utf8"));
  } catch {
    return emptyCacheState;
  }
  if (typeof parsed !== "object" || parsed === null) return emptyCacheState;
  const { format, runs, observed } = parsed as { format?: unknown; runs?: unknown; observed?: unknown };
  if (format !== FORMAT || typeof runs !== "object" || runs === null || Array.isArray(runs)) return emptyCacheState;
  const valid = Object.fromEntries(Object.entries(runs).filter(([, run]) => isCachedRun(run))) as Record<string, CachedRun>;
  return isObservationMemo(observed) ? { format: FORMAT, runs: valid, observed } : { format: FORMAT, runs: valid };
}

/**
 * Writes the state file through a temp file and a rename, so a concurrent reader sees the old state or
 * the new one, never half of one. A failure to write (a read-only checkout) only costs the next run its
 * shortcut, so it is swallowed.
 */
export async function writeCacheState(projectRoot: string, state: CacheState): Promise<void> {
  const file = cacheStatePath(projectRoot);
  // Unique enough next to the pid, without loading node:crypto (the up-to-date path does not need it).
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // The folder ignores itself, so projects without a .gitignore line never commit it.
      fs.writeFileSync(path.join(path.dirname(file), ".gitignore"), "*\n", { flag: "wx" });
    } catch {
      // Already there (or not writable, which the state file's own write finds out).
    }
    fs.writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
    fs.renameSync(temporary, file);
  } catch {
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // Nothing more to clean up.
    }
  }
}
