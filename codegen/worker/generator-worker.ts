// The generator's second thread: it loads the tokenizer and ajv's compiler, then counts tokens and compiles
// validators while the main thread loads the spec and ts-morph and emits everything else.
import { parentPort } from "node:worker_threads";
import { runGeneratorJob, warmUpGeneratorJobs, type GeneratorJobKind } from "./generator-jobs.js";

/** A job request from the main thread. */
interface JobRequest {
  readonly id: number;
  readonly kind: GeneratorJobKind;
  readonly input: never;
}

parentPort?.on("message", (request: JobRequest) => {
  runGeneratorJob(request.kind, request.input).then(
    (output) => parentPort?.postMessage({ id: request.id, output }),
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
void warmUpGeneratorJobs();
