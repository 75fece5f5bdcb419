#!/usr/bin/env node
// The `toolspec` bin: wires the process to runCli, so everything else stays testable in-process.
import { runCli } from "./run-cli.js";

runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
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
