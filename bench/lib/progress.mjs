// Progress goes to stderr, prefixed with the time since the run started, so stdout stays the table.

const started = process.hrtime.bigint();

export function elapsedSeconds() {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export function log(message) {
  process.stderr.write(`[bench ${elapsedSeconds().toFixed(1).padStart(6)}s] ${message}\n`);
}
