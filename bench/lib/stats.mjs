// Small statistics helpers: every figure in the table is a median with its min and max.

/** Median, min and max of a non-empty list of numbers. */
export function summarize(values) {
  if (values.length === 0) throw new Error("summarize: no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], n: sorted.length };
}

/** Element-wise combination of two equally long sample lists (pairs measured next to each other). */
export function pairwise(a, b, combine) {
  if (a.length !== b.length) throw new Error(`pairwise: ${a.length} vs ${b.length} samples`);
  return a.map((value, index) => combine(value, b[index]));
}

/** Per-pair ratios target / baseline, summarized. */
export function ratioSummary(target, baseline) {
  return summarize(pairwise(target, baseline, (t, b) => t / b));
}

/** Formats a number with a sensible number of significant digits. */
export function fmt(value, digits = 3) {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  if (magnitude >= 100) return value.toFixed(0);
  if (magnitude >= 10) return value.toFixed(Math.max(0, digits - 2));
  if (magnitude >= 1) return value.toFixed(Math.max(0, digits - 1));
  return value.toPrecision(digits);
}

/** "12.3x [11.0–14.2]" */
export function fmtRatio(summary) {
  return `${fmt(summary.median)}x [${fmt(summary.min)}–${fmt(summary.max)}]`;
}

/** "2.31 s [2.20–2.50]" with a unit chosen from milliseconds. */
export function fmtMs(summary) {
  if (summary.median >= 1000) return `${fmt(summary.median / 1000)} s [${fmt(summary.min / 1000)}–${fmt(summary.max / 1000)}]`;
  return `${fmt(summary.median)} ms [${fmt(summary.min)}–${fmt(summary.max)}]`;
}

/** A duration given in nanoseconds, in ns or µs. */
export function fmtNs(summary) {
  if (summary.median >= 10_000) return `${fmt(summary.median / 1000)} µs [${fmt(summary.min / 1000)}–${fmt(summary.max / 1000)}]`;
  return `${fmt(summary.median)} ns [${fmt(summary.min)}–${fmt(summary.max)}]`;
}

/** Just the median of a summary, with a unit. */
export const medianMs = (summary) => (summary.median >= 1000 ? `${fmt(summary.median / 1000)} s` : `${fmt(summary.median)} ms`);
export const medianNs = (summary) => (summary.median >= 10_000 ? `${fmt(summary.median / 1000)} µs` : `${fmt(summary.median)} ns`);
