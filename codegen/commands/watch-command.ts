import { watchProject } from "../generate/watch-project.js";
import type { CommandInput } from "../run-cli.js";
import { ExitCode } from "./command-io.js";

/**
 * `toolspec generate --watch`: regenerates on every change until Ctrl-C (or SIGTERM), then exits 0. The
 * first signal stops watching cleanly; the handlers are removed then, so a second one ends the process.
 */
export async function watchCommand({ paths, assets, errorFormat, io }: CommandInput): Promise<number> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  try {
    await watchProject({ paths, assets, errorFormat, io, signal: controller.signal }).stopped;
  } finally {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  }
  io.stderr("stopped watching\n");
  return ExitCode.ok;
}
