import { findDrift } from "../generate/find-drift.js";
import { writeGeneratedFiles } from "../generate/write-generated-files.js";
import { projectRelative } from "../project-paths.js";
import { driftProblems } from "../report/drift-problems.js";
import { printReport } from "../report/print-report.js";
import { passSummary } from "../report/run-summary.js";
import type { CommandInput } from "../run-cli.js";
import { startTokenCounting } from "../tokens/token-counter.js";
import { ExitCode } from "./command-io.js";
import { loadProjectSpec } from "./load-project-spec.js";
import { renderProject } from "./project-generation.js";

/**
 * `toolspec generate [--check]`: writes src/generated and docs/tools.md, or (with --check) only compares
 * them with what tools.yaml produces. A spec with problems writes nothing.
 */
export async function generateCommand({ paths, assets, values, errorFormat, io }: CommandInput): Promise<number> {
  // The tokenizer loads on the other core while this one loads the spec (docs and budgets count tokens).
  startTokenCounting();
  const loaded = await loadProjectSpec(paths, assets);
  if (!loaded.ok) {
    printReport(loaded.problems, errorFormat, io.stdout);
    if (errorFormat === "text") io.stderr(`Nothing was written: fix ${paths.specDisplayName} first.\n`);
    return ExitCode.problems;
  }
  const { files } = await renderProject(loaded.spec, paths, assets);
  const generatedDirectory = projectRelative(paths.root, paths.generatedDirectory);
  if (values.check === true) {
    const drift = driftProblems(await findDrift(paths.root, files, generatedDirectory));
    printReport(drift, errorFormat, io.stdout);
    if (drift.length > 0) {
      if (errorFormat === "text") io.stdout(`${drift.length} generated file${drift.length === 1 ? " is" : "s are"} out of date with ${paths.specDisplayName}; run \`toolspec generate\`.\n`);
      return ExitCode.problems;
    }
    if (errorFormat === "text") io.stdout(`${passSummary({ command: "generate --check", files: files.length }, paths.specDisplayName, loaded.spec.tools.length)}\n`);
    return ExitCode.ok;
  }
  const report = await writeGeneratedFiles(paths.root, files, generatedDirectory);
  if (errorFormat === "json") printReport([], errorFormat, io.stdout);
  if (errorFormat !== "text") return ExitCode.ok;
  for (const file of report.written) io.stdout(`wrote ${file}\n`);
  for (const file of report.removed) io.stdout(`removed ${file}\n`);
  const counts = { command: "generate", written: report.written.length, removed: report.removed.length, unchanged: report.unchanged } as const;
  io.stdout(`${passSummary(counts, paths.specDisplayName, loaded.spec.tools.length)}\n`);
  return ExitCode.ok;
}
