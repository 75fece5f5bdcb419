import { ExitCode, UsageError, type CommandIO } from "./commands/command-io.js";
import { fs, util } from "./node-builtins.js";
import { locateGeneratorAssets, resolveProjectPaths, type GeneratorAssets, type ProjectPaths } from "./project-paths.js";
import { errorFormats, isErrorFormat, type ErrorFormat } from "./report/error-format.js";

type OptionSpec = Record<string, { type: "string" | "boolean"; multiple?: boolean; short?: string }>;

/** What a command receives once its command line is parsed. */
export interface CommandInput {
  readonly paths: ProjectPaths;
  readonly assets: GeneratorAssets;
  readonly values: Record<string, unknown>;
  readonly positionals: readonly string[];
  readonly errorFormat: ErrorFormat;
  readonly io: CommandIO;
}

/** A command: its options, and its implementation, imported only when the command runs. */
interface CommandEntry {
  readonly options: OptionSpec;
  readonly positionals?: boolean;
  readonly load: () => Promise<(input: CommandInput) => Promise<number>>;
}

const errorFormatOption = { "error-format": { type: "string" } } as const;

// Each command's module is imported on demand, so `toolspec check` on an up-to-date tree never loads
// what `prompt` or `generate` need.
const commands: Record<string, CommandEntry> = {
  generate: {
    options: { check: { type: "boolean" }, watch: { type: "boolean" }, ...errorFormatOption },
    // Through the cache: the generate module (and all it imports) loads only when something changed.
    load: async () => (await import("./incremental/cached-run.js")).cachedGenerateCommand,
  },
  check: {
    options: { ...errorFormatOption },
    load: async () => (await import("./incremental/cached-run.js")).cachedCheckCommand,
  },
  breaking: {
    options: { against: { type: "string" }, except: { type: "string", multiple: true }, ...errorFormatOption },
    load: async () => (await import("./commands/breaking-command.js")).breakingCommand,
  },
  new: {
    options: { approval: { type: "string" }, shares: { type: "string" }, param: { type: "string", multiple: true } },
    positionals: true,
    load: async () => (await import("./scaffold/scaffold-tool.js")).scaffoldTool,
  },
  prompt: {
    options: {
      stats: { type: "boolean" },
      variant: { type: "string" },
      format: { type: "string" },
      cwd: { type: "string" },
      set: { type: "string", multiple: true },
      context: { type: "string", multiple: true },
      ...errorFormatOption,
    },
    load: async () => (await import("./commands/prompt-command.js")).promptCommand,
  },
};

const globalOptions = { spec: { type: "string" }, help: { type: "boolean", short: "h" } } as const;

/** The help texts, loaded only when help is printed: most runs never show them. */
async function helpTexts(): Promise<typeof import("./cli-help.js")> {
  return import("./cli-help.js");
}

function version(): string {
  return (JSON.parse(fs.readFileSync(locateGeneratorAssets().packageJsonPath, "utf8")) as { version: string }).version;
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
      const { commandHelp, mainHelp } = await helpTexts();
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
      io.stdout((await helpTexts()).mainHelp);
      return ExitCode.ok;
    }
    const entry = commands[command];
    if (entry === undefined) throw new UsageError(`unknown command '${command}'`);
    let parsed: { values: Record<string, unknown>; positionals: string[] };
    try {
      parsed = util.parseArgs({ args: rest, options: { ...globalOptions, ...entry.options }, strict: true, allowPositionals: entry.positionals ?? false });
    } catch (error) {
      throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, ""), command);
    }
    if (parsed.values.help) {
      io.stdout((await helpTexts()).commandHelp[command]!);
      return ExitCode.ok;
    }
    const errorFormat = (parsed.values["error-format"] as string | undefined) ?? "text";
    if (!isErrorFormat(errorFormat)) throw new UsageError(`--error-format must be one of ${errorFormats.join(", ")}, got '${errorFormat}'`, command);
    const run = await entry.load();
    return await run({
      paths: resolveProjectPaths(io.cwd, (parsed.values.spec as string | undefined) ?? "tools.yaml"),
      assets: locateGeneratorAssets(),
      values: parsed.values,
      positionals: parsed.positionals,
      errorFormat,
      io,
    });
  } catch (error) {
    if (UsageError.isInstance(error)) {
      io.stderr(`toolspec: ${error.message}\n`);
      io.stderr(`Run 'toolspec ${error.command ? `${error.command} ` : ""}--help' for usage.\n`);
      return ExitCode.usage;
    }
    throw error;
  }
}
