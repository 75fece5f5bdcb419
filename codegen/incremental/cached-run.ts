import { ExitCode, UsageError } from "../commands/command-io.js";
import { passSummary } from "../report/run-summary.js";
import type { CommandInput } from "../run-cli.js";
import { readCacheState, writeCacheState, type CachedRun, type CacheState, type ObservationMemo } from "./cache-state.js";
import type { OutputHashes } from "./output-hashes.js";
import { statusesUnchanged } from "./path-status.js";

// Only what an up-to-date run needs is imported statically. Hashing (node:crypto), the report printer
// and the problem finder load when the remembered statuses no longer match, when a run prints problems,
// or when it runs fully.

/** The runs the cache can replay; each keeps its own entry, since each judges different things. */
export type CachedCommandName = "generate" | "generate --check" | "check";

/** The environment variable that turns the cache off: any value but empty or `0`. */
const NO_CACHE_VARIABLE = "TOOLSPEC_NO_CACHE";

/** Whether the user asked for full runs only. */
function cacheDisabled(): boolean {
  const value = process.env[NO_CACHE_VARIABLE];
  return value !== undefined && value !== "" && value !== "0";
}

/** What a replayed run says in text form: the summary of the full run it stands for, nothing written. */
function upToDateMessage(command: CachedCommandName, specName: string, outputCount: number): string {
  const counts = command === "generate" ? { command, written: 0, removed: 0, unchanged: outputCount } : { command, files: outputCount };
  return passSummary(counts, specName, undefined);
}

/** The inputs fingerprint and the outputs on disk at one moment. */
interface Observation {
  readonly inputs: string;
  readonly outputs: OutputHashes;
  /** The observation as the cache can remember it; undefined when it was read from files too fresh to trust. */
  readonly memo: ObservationMemo | undefined;
}

/** Which spec, generator and assets an observation is of: a remembered one only stands for the same. */
function observationLayout({ paths, assets }: CommandInput): string {
  // This module's URL names the generator install that runs.
  return JSON.stringify([import.meta.url, paths.specPath, paths.handlersDirectory, paths.generatedDirectory, paths.docsFile, assets.metaSchemaPath, assets.templatesDirectory, assets.packageJsonPath]);
}

/**
 * Looks at inputs and outputs: from `remembered` when every file and directory it read still has the
 * same status, otherwise by reading and hashing them. Undefined when they cannot be read, which just
 * means "no cache".
 */
async function observe(input: CommandInput, remembered: ObservationMemo | undefined, clock: () => number): Promise<Observation | undefined> {
  const layout = observationLayout(input);
  try {
    if (remembered !== undefined && remembered.layout === layout && statusesUnchanged(remembered.statuses)) {
      return { inputs: remembered.inputs, outputs: remembered.outputs, memo: remembered };
    }
    const { observeFiles } = await import("./observe-files.js");
    const { inputs, outputs, statuses } = await observeFiles(input.paths, input.assets, clock());
    return { inputs, outputs, memo: statuses === undefined ? undefined : { layout, statuses, inputs, outputs } };
  } catch {
    return undefined;
  }
}

/** A state that remembers the given observation, when there is one. */
function withObservation(state: CacheState, memo: ObservationMemo | undefined): CacheState {
  return memo === undefined ? state : { ...state, observed: memo };
}

/** Whether two sets of output hashes name the same files with the same contents. */
function sameOutputs(left: OutputHashes, right: OutputHashes): boolean {
  const leftNames = Object.keys(left);
  if (leftNames.length !== Object.keys(right).length) return false;
  return leftNames.every((name) => Object.hasOwn(right, name) && right[name] === left[name]);
}

function canReplay(remembered: CachedRun | undefined, now: Observation): boolean {
  return remembered !== undefined && remembered.passed && remembered.inputs === now.inputs && sameOutputs(remembered.outputs, now.outputs);
}

/**
 * Records the outcome of a full run. Only a clean pass is remembered (exit 0 and no problem printed, not
 * even a warning), and only when nothing it read changed while it ran (for the comparing commands, the
 * outputs included: a file edited mid-run may not be the one that was judged). Any other run forgets the
 * command's entry and otherwise writes nothing.
 */
async function remember(command: CachedCommandName, input: CommandInput, before: Observation, clean: boolean, clock: () => number): Promise<void> {
  const key = `${command} ${input.paths.specDisplayName}`;
  const after = clean ? await observe(input, before.memo, clock) : undefined;
  const steady = after !== undefined && after.inputs === before.inputs && (command === "generate" || sameOutputs(before.outputs, after.outputs));
  // Re-read: another toolspec process may have recorded its own command meanwhile.
  const state = withObservation(await readCacheState(input.paths.root), after?.memo ?? before.memo);
  if (steady) {
    await writeCacheState(input.paths.root, { ...state, runs: { ...state.runs, [key]: { inputs: after.inputs, outputs: after.outputs, passed: true } } });
  } else if (Object.hasOwn(state.runs, key)) {
    await writeCacheState(input.paths.root, { ...state, runs: Object.fromEntries(Object.entries(state.runs).filter(([name]) => name !== key)) });
  }
}

