// Running the helper scripts of bench/children: each prints one JSON line on stdout as its last line.
import { childScript } from "./paths.mjs";
import { runOnce } from "./spawn-timing.mjs";

/** Runs a child script with node and returns its parsed JSON report. */
export async function runChild(name, args = [], { cwd, nodeArgs = [] } = {}) {
  const { stdout } = await runOnce({ file: process.execPath, args: [...nodeArgs, childScript(name), ...args], cwd }, { captureStdout: true });
  return parseReport(stdout, name);
}

/** The JSON report on the last line of a child's stdout; `source` names the child in the error. */
export function parseReport(stdout, source) {
  const lines = stdout.trim().split("\n");
  try {
    return JSON.parse(lines[lines.length - 1]);
  } catch {
    throw new Error(`${source} printed no JSON report:\n${stdout.slice(-1000)}`);
  }
}

/** The command that runs a child script, for spawn timing. */
export function childCommand(name, args = [], { cwd } = {}) {
  return { file: process.execPath, args: [childScript(name), ...args], cwd };
}
