// The results table: one line per measured figure, printed for the terminal and as Markdown.
//
// A line is { row, measure, baseline, result, ratio, target, verdict }: `baseline` and `result` are
// absolute medians with units, `ratio` is the per-round ratio "median [min–max]", `verdict` is MEETS,
// MISSES or "—" (no target for that line), or ERROR when the row could not be measured.

export const COLUMNS = [
  ["row", "#"],
  ["measure", "Measure"],
  ["baseline", "Baseline (median)"],
  ["result", "Result (median)"],
  ["ratio", "Ratio median [min–max]"],
  ["target", "Target"],
  ["verdict", "Verdict"],
];

import { fmtRatio, medianMs, ratioSummary, summarize } from "./stats.mjs";

const cell = (line, key) => String(line[key] ?? "");

/** A plain-text table with aligned columns. */
export function formatTextTable(lines) {
  const widths = COLUMNS.map(([key, title]) => Math.max(title.length, ...lines.map((line) => cell(line, key).length)));
  const render = (values) => values.map((value, index) => value.padEnd(widths[index])).join("  ").trimEnd();
  return [render(COLUMNS.map(([, title]) => title)), render(widths.map((width) => "-".repeat(width))), ...lines.map((line) => render(COLUMNS.map(([key]) => cell(line, key))))].join("\n");
}

/** The same table in Markdown. */
export function formatMarkdownTable(lines) {
  const escape = (text) => text.replace(/\|/g, "\\|");
  const header = `| ${COLUMNS.map(([, title]) => title).join(" | ")} |`;
  const rule = `|${COLUMNS.map(() => "---").join("|")}|`;
  return [header, rule, ...lines.map((line) => `| ${COLUMNS.map(([key]) => escape(cell(line, key))).join(" | ")} |`)].join("\n");
}

/** MEETS when `ok`, else MISSES. */
export const verdict = (ok) => (ok ? "MEETS" : "MISSES");

/**
 * A line timing `samples` against a `node -e 0` baseline measured alongside, judged by the median
 * ratio against `maxRatio` ("≤ Nx"); without `maxRatio` the line has no target.
 */
export function ratioLine(measure, samples, baseline, maxRatio) {
  const ratio = ratioSummary(samples, baseline);
  return {
    measure,
    baseline: `node -e 0: ${medianMs(summarize(baseline))}`,
    result: medianMs(summarize(samples)),
    ratio: fmtRatio(ratio),
    target: maxRatio === undefined ? "" : `≤ ${maxRatio}x`,
    verdict: maxRatio === undefined ? "—" : verdict(ratio.median <= maxRatio),
  };
}
