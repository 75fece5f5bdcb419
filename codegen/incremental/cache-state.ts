import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutputHashes } from "./output-hashes.js";

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

/** The whole state file: one entry per command and spec, e.g. `check tools.yaml`. */
export interface CacheState {
  readonly format: typeof FORMAT;
  readonly runs: Readonly<Record<string, CachedRun>>;
}

/** A state with nothing remembered. */
export const emptyCacheState: CacheState = { format: FORMAT, runs: {} };

/** Where the state file of a project lives. */
export function cacheStatePath(projectRoot: string): string {
  return path.join(projectRoot, CACHE_DIRECTORY, STATE_FILE);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === "string");
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
    parsed = JSON.parse(await readFile(cacheStatePath(projectRoot), "utf8"));
  } catch {
    return emptyCacheState;
  }
  if (typeof parsed !== "object" || parsed === null) return emptyCacheState;
  const { format, runs } = parsed as { format?: unknown; runs?: unknown };
  if (format !== FORMAT || typeof runs !== "object" || runs === null || Array.isArray(runs)) return emptyCacheState;
  const valid = Object.entries(runs).filter(([, run]) => isCachedRun(run));
  return { format: FORMAT, runs: Object.fromEntries(valid) as Record<string, CachedRun> };
}

/**
 * Writes the state file through a temp file and a rename, so a concurrent reader sees the old state or
 * the new one, never half of one. A failure to write (a read-only checkout) only costs the next run its
 * shortcut, so it is swallowed.
 */
export async function writeCacheState(projectRoot: string, state: CacheState): Promise<void> {
  const file = cacheStatePath(projectRoot);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // The folder ignores itself, so projects without a .gitignore line never commit it.
    await writeFile(path.join(path.dirname(file), ".gitignore"), "*\n", { flag: "wx" }).catch(() => undefined);
    await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`);
    await rename(temporary, file);
  } catch {
    await rm(temporary, { force: true }).catch(() => undefined);
  }
}
