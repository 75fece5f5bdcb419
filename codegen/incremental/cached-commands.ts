import { UsageError } from "../commands/command-io.js";
import type { CommandInput } from "../run-cli.js";
import { runWithCache } from "./cached-run.js";

// These are the modules runCli loads for generate and check. They import nothing heavy: the commands
// themselves (YAML, ajv, ts-morph, handlebars, diff) load only when the cache cannot answer.

/** `toolspec generate [--check] [--watch]`, answered from the cache when nothing changed. */
export async function cachedGenerateCommand(input: CommandInput): Promise<number> {
  if (input.values.watch === true) {
    if (input.values.check === true) throw new UsageError("--watch and --check cannot be combined: --check compares once and writes nothing", "generate");
    return (await import("../commands/watch-command.js")).watchCommand(input);
  }
  const command = input.values.check === true ? "generate --check" : "generate";
  return runWithCache(command, input, async (teed) => (await import("../commands/generate-command.js")).generateCommand(teed));
}

/** `toolspec check`, answered from the cache when nothing changed since the last passing check. */
export async function cachedCheckCommand(input: CommandInput): Promise<number> {
  return runWithCache("check", input, async (teed) => (await import("../commands/check-command.js")).checkCommand(teed));
}
