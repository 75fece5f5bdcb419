/** Counts the tokens of a text. */
export type TokenCounter = (text: string) => number;

/** Loads gpt-tokenizer's o200k_base encoding and returns a counter that treats every text as plain text. */
export async function countTextTokens(): Promise<TokenCounter> {
  const { countTokens } = await import("gpt-tokenizer/encoding/o200k_base");
  // Tool descriptions are plain text: a string such as "<|endoftext|>" is counted as the characters it is.
  const plainText = { disallowedSpecial: new Set<string>() };
  return (text) => countTokens(text, plainText);
}
