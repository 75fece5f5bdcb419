import { findDrift } from "../generate/find-drift.js";
import { writeGeneratedFiles } from "../generate/write-generated-files.js";
import { driftProblems } from "../report/drift-problems.js";
import { printReport } from "../report/print-report.js";
import type { CommandInput } from "../run-cli.js";
import { startTokenCounting } from "../tokens/token-counter.js";
import { ExitCode } from "./command-io.js";
import { loadProjectSpec, projectRelative, renderProject } from "./project-generation.js";

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
    if (errorFormat === "text") io.stderr("Nothing was written: fix tools.yaml first.\n");
    return ExitCode.problems;
  }
  const files = await renderProject(loaded.spec, paths, assets);
  const generatedDirectory = projectRelative(paths, paths.generatedDirectory);
  if (values.check === true) {
    const drift = driftProblems(await findDrift(paths.root, files, generatedDirectory));
    printReport(drift, errorFormat, io.stdout);
    if (drift.length > 0) {
      if (errorFormat === "text") io.stdout(`${drift.length} generated file${drift.length === 1 ? " is" : "s are"} out of date with tools.yaml; run \`toolspec generate\`.\n`);
      return ExitCode.problems;
    }
    if (errorFormat === "text") io.stdout(`All ${files.length} generated files match tools.yaml.\n`);
    return ExitCode.ok;
  }
  const report = await writeGeneratedFiles(paths.root, files, generatedDirectory);
  if (errorFormat === "json") printReport([], errorFormat, io.stdout);
  if (errorFormat !== "text") return ExitCode.ok;
  for (const file of report.written) io.stdout(`wrote ${file}\n`);
  for (const file of report.removed) io.stdout(`removed ${file}\n`);
  io.stdout(`${loaded.spec.tools.length} tools: ${report.written.length} file(s) written, ${report.removed.length} removed, ${report.unchanged} unchanged.\n`);
  return ExitCode.ok;
}
