// Whole-process timing: process.hrtime around child_process.spawn until the child has exited and its
// pipes are closed. Series are interleaved (baseline, target 1, target 2, baseline, ...) so slow phases
// of a noisy machine hit every command of a round alike, and each ratio compares commands of one round.
import { spawn } from "node:child_process";
import { log } from "./progress.mjs";

/**
 * A command to run: { file, args, cwd?, env? , prepare?() }.
 * `prepare` runs before each timed run and is not timed (e.g. deleting a generated folder).
 */

/** Runs a command once; resolves to { ms, stdout, stderr }. Rejects when it exits non-zero. */
export function runOnce(command, { captureStdout = false } = {}) {
  return new Promise((resolve, reject) => {
    const stdout = [];
    const stderr = [];
    const started = process.hrtime.bigint();
    const child = spawn(command.file, command.args ?? [], {
      cwd: command.cwd,
      env: command.env ?? process.env,
      stdio: ["ignore", captureStdout ? "pipe" : "ignore", "pipe"],
    });
    if (captureStdout) child.stdout.on("data", (chunk) => stdout.push(chunk));
    child.stderr.on("data", (chunk) => stderr.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const result = { ms, stdout: Buffer.concat(stdout).toString("utf8"), stderr: Buffer.concat(stderr).toString("utf8") };
      if (code !== 0) {
        const shown = [command.file, ...(command.args ?? [])].join(" ");
        reject(new Error(`'${shown}' (cwd ${command.cwd ?? process.cwd()}) exited with ${code ?? signal}:\n${result.stderr.slice(-2000)}`));
      } else resolve(result);
    });
  });
}

/**
 * Runs `baseline` and every target in turn, `runs` rounds (after `warmup` untimed rounds).
 * Returns { baseline: ms[], targets: { name: ms[] }, extras: { name: result[] } } where round i of every
 * list belongs together. `measure(command)` may replace the default timing (e.g. to read peak RSS).
 */
export async function interleave({ label, baseline, targets, runs, warmup = 1, measure }) {
  const run = measure ?? (async (command) => (await runOnce(command)).ms);
  const names = Object.keys(targets);
  const series = { baseline: [], targets: Object.fromEntries(names.map((name) => [name, []])) };
  const one = async (command) => {
    if (command.prepare) await command.prepare();
    return run(command);
  };
  for (let round = -warmup; round < runs; round++) {
    log(`${label}: ${round < 0 ? "warm-up round" : `round ${round + 1}/${runs}`}`);
    const base = await one(baseline);
    const values = [];
    for (const name of names) values.push(await one(targets[name]));
    if (round < 0) continue;
    series.baseline.push(base);
    names.forEach((name, index) => series.targets[name].push(values[index]));
  }
  return series;
}

/** `node -e 0`: the floor every process-level row is divided by. */
export const nodeNoop = () => ({ file: process.execPath, args: ["-e", "0"] });
