/** What a passing run counted: generate its writes, the comparing commands the files they compared. */
export type PassCounts =
  | { readonly command: "generate"; readonly written: number; readonly removed: number; readonly unchanged: number }
  | { readonly command: "generate --check" | "check"; readonly files: number };

const UP_TO_DATE = "up to date (inputs unchanged)";

/**
 * The closing line of a passing generate, generate --check or check in text form. `tools` is the spec's tool
 * count when the run loaded it; undefined for a replay from the cache, which says so instead. One function
 * for both, so a full run and the replay that stands for it name the spec the same way.
 */
export function passSummary(counts: PassCounts, specName: string, tools: number | undefined): string {
  const replayed = tools === undefined;
  switch (counts.command) {
    case "generate": {
      const changes = `${counts.written} file(s) written, ${counts.removed} removed, ${counts.unchanged} unchanged.`;
      return replayed ? `${UP_TO_DATE}: ${changes}` : `${tools} tools: ${changes}`;
    }
    case "generate --check":
      return `${replayed ? `${UP_TO_DATE}: all` : "All"} ${counts.files} generated files match ${specName}.`;
    case "check":
      return `${replayed ? `${UP_TO_DATE}: ${specName} is valid` : `${specName} is valid: ${tools} tools`}, every handler used, ${counts.files} generated files up to date.`;
  }
}
