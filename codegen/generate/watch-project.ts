import { statSync, watch, type FSWatcher } from "node:fs";
import path from "node:path";
import type { CommandIO } from "../commands/command-io.js";
import { prepareCachedRun, runGenerateFully, type PreparedRun } from "../incremental/cached-run.js";
import { fingerprintInputs, isTemplateFile } from "../incremental/input-fingerprint.js";
import { projectRelative, type GeneratorAssets, type ProjectPaths } from "../project-paths.js";
import type { ErrorFormat } from "../report/error-format.js";
import { isHandlerFile } from "../spec/handler-file-name.js";

/** How long the tree must stay quiet before a regeneration: editors save in bursts. */
const DEFAULT_DEBOUNCE_MILLISECONDS = 100;

/** Exit code recorded for a run that threw (a toolspec bug or an unwritable disk), as the bin uses. */
const INTERNAL_ERROR = 70;

/** One generate run of a watch session. */
export interface WatchRun {
  /** The run's exit code: 0 written, 1 problems (nothing written). */
  readonly code: number;
  /** The changed files that caused the run (project-relative when inside the project); empty for the first run. */
  readonly changes: readonly string[];
}

/** What watching needs. */
export interface WatchProjectOptions {
  readonly paths: ProjectPaths;
  readonly assets: GeneratorAssets;
  readonly errorFormat: ErrorFormat;
  readonly io: CommandIO;
  /** Stops watching when aborted. */
  readonly signal?: AbortSignal;
  readonly debounceMilliseconds?: number;
  /** Called after every run; tests wait on it. */
  readonly onRun?: (run: WatchRun) => void;
}

/** A running watch session. */
export interface ProjectWatcher {
  /** Stops watching; resolves once every watcher is closed and no run is in flight. Safe to call twice. */
  stop(): Promise<void>;
  /** Resolves when the session has stopped, through stop() or the signal. */
  readonly stopped: Promise<void>;
}

/** A directory to watch and which of its entries are inputs. */
interface WatchTarget {
  readonly directory: string;
  readonly accepts: (name: string) => boolean;
}

/** A live fs.watch and the identity of the directory it watches, to notice a directory replaced under it. */
interface ActiveWatcher {
  readonly watcher: FSWatcher;
  readonly inode: number;
}

