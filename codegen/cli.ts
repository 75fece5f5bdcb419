#!/usr/bin/env node
// The `toolspec` bin: wires the process to runCli, so everything else stays testable in-process.
import { fs } from "./node-builtins.js";
import { runCli } from "./run-cli.js";

/** Whether stdout goes through process.stdout from now on (always on Windows, whose console wants its Unicode handling). */
let throughStream = process.platform === "win32";

/**
 * Writes to stdout with plain synchronous writes while they succeed, so a short answer (the up-to-date
 * one) never creates process.stdout, whose stream machinery takes milliseconds to load. What a plain write
 * cannot finish (a full non-blocking pipe, a closed one) goes to process.stdout, which then carries
 * everything after it, in order, and fails as it always did.
 */
function writeStdout(text: string): void {
  if (throughStream) {
    process.stdout.write(text);
    return;
  }
  const bytes = Buffer.from(text, "utf8");
  let written = 0;
  try {
    while (written < bytes.length) written += fs.writeSync(1, bytes, written);
  } catch {
    throughStream = true;
    process.stdout.write(bytes.subarray(written));
  }
}

runCli(process.argv.slice(2), {
  stdout: writeStdout,
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Only a bug in toolspec gets here: say so, with the stack, and fail.
    process.stderr.write(`toolspec: internal error: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 70;
  },
);
