import { writeFile } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomically } from "../../src/workspace/write-file-atomically.js";
import { ExitCode, UsageError, type CommandIO } from "../commands/command-io.js";
import { generateCommand } from "../commands/generate-command.js";
import { loadProjectSpec } from "../commands/load-project-spec.js";
import { printReport } from "../report/print-report.js";
import type { CommandInput } from "../run-cli.js";
import type { Problem } from "../spec/problem.js";
import { appendToolEntry } from "./append-tool-entry.js";
import { FileRollback } from "./file-rollback.js";
import { handlerTestSource } from "./handler-test-template.js";
import { handlerSource } from "./handler-template.js";
import { parseNewToolRequest, type NewToolRequest } from "./new-tool-request.js";
import { nextSteps, summaryLines } from "./scaffold-report.js";
import { projectConflicts } from "./project-conflicts.js";
import { scaffoldFiles } from "./scaffold-names.js";
import { buildToolEntry } from "./tool-entry.js";

/** One UsageError for every command-line problem, so a single run names them all. */
function usageError(problems: readonly string[], toolName: string | undefined): UsageError {
  if (problems.length === 1) return new UsageError(problems[0]!, "new");
  const subject = toolName === undefined ? "cannot add a tool" : `cannot add tool '${toolName}'`;
  return new UsageError(`${subject} (${problems.length} problems; nothing was written):\n  - ${problems.join("\n  - ")}`, "new");
}

/** An in-memory CommandIO, for running generate inside new and deciding afterwards what to show. */
function bufferedIO(cwd: string): { io: CommandIO; stdout: () => string; stderr: () => string } {
  let stdout = "";
  let stderr = "";
  return {
    io: { cwd, stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) },
    stdout: () => stdout,
    stderr: () => stderr,
  };
}

/** The files a request creates besides tools.yaml: a handler and its test, or none with --shares. */
function newFiles(request: NewToolRequest): { readonly file: string; readonly content: string }[] {
  if (request.shares !== undefined) return [];
  const files = scaffoldFiles(request.name);
  return [
    { file: files.handler, content: handlerSource(request) },
    { file: files.test, content: handlerTestSource(request) },
  ];
}

/**
 * `toolspec new <tool_name> --approval CLASS [--shares tool] [--param name:type[:required]]...`: checks
 * everything first, appends the tool's entry to tools.yaml without touching the rest of the file, writes
 * a handler scaffold and its test, and regenerates. If generation fails, every change is undone.
 */
export async function scaffoldTool({ paths, assets, values, positionals, errorFormat, io }: CommandInput): Promise<number> {
  const { request, problems } = parseNewToolRequest({ positionals, approval: values.approval, shares: values.shares, param: values.param });
  if (request === undefined) throw usageError(problems, positionals[0]);

  const loaded = await loadProjectSpec(paths, assets);
  if (!loaded.ok) {
    printReport(loaded.problems, errorFormat, io.stdout);
    io.stderr(`Nothing was written: fix ${paths.specDisplayName} first, then run toolspec new again.\n`);
    return ExitCode.problems;
  }
  const conflicts = projectConflicts(request, loaded.raw, loaded.handlerFiles, paths.root);
  if (conflicts.length > 0) throw usageError(conflicts, request.name);

  const entry = buildToolEntry(request, loaded.raw);
  // Appended to the very text the checks above ran on.
  const appended = appendToolEntry(loaded.source.text, entry);
  if (!appended.ok) {
    const position = loaded.source.positionAt(appended.offset);
    const problem: Problem = { rule: "SCAFFOLD_APPEND_FAILED", message: appended.reason, file: paths.specDisplayName, position, severity: "error" };
    printReport([problem], errorFormat, io.stdout);
    io.stderr("Nothing was written.\n");
    return ExitCode.problems;
  }

  const files = newFiles(request);
  const rollback = new FileRollback();
  rollback.rememberFile(paths.specPath);
  rollback.rememberTree(paths.generatedDirectory);
  rollback.rememberDirectory(path.dirname(paths.docsFile));
  rollback.rememberFile(paths.docsFile);
  const generation = bufferedIO(io.cwd);
  try {
    for (const { file, content } of files) {
      const absolute = path.join(paths.root, file);
      rollback.rememberFile(absolute);
      await rollback.makeDirectory(path.dirname(absolute));
      // "wx": never overwrite, even a file that appeared since the checks ran.
      await writeFile(absolute, content, { flag: "wx" });
    }
    await writeFileAtomically(paths.specPath, appended.text);
    const code = await generateCommand({ paths, assets, values: {}, positionals: [], errorFormat: "text", io: generation.io });
    if (code !== ExitCode.ok) {
      await rollback.restore();
      io.stdout(generation.stdout());
      io.stderr(
        `Generation failed with the new entry for '${request.name}' (positions above are in ${paths.specDisplayName} with that entry, lines ${appended.entryLines.first}-${appended.entryLines.last}). ` +
          `Everything was undone: ${paths.specDisplayName} is back as it was${files.length > 0 ? ` and ${files.map((file) => file.file).join(", ")} were removed` : ""}.\n`,
      );
      return ExitCode.problems;
    }
  } catch (error) {
    await rollback.restore();
    throw error;
  }
  for (const line of summaryLines(request, entry, paths.specDisplayName, appended.entryLines, files.map((file) => file.file))) io.stdout(`${line}\n`);
  io.stdout(generation.stdout());
  io.stdout(`\n${nextSteps(request, loaded.raw, paths.specDisplayName, appended.entryLines).join("\n")}\n`);
  return ExitCode.ok;
}
