import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CommandOutcome } from "../../src/contracts/services.js";
import { LocalCommandRunner } from "../../src/services/LocalCommandRunner.js";
import { createTemporaryWorkspace, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
const runner = new LocalCommandRunner("/bin/sh");
const started: number[] = [];

beforeEach(() => {
  workspace = createTemporaryWorkspace("toolspec-runner-");
});
afterEach(() => {
  // Background processes a test started on purpose must not outlive it.
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  workspace.dispose();
});

function run(command: string, options: { timeoutMs?: number; maxOutputBytes?: number } = {}): Promise<CommandOutcome> {
  return runner.run(command, { cwd: workspace.root, timeoutMs: options.timeoutMs ?? 20_000, maxOutputBytes: options.maxOutputBytes ?? 64 * 1024 });
}

/** Whether a process is still running; a zombie waiting to be reaped has finished. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    if (process.platform === "linux") return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const NOTE = /\n\[\.\.\. (\d+) bytes of output omitted \.\.\.\]\n/;

describe("LocalCommandRunner", () => {
  const cases: { name: string; command: string; expected: CommandOutcome }[] = [
    { name: "a successful command gives exit code 0 and its output", command: "echo hello", expected: { exitCode: 0, output: "hello\n", timedOut: false, truncated: false } },
    { name: "the exit code is passed on", command: "exit 3", expected: { exitCode: 3, output: "", timedOut: false, truncated: false } },
    { name: "stderr is captured", command: "echo oops >&2; exit 1", expected: { exitCode: 1, output: "oops\n", timedOut: false, truncated: false } },
    { name: "output exactly at the limit is not truncated", command: "printf 0123456789", expected: { exitCode: 0, output: "0123456789", timedOut: false, truncated: false } },
  ];

  it.each(cases)("$name", async ({ command, expected }) => {
    expect(await run(command, { maxOutputBytes: 10 })).toEqual(expected);
  });

  it("runs in the given directory", async () => {
    workspace.write("marker.txt", "here\n");
    expect(await run("pwd && cat marker.txt")).toEqual({ exitCode: 0, output: `${workspace.root}\nhere\n`, timedOut: false, truncated: false });
  });

  it("a missing program gives exit code 127 and the shell's message", async () => {
    const outcome = await run("no-such-program-xyz --version");
    expect(outcome.exitCode).toBe(127);
    expect(outcome.output).toMatch(/no-such-program-xyz.*not found/);
  });

  it("a timeout stops the command and everything it started", async () => {
    const outcome = await run("sleep 30 & echo $!; sleep 30", { timeoutMs: 300 });
    const backgroundPid = Number(outcome.output.trim());
    started.push(backgroundPid);
    expect(outcome).toEqual({ exitCode: null, output: `${backgroundPid}\n`, timedOut: true, truncated: false });
    await vi.waitFor(() => expect(isRunning(backgroundPid)).toBe(false), { timeout: 5_000 });
  });

  it("a background job does not hold the result back", async () => {
    // The job inherits the output pipes; the result must come when the shell exits, not when the job does.
    const outcome = await run("sleep 30 & echo $!");
    started.push(Number(outcome.output.trim()));
    expect(outcome).toMatchObject({ exitCode: 0, timedOut: false, truncated: false });
  });

  it("long output keeps its head and tail with a note on what was left out", async () => {
    const total = Array.from({ length: 20_000 }, (_, index) => `${index + 1}\n`).join("");
    const outcome = await run("seq 1 20000", { maxOutputBytes: 200 });
    expect(outcome.truncated).toBe(true);
    const [head, tail] = outcome.output.split(NOTE.exec(outcome.output)![0]);
    expect(head).toBe(total.slice(0, 100));
    expect(tail).toBe(total.slice(-100));
    expect(Number(NOTE.exec(outcome.output)![1])).toBe(Buffer.byteLength(total) - 200);
  });

  it("one huge burst of output is capped too", async () => {
    const outcome = await run("head -c 500000 /dev/zero | tr '\\0' a", { maxOutputBytes: 1000 });
    expect(outcome).toEqual({ exitCode: 0, output: `${"a".repeat(500)}\n[... 499000 bytes of output omitted ...]\n${"a".repeat(500)}`, timedOut: false, truncated: true });
  });

  it("cuts never split a character", async () => {
    workspace.write("accents.txt", "é".repeat(1000));
    // 101 bytes: the head gets 51 and the tail 50, so a naive cut would split an "é" at the head's end.
    const outcome = await run("cat accents.txt", { maxOutputBytes: 101 });
    expect(outcome.truncated).toBe(true);
    expect(outcome.output).toBe(`${"é".repeat(25)}\n[... 1900 bytes of output omitted ...]\n${"é".repeat(25)}`);
  });

  it("a timeout too large for a timer does not stop the command at once", async () => {
    expect(await run("echo done", { timeoutMs: 2 ** 40 })).toEqual({ exitCode: 0, output: "done\n", timedOut: false, truncated: false });
  });

  it("a shell that cannot start rejects instead of reporting a command result", async () => {
    await expect(runner.run("echo hi", { cwd: path.join(workspace.root, "missing"), timeoutMs: 5_000, maxOutputBytes: 1024 })).rejects.toThrow(
      /^Could not start the shell in '.*missing': /,
    );
  });
});
