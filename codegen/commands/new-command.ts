import type { CommandInput } from "../run-cli.js";
import { scaffoldTool } from "../scaffold/scaffold-tool.js";

/** `toolspec new`: adds a tool to tools.yaml with a handler scaffold and its test (codegen/scaffold/). */
export async function newCommand(input: CommandInput): Promise<number> {
  return scaffoldTool(input);
}
