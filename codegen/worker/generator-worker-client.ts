import { Worker } from "node:worker_threads";
import { runGeneratorJob, type GeneratorJobKind, type GeneratorJobs } from "./generator-jobs.js";

/** A job answer from the worker. */
interface JobAnswer {
  readonly id: number;
  readonly output?: unknown;
  readonly error?: string;
}

/** A job that ran on the worker and failed there: running it again in-process would fail the same way. */
class GeneratorJobError extends Error {}

/** Runs generator jobs on a second thread, one worker per process, started on first use. */
class GeneratorWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (output: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private broken: Error | undefined;

  constructor(url: URL) {
    this.worker = new Worker(url);
    this.worker.on("message", (answer: JobAnswer) => {
      const job = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      this.releaseWhenIdle();
      if (answer.error !== undefined) job?.reject(new GeneratorJobError(answer.error));
      else job?.resolve(answer.output);
    });
    const fail = (error: Error) => {
      this.broken = error;
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", () => fail(new Error("the generator's worker stopped")));
    // Listening refs the worker; it may hold the process open only while a job is running.
    this.releaseWhenIdle();
  }

  run<Kind extends GeneratorJobKind>(kind: Kind, input: GeneratorJobs[Kind]["input"]): Promise<GeneratorJobs[Kind]["output"]> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (output: unknown) => void, reject });
      this.worker.ref();
      this.worker.postMessage({ id, kind, input });
    });
  }

  private releaseWhenIdle(): void {
    if (this.pending.size === 0) this.worker.unref();
  }
}

let worker: GeneratorWorker | undefined | null;

/**
 * Starts the worker so the tokenizer and ajv load on the other core while this one works. Only the compiled
 * generator has a worker file to run; from source (tests, tsx) jobs run in-process. Idempotent.
 */
export function startGeneratorWorker(): void {
  if (worker !== undefined) return;
  const url = new URL("./generator-worker.js", import.meta.url);
  try {
    worker = import.meta.url.endsWith(".js") ? new GeneratorWorker(url) : null;
  } catch {
    worker = null;
  }
}

/**
 * Runs a job on the worker when there is one, else here. A broken or stopped worker falls back to running
 * here; a job that fails on the worker (say a schema ajv rejects) fails with the worker's error.
 */
export async function runJob<Kind extends GeneratorJobKind>(kind: Kind, input: GeneratorJobs[Kind]["input"]): Promise<GeneratorJobs[Kind]["output"]> {
  if (worker) {
    try {
      return await worker.run(kind, input);
    } catch (error) {
      if (error instanceof GeneratorJobError) throw error;
      // Fall through: the same job, in this thread.
    }
  }
  return runGeneratorJob(kind, input);
}
