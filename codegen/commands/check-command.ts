import { findDrift } from "../generate/find-drift.js";
import { projectRelative } from "../project-paths.js";
import { driftProblems } from "../report/drift-problems.js";
import { printReport } from "../report/print-report.js";
import { passSummary } from "../report/run-summary.js";
import type { CommandInput } from "../run-cli.js";
import { findScaffoldedHandlers } from "../scaffold/scaffold-marker.js";
import { findUnusedHandlers } from "../spec/check-handler-files.js";
import { hasErrors } from "../spec/load-spec.js";
import { checkTokenBudgets } from "../tokens/check-budgets.js";
import { startTokenCounting } from "../tokens/token-counter.js";
import { ExitCode } from "./command-io.js";
import { loadProjectSpec } from "./load-project-spec.js";
import { renderProject } from "./project-generation.js";

/**
 * `toolspec check`: every rule of the loader, handler coverage (no handler class without a tool), and
 * drift (src/generated and docs/tools.md equal what tools.yaml produces), and the token budgets tools.yaml
 * declares. Handlers still holding the `toolspec new` scaffold marker are warnings. Exit 1 on any error.
 */
export async function checkCommand({ paths, assets, errorFormat, io }: CommandInput): Promise<number> {
  // The tokenizer loads on the other core while this one loads the spec (docs and budgets count tokens).
  startTokenCounting();
  const loaded = await loadProjectSpec(paths, assets);
  if (!loaded.ok) {
    printReport(loaded.problems, errorFormat, io.stdout);
    return ExitCode.problems;
  }
  const unused = findUnusedHandlers(loaded.raw, loaded.handlerFiles, paths.handlersDirectory, paths.root);
  // Budgets are checked against the very costs the catalog was written with, not counted twice.
  const emitted = await renderProject(loaded.spec, paths, assets);
  const files = emitted.files;
  const drift = driftProblems(await findDrift(paths.root, files, projectRelative(paths.root, paths.generatedDirectory)));
  const overBudget = await checkTokenBudgets(loaded.spec, loaded.source, emitted);
  const scaffolds = findScaffoldedHandlers(loaded.raw, loaded.handlerFiles, paths.handlersDirectory, paths.root);
  const problems = [...overBudget, ...unused, ...drift, ...scaffolds];
  printReport(problems, errorFormat, io.stdout);
  if (hasErrors(problems)) return ExitCode.problems;
  if (errorFormat === "text") io.stdout(`${passSummary({ command: "check", files: files.length }, paths.specDisplayName, loaded.spec.tools.length)}\n`);
  return ExitCode.ok;
}
