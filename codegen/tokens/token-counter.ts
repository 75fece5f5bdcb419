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
 * Counts every text in one job (each distinct text once) and returns a counter that looks the counts up.
 * Measurements render their texts first and fill in the counts after, so each text is rendered once.
 */
export async function countTokensOf(texts: Iterable<string>): Promise<TokenCounter> {
  const distinct = [...new Set(texts)];
  const counts = await runJob("countTokens", distinct);
  const byText = new Map(distinct.map((text, index) => [text, counts[index]!]));
  return (text) => {
    const tokens = byText.get(text);
    if (tokens === undefined) throw new Error("a text was looked up that was not counted with the others");
    return tokens;
  };
}
