import type { CommandOutcome, CommandRunner } from "../../src/contracts/services.js";

/** A command runner that records its calls and answers with `outcome` (or throws `failure`). */
export function fakeRunner(outcome: Partial<CommandOutcome> = {}, failure?: Error) {
  const calls: { command: string; options: { cwd: string; timeoutMs: number; maxOutputBytes: number } }[] = [];
  const runner: CommandRunner = {
    async run(command, options) {
      calls.push({ command, options });
      if (failure !== undefined) throw failure;
      return { exitCode: 0, output: "", timedOut: false, truncated: false, ...outcome };
    },
  };
  return { runner, calls };
}
