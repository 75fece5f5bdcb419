// In-process micro-benchmarks. Each contender is a loop function `(n) => sink` (or `async (n) => sink`)
// that performs the operation n times itself: one call site per contender keeps it monomorphic, and the
// returned sink keeps the optimiser from dropping the work. The core calibrates a batch size per
// contender (about `batchMs` per batch), warms both up, then measures batches A B A B ... and reports
// nanoseconds per call for every batch.

const now = () => process.hrtime.bigint();
let sink = 0;

function consume(value) {
  // Touch the result so it is observable; cheap and branch-free for numbers.
  sink = (sink + (typeof value === "number" ? value : value === undefined ? 0 : 1)) | 0;
}

async function timeBatch(loop, iterations) {
  const started = now();
  const result = loop(iterations);
  consume(result && typeof result.then === "function" ? await result : result);
  return Number(now() - started);
}

/** Finds an iteration count whose batch takes about `batchMs` (the fastest of three tries counts). */
async function calibrate(loop, batchMs) {
  const wanted = batchMs * 1e6;
  let iterations = 1;
  for (;;) {
    let elapsed = Infinity;
    for (let attempt = 0; attempt < 3; attempt++) elapsed = Math.min(elapsed, await timeBatch(loop, iterations));
    if (elapsed >= wanted / 4 || iterations >= 1 << 30) return Math.max(1, Math.round((iterations * wanted) / Math.max(elapsed, 1)));
    iterations *= elapsed < wanted / 100 ? 10 : 2;
  }
}

/**
 * Compares contenders, interleaved. `contenders` is { name: loop }; the first one is usually the baseline.
 * Returns { name: { nsPerCall: number[], iterations } }, sample i of each name from the same round.
 */
export async function compareLoops(contenders, { samples = 15, batchMs = 10, warmupMs = 300 } = {}) {
  const names = Object.keys(contenders);
  const iterations = {};
  for (const name of names) {
    // Warm-up: run until the JIT has had its chance (time-boxed), then size the batches.
    const until = now() + BigInt(Math.round(warmupMs * 1e6));
    let count = 1;
    while (now() < until) {
      const elapsed = await timeBatch(contenders[name], count);
      if (elapsed < (warmupMs * 1e6) / 20) count *= 2;
    }
    iterations[name] = await calibrate(contenders[name], batchMs);
  }
  const result = Object.fromEntries(names.map((name) => [name, { nsPerCall: [], iterations: iterations[name] }]));
  for (let round = 0; round < samples; round++) {
    for (const name of names) {
      const elapsed = await timeBatch(contenders[name], iterations[name]);
      result[name].nsPerCall.push(elapsed / iterations[name]);
    }
  }
  return result;
}

/** For children: print one JSON line the parent reads. */
export function report(value) {
  process.stdout.write(`${JSON.stringify({ ...value, sink })}\n`);
}
