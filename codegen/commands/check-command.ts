import type { GeneratorAssets, ProjectPaths } from "../project-paths.js";
import { findDrift } from "../generate/find-drift.js";
import { findUnusedHandlers } from "../spec/check-handler-files.js";
import { ExitCode, type CommandIO } from "./command-io.js";
import { printDrift } from "./generate-command.js";
import { loadProjectSpec, printProblems, projectRelative, renderProject } from "./project-generation.js";

/**
 * `toolspec check`: every rule of the loader, handler coverage (no handler class without a tool), and
 * drift (src/generated and docs/tools.md equal what tools.yaml produces). Exit 1 on any problem.
 */
export async function runCheck(paths: ProjectPaths, assets: GeneratorAssets, io: CommandIO): Promise<number> {
  const loaded = await loadProjectSpec(paths, assets);
  if (!loaded.ok) {
    printProblems(loaded.problems, io.stdout);
    return ExitCode.problems;
  }
  const unused = findUnusedHandlers(loaded.raw, loaded.handlerFiles, paths.handlersDirectory, paths.root);
  const files = await renderProject(loaded.spec, paths, assets);
  const drifted = await findDrift(paths.root, files, projectRelative(paths, paths.generatedDirectory));
  if (unused.length > 0) printProblems(unused, io.stdout);
  if (drifted.length > 0) printDrift(drifted, io);
  if (unused.length > 0 || drifted.length > 0) return ExitCode.problems;
  io.stdout(`tools.yaml is valid: ${loaded.spec.tools.length} tools, every handler used, ${files.length} generated files up to date.\n`);
  return ExitCode.ok;
}
