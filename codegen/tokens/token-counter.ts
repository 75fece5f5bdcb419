/** Counts the tokens of a text. */
export type TokenCounter = (text: string) => number;

/** The tokenizer behind every count, as printed next to the numbers. */
export const tokenizerName = "gpt-tokenizer o200k_base";

/** The sentence that says the counts are an approximation. */
export const tokenizerNote = `tokens counted with ${tokenizerName}; other models' tokenizers differ by a few percent`;

let loading: Promise<TokenCounter> | undefined;

/** Loads the tokenizer on first use: its vocabulary is large, and only counting commands need it. */
export function loadTokenCounter(): Promise<TokenCounter> {
  loading ??= import("gpt-tokenizer/encoding/o200k_base").then(({ countTokens }) => {
    // Tool descriptions are plain text: a string such as "<|endoftext|>" is counted as the characters it is.
    const plainText = { disallowedSpecial: new Set<string>() };
    // The same tool text is counted for the table, the budgets and the docs: count each text once.
    const counted = new Map<string, number>();
    return (text: string) => {
      let tokens = counted.get(text);
      if (tokens === undefined) {
        tokens = countTokens(text, plainText);
        counted.set(text, tokens);
      }
      return tokens;
    };
  });
  return loading;
}
