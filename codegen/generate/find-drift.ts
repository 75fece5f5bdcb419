import path from "node:path";
import { createTwoFilesPatch } from "diff";
import type { GeneratedFile } from "../emit/generated-file.js";
import { readIfPresent } from "../file-reads.js";
import { listFilesUnder } from "./write-generated-files.js";

/** One generated file that differs from what tools.yaml produces. */
export interface DriftedFile {
  readonly path: string;
  readonly state: "stale" | "missing" | "extra";
  /** A unified diff from the file on disk to the expected content. */
  readonly diff: string;
}

/** Compares the expected generated files with the ones on disk. */
export async function findDrift(root: string, expected: readonly GeneratedFile[], generatedDirectory: string): Promise<DriftedFile[]> {
  const drifted: DriftedFile[] = [];
  for (const file of expected) {
    const actual = readIfPresent(path.join(root, file.path))?.toString("utf8");
    if (actual === file.content) continue;
    drifted.push({
      path: file.path,
      state: actual === undefined ? "missing" : "stale",
      diff: createTwoFilesPatch(`a/${file.path}`, `b/${file.path}`, actual ?? "", file.content, undefined, undefined, { context: 3 }),
    });
  }
  const produced = new Set(expected.map((file) => file.path));
  for (const existing of listFilesUnder(root, generatedDirectory)) {
    if (produced.has(existing)) continue;
    const actual = readIfPresent(path.join(root, existing))?.toString("utf8") ?? "";
    drifted.push({ path: existing, state: "extra", diff: createTwoFilesPatch(`a/${existing}`, "/dev/null", actual, "", undefined, undefined, { context: 3 }) });
  }
  return drifted;
}
