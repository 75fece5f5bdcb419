import { ExitCode } from "../commands/command-io.js";
import { printReport } from "../report/print-report.js";
import type { CommandInput } from "../run-cli.js";
import { readCacheState, writeCacheState, type CachedRun } from "./cache-state.js";
import { fingerprintInputs } from "./input-fingerprint.js";
import { hashOutputs, sameOutputs, type OutputHashes } from "./output-hashes.js";
import { printedProblems } from "./printed-problems.js";

/** The runs the cache can replay; each keeps its own entry, since each judges different things. */
export type CachedCommandName = "generate" | "generate --check" | "check";

/** The environment variable that turns the cache off: any value but empty or `0`. */
export const NO_CACHE_VARIABLE = "TOOLSPEC_NO_CACHE";

/** Whether the user asked for full runs only. */
export function cacheDisabled(environment: NodeJS.ProcessEnv = process.env): boolean {
  const value = environment[NO_CACHE_VARIABLE];
  return value !== undefined && value !== "" && value !== "0";
}

/** What a replayed run says in text form; it mirrors the summary of the full run it stands for. */
function upToDateMessage(command: CachedCommandName, specName: string, outputCount: number): string {
  switch (command) {
    case "generate":
      return `up to date (inputs unchanged): 0 file(s) written, 0 removed, ${outputCount} unchanged.`;
    case "generate --check":
      return `up to date (inputs unchanged): all ${outputCount} generated files match ${specName}.`;
    case "check":
      return `up to date (inputs unchanged): ${specName} is valid, every handler used, ${outputCount} generated files up to date.`;
  }
}

/** The inputs fingerprint and the outputs on disk at one moment. */
interface Observation {
  readonly inputs: string;
  readonly outputs: OutputHashes;
}

/** Looks at inputs and outputs; undefined when they cannot be read, which just means "no cache". */
async function observe({ paths, assets }: CommandInput): Promise<Observation | undefined> {
  try {
    return { inputs: fingerprintInputs(paths, assets), outputs: await hashOutputs(paths) };
  } catch {
    return undefined;
  }
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
async function remember(command: CachedCommandName, input: CommandInput, before: Observation, clean: boolean): Promise<void> {
  const key = `${command} ${input.paths.specDisplayName}`;
  const after = clean ? await observe(input) : undefined;
  const steady = after !== undefined && after.inputs === before.inputs && (command === "generate" || sameOutputs(before.outputs, after.outputs));
  // Re-read: another toolspec process may have recorded its own command meanwhile.
  const state = await readCacheState(input.paths.root);
  if (steady) {
    await writeCacheState(input.paths.root, { ...state, runs: { ...state.runs, [key]: { inputs: after.inputs, outputs: after.outputs, passed: true } } });
  } else if (Object.hasOwn(state.runs, key)) {
    await writeCacheState(input.paths.root, { ...state, runs: Object.fromEntries(Object.entries(state.runs).filter(([name]) => name !== key)) });
  }
}

/**
 * Runs a command through the cache: when the inputs fingerprint equals the one of the command's last
 * passing full run and every generated file still has the recorded hash, it answers "up to date" without
 * loading the generator; otherwise `runFull` (which imports the heavy modules itself) does the work, with
 * its stdout watched for problems.
 */
export async function runWithCache(command: CachedCommandName, input: CommandInput, runFull: (input: CommandInput) => Promise<number>): Promise<number> {
  if (cacheDisabled()) return runFull(input);
  const before = await observe(input);
  if (before === undefined) return runFull(input);
  const key = `${command} ${input.paths.specDisplayName}`;
  if (canReplay((await readCacheState(input.paths.root)).runs[key], before)) {
    if (input.errorFormat === "text") {
      input.io.stdout(`${upToDateMessage(command, input.paths.specDisplayName, Object.keys(before.outputs).length)}\n`);
    } else {
      printReport([], input.errorFormat, input.io.stdout);
    }
    return ExitCode.ok;
  }
  let printed = "";
  const stdout = (text: string) => {
    printed += text;
    input.io.stdout(text);
  };
  const code = await runFull({ ...input, io: { ...input.io, stdout } });
  await remember(command, input, before, code === ExitCode.ok && !printedProblems(printed, input.errorFormat));
  return code;
}
