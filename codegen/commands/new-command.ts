import type { CommandInput } from "../run-cli.js";
import { UsageError } from "./command-io.js";

/** Placeholder until `toolspec new` lands. */
export async function newCommand(_input: CommandInput): Promise<number> {
  throw new UsageError("'new' is not available yet", "new");
}
