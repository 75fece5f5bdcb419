import { runJob, startGeneratorWorker } from "../worker/generator-worker-client.js";

export type { TokenCounter } from "./count-text-tokens.js";
import type { TokenCounter } from "./count-text-tokens.js";

/** The tokenizer behind every count, as printed next to the numbers. */
export const tokenizerName = "gpt-tokenizer o200k_base";

/** The sentence that says the counts are an approximation. */
export const tokenizerNote = `tokens counted with ${tokenizerName}; other models' tokenizers differ by a few percent`;

/**
 * Starts loading the tokenizer now, on the other core when possible, so it is ready by the time counts are
 * needed. Commands call it as soon as they know they may count.
 */
export function startTokenCounting(): void {
  startGeneratorWorker();
}

/**
 * Runs a measurement that counts tokens synchronously: once to learn which texts it counts, then again
 * with their counts, all counted in one batch (each distinct text once).
 */
export async function measureTokens<Result>(measure: (count: TokenCounter) => Result): Promise<Result> {
  const texts = new Set<string>();
  measure((text) => {
    texts.add(text);
    return 0;
  });
  const distinct = [...texts];
  const counts = await runJob("countTokens", distinct);
  const byText = new Map(distinct.map((text, index) => [text, counts[index]!]));
  return measure((text) => byText.get(text) ?? 0);
}
