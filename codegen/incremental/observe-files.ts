import type { GeneratorAssets, ProjectPaths } from "../project-paths.js";
import { fingerprintInputs } from "./input-fingerprint.js";
import { hashOutputs, type OutputHashes } from "./output-hashes.js";
import { StatusRecorder, type PathStatus } from "./path-status.js";

// Loaded only when the remembered statuses no longer match: this is where node:crypto comes in.

/** The inputs fingerprint and the outputs, read from the files. */
export interface FileObservation {
  readonly inputs: string;
  readonly outputs: OutputHashes;
  /** The status of every file and directory read, taken before reading it; undefined when too fresh to trust. */
  readonly statuses: PathStatus[] | undefined;
}

/** Reads and hashes every input and output; `now` is the time of the observation. */
export async function observeFiles(paths: ProjectPaths, assets: GeneratorAssets, now: number): Promise<FileObservation> {
  const recorder = new StatusRecorder(now);
  const record = (file: string) => recorder.record(file);
  const inputs = fingerprintInputs(paths, assets, record);
  const outputs = await hashOutputs(paths, record);
  return { inputs, outputs, statuses: recorder.trustworthy() };
}
