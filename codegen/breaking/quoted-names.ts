/** Names in single quotes, as messages show them: `'a', 'b'`, or `'a' or 'b'` with `separator` " or ". */
export function quoted(names: readonly string[], separator = ", "): string {
  return names.map((name) => `'${name}'`).join(separator);
}
