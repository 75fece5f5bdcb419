import type { GeneratorAssets, ProjectPaths } from "../project-paths.js";
import { findDrift, type DriftedFile } from "../generate/find-drift.js";
import { writeGeneratedFiles } from "../generate/write-generated-files.js";
import { ExitCode, type CommandIO } from "./command-io.js";
import { loadProjectSpec, printProblems, projectRelative, renderProject } from "./project-generation.js";

/** Options of `toolspec generate`. */
export interface GenerateOptions {
  /** Compare instead of writing: exit 1 when a generated file is stale, missing or extra. */
  readonly check: boolean;
}

/** Prints each drifted file with its unified diff. */
export function printDrift(drifted: readonly DriftedFile[], io: CommandIO): void {
  for (const file of drifted) io.stdout(`${file.path}: ${file.state === "extra" ? "no longer generated" : file.state}\n`);
  for (const file of drifted) io.stdout(file.diff.endsWith("\n") ? file.diff : `${file.diff}\n`);
  io.stdout(`${drifted.length} generated file${drifted.length === 1 ? " is" : "s are"} out of date with tools.yaml; run \`toolspec generate\`.\n`);
}

/** `toolspec generate [--check]`: writes src/generated and docs/tools.md, or checks they are current. */
export async function runGenerate(paths: ProjectPaths, assets: GeneratorAssets, options: GenerateOptions, io: CommandIO): Promise<number> {
  const loaded = await loadProjectSpec(paths, assets);
  if (!loaded.ok) {
    printProblems(loaded.problems, io.stdout);
    io.stderr("Nothing was written: fix tools.yaml first.\n");
    return ExitCode.problems;
  }
  const files = await renderProject(loaded.spec, paths, assets);
  const generatedDirectory = projectRelative(paths, paths.generatedDirectory);
  if (options.check) {
    const drifted = await findDrift(paths.root, files, generatedDirectory);
    if (drifted.length > 0) {
      printDrift(drifted, io);
      return ExitCode.problems;
    }
    io.stdout(`All ${files.length} generated files match tools.yaml.\n`);
    return ExitCode.ok;
  }
  const report = await writeGeneratedFiles(paths.root, files, generatedDirectory);
  for (const file of report.written) io.stdout(`wrote ${file}\n`);
  for (const file of report.removed) io.stdout(`removed ${file}\n`);
  io.stdout(`${loaded.spec.tools.length} tools: ${report.written.length} file(s) written, ${report.removed.length} removed, ${report.unchanged} unchanged.\n`);
  return ExitCode.ok;
}
