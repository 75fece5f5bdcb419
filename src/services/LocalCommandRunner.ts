import { spawn } from "node:child_process";
import type { CommandOutcome, CommandRunner } from "../contracts/services.js";

/** How long a stopped command gets to exit after SIGTERM before it is killed. */
const KILL_GRACE_MS = 2_000;

/**
 * Runs commands through the user's shell in the workspace. Output (stdout and stderr interleaved) is
 * capped: the first and last parts are kept, since errors usually show at the end. A command that
 * outlives its timeout is stopped together with everything it started (its process group).
 */
export class LocalCommandRunner implements CommandRunner {
  constructor(private readonly shell: string | true = process.env.SHELL ?? true) {}

  run(command: string, options: { cwd: string; timeoutMs: number; maxOutputBytes: number }): Promise<CommandOutcome> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let dropped = 0;
      let timedOut = false;
      const child = spawn(command, { cwd: options.cwd, shell: this.shell, detached: process.platform !== "win32", stdio: ["ignore", "pipe", "pipe"] });
      const keep = (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Keep the head and a growing tail; the middle is what gets dropped.
        while (size > options.maxOutputBytes && chunks.length > 2) {
          const removed = chunks.splice(1, 1)[0]!;
          size -= removed.length;
          dropped += removed.length;
        }
      };
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
      const stop = (signal: NodeJS.Signals) => {
        try {
          if (child.pid !== undefined && process.platform !== "win32") process.kill(-child.pid, signal);
          else child.kill(signal);
        } catch {
          // Already gone.
        }
      };
      const timer = setTimeout(() => {
        timedOut = true;
        stop("SIGTERM");
        setTimeout(() => stop("SIGKILL"), KILL_GRACE_MS).unref();
      }, options.timeoutMs);
      const finish = (exitCode: number | null, spawnError?: Error) => {
        clearTimeout(timer);
        const [head, ...tail] = chunks;
        let output = dropped === 0 || head === undefined
          ? Buffer.concat(chunks).toString("utf8")
          : `${head.toString("utf8")}\n[... ${dropped} bytes of output omitted ...]\n${Buffer.concat(tail).toString("utf8")}`;
        if (spawnError) output += `${output ? "\n" : ""}${spawnError.message}`;
        resolve({ exitCode, output, timedOut, truncated: dropped > 0 });
      };
      child.on("error", (error) => finish(null, error));
      child.on("close", (code) => finish(code));
    });
  }
}
