import type { CommandOutcome, CommandRunner } from "../contracts/services.js";

/** How long a stopped command gets to exit after SIGTERM before it is killed. */
const KILL_GRACE_MS = 2_000;

/**
 * How long output may keep arriving after the shell exited. A background job (`server &`) inherits the
 * output pipes and would otherwise hold the result back until it ends or the timeout stops it.
 */
const EXIT_DRAIN_MS = 250;

/** The longest delay setTimeout honours; a longer one fires at once, which would stop the command immediately. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs commands through the user's shell in the workspace. Output (stdout and stderr interleaved) is
 * capped: the first and last parts are kept, since errors usually show at the end. A command that
 * outlives its timeout is stopped together with everything it started (its process group). A shell that
 * cannot be started at all (missing shell, missing cwd) rejects, so callers can tell it from a failed command.
 */
export class LocalCommandRunner implements CommandRunner {
  constructor(private readonly shell: string | true = process.env.SHELL ?? true) {}

  async run(command: string, options: { cwd: string; timeoutMs: number; maxOutputBytes: number }): Promise<CommandOutcome> {
    // Loaded on first use: an agent that never runs a command does not pay for child_process at start-up.
    const { spawn } = await import("node:child_process");
    return new Promise((resolve, reject) => {
      const output = new HeadAndTailBuffer(options.maxOutputBytes);
      let timedOut = false;
      let settled = false;
      let drainTimer: NodeJS.Timeout | undefined;
      const child = spawn(command, { cwd: options.cwd, shell: this.shell, detached: process.platform !== "win32", stdio: ["ignore", "pipe", "pipe"] });
      child.stdout.on("data", (chunk: Buffer) => output.append(chunk));
      child.stderr.on("data", (chunk: Buffer) => output.append(chunk));
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
      }, timerDelay(options.timeoutMs));
      const settle = () => {
        if (settled) return false;
        settled = true;
        clearTimeout(timer);
        clearTimeout(drainTimer);
        return true;
      };
      const finish = (exitCode: number | null, note?: string) => {
        if (!settle()) return;
        const text = output.text();
        resolve({ exitCode, output: note === undefined ? text : `${text}${text ? "\n" : ""}${note}`, timedOut, truncated: output.droppedBytes > 0 });
      };
      child.on("error", (error) => {
        // Without a pid nothing ran: that is a failure to run, not a command that failed.
        if (child.pid === undefined) {
          if (settle()) reject(new Error(`Could not start the shell in '${options.cwd}': ${error.message}`));
        } else {
          finish(null, error.message);
        }
      });
      child.on("exit", (code) => {
        drainTimer = setTimeout(() => {
          child.stdout.destroy();
          child.stderr.destroy();
          finish(code);
        }, EXIT_DRAIN_MS);
      });
      child.on("close", (code) => finish(code));
    });
  }
}

// Infinity (or NaN from untyped callers) means "no practical limit" rather than "fire at once".
function timerDelay(timeoutMs: number): number {
  return Number.isFinite(timeoutMs) ? Math.min(Math.max(timeoutMs, 0), MAX_TIMER_MS) : MAX_TIMER_MS;
}

/** Keeps the first and the last bytes of a stream up to a total limit, counting what falls in between. */
class HeadAndTailBuffer {
  private readonly headLimit: number;
  private readonly tailLimit: number;
  private readonly head: Buffer[] = [];
  private headSize = 0;
  private tail: Buffer[] = [];
  private tailSize = 0;
  private totalSize = 0;

  constructor(maxBytes: number) {
    const limit = Math.max(0, Math.floor(maxBytes));
    this.headLimit = Math.ceil(limit / 2);
    this.tailLimit = limit - this.headLimit;
  }

  /** Bytes received but not kept. */
  get droppedBytes(): number {
    return this.totalSize - this.headSize - this.tailSize;
  }

  append(chunk: Buffer): void {
    this.totalSize += chunk.length;
    let rest = chunk;
    if (this.headSize < this.headLimit) {
      const taken = rest.subarray(0, this.headLimit - this.headSize);
      // Copies, so a huge chunk is not kept alive by the small part of it that is kept.
      this.head.push(Buffer.from(taken));
      this.headSize += taken.length;
      rest = rest.subarray(taken.length);
    }
    if (rest.length === 0 || this.tailLimit === 0) return;
    if (rest.length >= this.tailLimit) {
      this.tail = [Buffer.from(rest.subarray(rest.length - this.tailLimit))];
      this.tailSize = this.tailLimit;
      return;
    }
    this.tail.push(Buffer.from(rest));
    this.tailSize += rest.length;
    while (this.tailSize > this.tailLimit) {
      const first = this.tail[0]!;
      const excess = this.tailSize - this.tailLimit;
      if (first.length <= excess) {
        this.tail.shift();
        this.tailSize -= first.length;
      } else {
        this.tail[0] = Buffer.from(first.subarray(excess));
        this.tailSize -= excess;
      }
    }
  }

  /** The kept bytes as text, with a note where the middle was left out. */
  text(): string {
    const head = Buffer.concat(this.head);
    const tail = Buffer.concat(this.tail);
    if (this.droppedBytes === 0) return Buffer.concat([head, tail]).toString("utf8");
    // The cuts can fall inside a character; its stray bytes are left out rather than shown as garbage.
    const shownHead = completeCharacters(head);
    const shownTail = withoutLeadingContinuation(tail);
    const omitted = this.totalSize - shownHead.length - shownTail.length;
    return `${shownHead.toString("utf8")}\n[... ${omitted} bytes of output omitted ...]\n${shownTail.toString("utf8")}`;
  }
}

/** The buffer without a UTF-8 sequence cut off at its end. */
function completeCharacters(bytes: Buffer): Buffer {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    // A lead byte: keep it only when its whole sequence fits.
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}

/** The buffer without the continuation bytes of a character that began before it. */
function withoutLeadingContinuation(bytes: Buffer): Buffer {
  let start = 0;
  while (start < Math.min(3, bytes.length) && (bytes[start]! & 0xc0) === 0x80) start++;
  return bytes.subarray(start);
}
