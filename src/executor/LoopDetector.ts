import type { ToolMetadata } from "../contracts/tool-metadata.js";

/** How many identical calls in a row count as a loop. */
export const LOOP_THRESHOLD = 3;

/**
 * Notices a model repeating the same call. Shared params (task_progress) are annotations, so they are
 * left out of the comparison: a model that only updates its checklist is still repeating itself.
 */
export class LoopDetector {
  private lastSignature: string | undefined;
  private repeats = 0;

  /** Records a call; returns how many times in a row it has now been made. */
  record(tool: ToolMetadata, params: Readonly<Record<string, unknown>>): number {
    const signature = callSignature(tool, params);
    this.repeats = signature === this.lastSignature ? this.repeats + 1 : 1;
    this.lastSignature = signature;
    return this.repeats;
  }
}

function callSignature(tool: ToolMetadata, params: Readonly<Record<string, unknown>>): string {
  const significant = Object.keys(params)
    .filter((name) => tool.params[name]?.shared !== true)
    .sort()
    .map((name) => [name, params[name]]);
  return `${tool.name}\u0000${JSON.stringify(significant)}`;
}
