import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { mainHelp, commandHelp } from "./cli-help.js";
import { runCheck } from "./commands/check-command.js";
import { ExitCode, UsageError, type CommandIO } from "./commands/command-io.js";
import { runGenerate } from "./commands/generate-command.js";
import { runPrompt } from "./commands/prompt-command.js";
import { locateGeneratorAssets, resolveProjectPaths } from "./project-paths.js";

const commandOptions = {
  generate: { check: { type: "boolean" } },
  check: {},
  prompt: {
    variant: { type: "string" },
    format: { type: "string" },
    cwd: { type: "string" },
    set: { type: "string", multiple: true },
    context: { type: "string", multiple: true },
  },
} as const;

const globalOptions = { spec: { type: "string" }, help: { type: "boolean", short: "h" } } as const;

function version(): string {
  return (JSON.parse(readFileSync(locateGeneratorAssets().packageJsonPath, "utf8")) as { version: string }).version;
}

/** Splits argv into the command and its arguments; global options may come before the command. */
function splitCommand(argv: readonly string[]): { command: string | undefined; rest: string[] } {
  const rest = [...argv];
  for (let index = 0; index < rest.length; index++) {
    const argument = rest[index]!;
    if (!argument.startsWith("-")) return { command: argument, rest: [...rest.slice(0, index), ...rest.slice(index + 1)] };
    if (argument === "--spec") index++;
  }
  return { command: undefined, rest };
}

/** Runs one command line; returns the exit code. Exported for in-process tests. */
export async function runCli(argv: readonly string[], io: CommandIO): Promise<number> {
  const { command, rest } = splitCommand(argv);
  try {
    if (command === "help") {
      const topic = rest.find((argument) => !argument.startsWith("-"));
      if (topic !== undefined && commandHelp[topic] === undefined) throw new UsageError(`unknown command '${topic}'`);
      io.stdout(topic === undefined ? mainHelp : commandHelp[topic]!);
      return ExitCode.ok;
    }
    if (command === undefined) {
      if (rest.includes("-v") || rest.includes("--version")) {
        io.stdout(`${version()}\n`);
        return ExitCode.ok;
      }
      const unknown = rest.find((argument) => !["-h", "--help", "--spec"].includes(argument) && argument.startsWith("-"));
      if (unknown !== undefined) throw new UsageError(`unknown option '${unknown}'`);
      io.stdout(mainHelp);
      return ExitCode.ok;
    }
    if (!(command in commandOptions)) throw new UsageError(`unknown command '${command}'`);
    const name = command as keyof typeof commandOptions;
    let values: Record<string, unknown>;
    try {
      ({ values } = parseArgs({ args: [...rest], options: { ...globalOptions, ...commandOptions[name] }, strict: true, allowPositionals: false }));
    } catch (error) {
      throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, ""), name);
    }
    if (values.help) {
      io.stdout(commandHelp[name]!);
      return ExitCode.ok;
    }
    const paths = resolveProjectPaths(io.cwd, (values.spec as string | undefined) ?? "tools.yaml");
    const assets = locateGeneratorAssets();
    switch (name) {
      case "generate":
        return await runGenerate(paths, assets, { check: values.check === true }, io);
      case "check":
        return await runCheck(paths, assets, io);
      case "prompt": {
        if (typeof values.variant !== "string") throw new UsageError("--variant is required", "prompt");
        return await runPrompt(
          paths,
          assets,
          {
            variant: values.variant,
            ...(typeof values.format === "string" ? { format: values.format } : {}),
            ...(typeof values.cwd === "string" ? { cwd: values.cwd } : {}),
            set: (values.set as string[] | undefined) ?? [],
            context: (values.context as string[] | undefined) ?? [],
          },
          io,
        );
      }
    }
  } catch (error) {
    if (UsageError.isInstance(error)) {
      io.stderr(`toolspec: ${error.message}\n`);
      io.stderr(`Run 'toolspec ${error.command ? `${error.command} ` : ""}--help' for usage.\n`);
      return ExitCode.usage;
    }
    throw error;
  }
}