/** A command through the cache, with its inputs already looked at. */
export interface PreparedRun {
  /** The inputs fingerprint the cache judges the run by; undefined when the cache is off or cannot read them. */
  readonly inputs: string | undefined;
  /** Answers "up to date" when the cache can, else runs `runFull` and records its outcome. */
  run(runFull: (input: CommandInput) => Promise<number>): Promise<number>;
}

/**
 * Looks at a command's inputs and outputs for the cache: from the remembered statuses when nothing
 * changed, else by hashing them. Watch uses `inputs` to skip saves that changed nothing, without
 * hashing the inputs a second time. `clock` tells the time (tests move it on, see path-status.ts).
 */
export async function prepareCachedRun(command: CachedCommandName, input: CommandInput, clock: () => number = Date.now): Promise<PreparedRun> {
  const uncached: PreparedRun = { inputs: undefined, run: (runFull) => runFull(input) };
  if (cacheDisabled()) return uncached;
  const state = await readCacheState(input.paths.root);
  const before = await observe(input, state.observed, clock);
  if (before === undefined) return uncached;
  return { inputs: before.inputs, run: (runFull) => replayOrRun(command, input, runFull, state, before, clock) };
}

/**
 * When the inputs fingerprint equals the one of the command's last passing full run and every generated
 * file still has the recorded hash, answers "up to date" without loading the generator; otherwise
 * `runFull` (which imports the heavy modules itself) does the work, with its stdout watched for problems.
 */
async function replayOrRun(
  command: CachedCommandName,
  input: CommandInput,
  runFull: (input: CommandInput) => Promise<number>,
  state: CacheState,
  before: Observation,
  clock: () => number,
): Promise<number> {
  const key = `${command} ${input.paths.specDisplayName}`;
  if (canReplay(state.runs[key], before)) {
    if (input.errorFormat === "text") {
      input.io.stdout(`${upToDateMessage(command, input.paths.specDisplayName, Object.keys(before.outputs).length)}\n`);
    } else {
      (await import("../report/print-report.js")).printReport([], input.errorFormat, input.io.stdout);
    }
    // Read from the files this time: remember what was seen, so the next run only compares statuses.
    if (before.memo !== undefined && before.memo !== state.observed) {
      await writeCacheState(input.paths.root, withObservation(await readCacheState(input.paths.root), before.memo));
    }
    return ExitCode.ok;
  }
  let printed = "";
  const stdout = (text: string) => {
    printed += text;
    input.io.stdout(text);
  };
  const code = await runFull({ ...input, io: { ...input.io, stdout } });
  const { printedProblems } = await import("./printed-problems.js");
  await remember(command, input, before, code === ExitCode.ok && !printedProblems(printed, input.errorFormat), clock);
  return code;
}

/** Runs a command through the cache (see prepareCachedRun and replayOrRun). */
export async function runWithCache(
  command: CachedCommandName,
  input: CommandInput,
  runFull: (input: CommandInput) => Promise<number>,
  clock: () => number = Date.now,
): Promise<number> {
  return (await prepareCachedRun(command, input, clock)).run(runFull);
}

// The commands runCli loads for generate and check. They import nothing heavy: the commands themselves
// (YAML, ajv, ts-morph, handlebars, diff) load only when the cache cannot answer.

/** A full generate run, for the cache to fall back on; the generator loads only when it is called. */
export async function runGenerateFully(input: CommandInput): Promise<number> {
  return (await import("../commands/generate-command.js")).generateCommand(input);
}

/** `toolspec generate [--check] [--watch]`, answered from the cache when nothing changed. */
export async function cachedGenerateCommand(input: CommandInput): Promise<number> {
  if (input.values.watch === true) {
    if (input.values.check === true) throw new UsageError("--watch and --check cannot be combined: --check compares once and writes nothing", "generate");
    return (await import("../commands/watch-command.js")).watchCommand(input);
  }
  const command = input.values.check === true ? "generate --check" : "generate";
  return runWithCache(command, input, runGenerateFully);
}

/** `toolspec check`, answered from the cache when nothing changed since the last passing check. */
export async function cachedCheckCommand(input: CommandInput): Promise<number> {
  return runWithCache("check", input, async (teed) => (await import("../commands/check-command.js")).checkCommand(teed));
}