/** Whether a path is the directory or inside it. */
function isInside(directory: string, file: string): boolean {
  const relative = path.relative(directory, file);
  return relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

function inodeOf(directory: string): number | undefined {
  try {
    const stats = statSync(directory);
    return stats.isDirectory() ? stats.ino : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs generate, then again whenever tools.yaml, a template or a handler file changes. It watches the
 * containing directories, not the files, so an editor that saves by writing a temp file and renaming it
 * is still seen; changes are debounced, runs never overlap, and the generator's outputs are not watched.
 * A broken spec prints its problems and writes nothing; watching goes on until stopped.
 */
export function watchProject(options: WatchProjectOptions): ProjectWatcher {
  const { paths, assets, errorFormat, io, signal } = options;
  const debounce = options.debounceMilliseconds ?? DEFAULT_DEBOUNCE_MILLISECONDS;
  const targets: readonly WatchTarget[] = [
    { directory: paths.root, accepts: (name) => name === paths.specDisplayName },
    { directory: assets.templatesDirectory, accepts: isTemplateFile },
    { directory: paths.handlersDirectory, accepts: isHandlerFile },
  ];
  const display = (file: string) => (isInside(paths.root, file) ? projectRelative(paths.root, file) : file);
  const isOutput = (file: string) => file === paths.docsFile || isInside(paths.generatedDirectory, file);

  const watchers = new Map<string, ActiveWatcher>();
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let rerunWhenDone = false;
  let stopping = false;
  let lastFingerprint: string | undefined;
  let resolveStopped!: () => void;
  const stopped = new Promise<void>((resolve) => {
    resolveStopped = resolve;
  });

  const closeWatcher = (directory: string) => {
    watchers.get(directory)?.watcher.close();
    watchers.delete(directory);
  };

  const onChange = (target: WatchTarget, name: string | null) => {
    if (stopping) return;
    // Some platforms do not say which entry changed: then anything in the directory may have.
    if (name !== null) {
      const file = path.join(target.directory, name);
      if (!target.accepts(path.basename(name)) || isOutput(file)) return;
      pending.add(display(file));
    } else {
      pending.add(display(target.directory));
    }
    clearTimeout(timer);
    timer = setTimeout(flush, debounce);
  };

  /** Watches every target directory that exists, replacing watchers whose directory was removed or replaced. */
  const ensureWatchers = () => {
    for (const target of targets) {
      const inode = inodeOf(target.directory);
      const active = watchers.get(target.directory);
      if (active !== undefined && active.inode === inode) continue;
      closeWatcher(target.directory);
      if (inode === undefined) continue;
      try {
        const watcher = watch(target.directory, { persistent: true }, (_event, name) => onChange(target, name));
        // A watcher that fails (its directory deleted) is dropped; the next run looks again.
        watcher.on("error", () => closeWatcher(target.directory));
        watchers.set(target.directory, { watcher, inode });
      } catch (error) {
        io.stderr(`toolspec: cannot watch ${display(target.directory)}: ${(error as Error).message}\n`);
      }
    }
  };

  /** The inputs fingerprint; when the cache is off (TOOLSPEC_NO_CACHE) it is taken here, since only watch needs it. */
  const fingerprintOf = (prepared: PreparedRun): string | undefined => {
    if (prepared.inputs !== undefined) return prepared.inputs;
    try {
      return fingerprintInputs(paths, assets);
    } catch {
      return undefined;
    }
  };

  const runBatch = async (first: boolean) => {
    const changes = [...pending].sort();
    pending.clear();
    let code: number;
    try {
      const prepared = await prepareCachedRun("generate", { paths, assets, values: {}, positionals: [], errorFormat, io });
      const fingerprint = fingerprintOf(prepared);
      // A save that rewrote the same bytes, or an edit undone before the debounce ran out, changes nothing.
      if (!first && fingerprint !== undefined && fingerprint === lastFingerprint) return;
      lastFingerprint = fingerprint;
      if (!first) io.stderr(`${changes.join(", ")} changed; regenerating\n`);
      code = await prepared.run(runGenerateFully);
    } catch (error) {
      io.stderr(`toolspec: generate failed: ${(error as Error).message}\n`);
      code = INTERNAL_ERROR;
    }
    // A run that crashed is retried on the next change even if the inputs come back the same.
    if (code === INTERNAL_ERROR) lastFingerprint = undefined;
    if (stopping) return;
    // A directory created or replaced since the last look (src/handlers re-created) is watched from now on.
    ensureWatchers();
    options.onRun?.({ code, changes });
  };

  const startRun = (first: boolean) => {
    running = runBatch(first).finally(() => {
      running = undefined;
      if (rerunWhenDone && !stopping) {
        rerunWhenDone = false;
        startRun(false);
      }
    });
  };

  function flush() {
    timer = undefined;
    if (stopping) return;
    if (running !== undefined) {
      rerunWhenDone = true;
      return;
    }
    startRun(false);
  }

  let stopPromise: Promise<void> | undefined;
  const stop = () => {
    stopPromise ??= (async () => {
      stopping = true;
      signal?.removeEventListener("abort", onAbort);
      clearTimeout(timer);
      for (const directory of [...watchers.keys()]) closeWatcher(directory);
      // A run in flight finishes (its writes are atomic per file) before the session counts as stopped.
      await running;
      resolveStopped();
    })();
    return stopPromise;
  };
  function onAbort() {
    void stop();
  }

  if (signal?.aborted) {
    void stop();
    return { stop, stopped };
  }
  signal?.addEventListener("abort", onAbort, { once: true });
  // Watch first, so a change made while the first run is busy is not missed.
  ensureWatchers();
  io.stderr(`watching ${targets.map((target) => (target.directory === paths.root ? display(paths.specPath) : `${display(target.directory)}/`)).join(", ")} for changes; press Ctrl-C to stop\n`);
  startRun(true);
  return { stop, stopped };
}
