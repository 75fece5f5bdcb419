import type { ErrorFormat } from "../report/error-format.js";

/** `file:LINE:COL RULE_ID ...`, the line printReport writes for each problem in text form. */
const TEXT_PROBLEM = /^\S[^\n]*:\d+:\d+ [A-Z][A-Z0-9_]* /m;
/** A GitHub Actions annotation. */
const ANNOTATION = /^::(?:error|warning|notice)\b/m;

/**
 * Whether what a command printed on stdout reports any problem, warnings included. A run that passed
 * with warnings is not cached, so the shortcut never hides a warning the full run would print.
 */
export function printedProblems(printed: string, format: ErrorFormat): boolean {
  switch (format) {
    case "text":
      return TEXT_PROBLEM.test(printed);
    case "github-actions":
      return ANNOTATION.test(printed);
    case "json": {
      // A clean run prints exactly one empty array.
      const trimmed = printed.trim();
      return trimmed !== "" && trimmed.replace(/\s+/g, "") !== "[]";
    }
  }
}
