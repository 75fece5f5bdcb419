/** The Error both engines throw for a regex their parser rejects, naming the regex and the parser's reason. */
export function invalidRegexError(regex: string, reason: string): Error {
  return new Error(`Invalid regular expression ${JSON.stringify(regex)}: ${reason}`);
}
