import type { CommandInput } from "../run-cli.js";
import { UsageError } from "./command-io.js";

/** Placeholder until `toolspec breaking` lands. */
export async function breakingCommand(_input: CommandInput): Promise<number> {
  throw new UsageError("'breaking' is not available yet", "breaking");
}
