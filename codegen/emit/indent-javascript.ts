/**
 * Indents JavaScript written one statement per line with no indentation (ajv's standalone output) by the
 * depth of its braces, brackets and parentheses, skipping those inside strings, template literals, regular
 * expression literals and comments. Only leading whitespace changes, so the code is the same code.
 */
export function indentJavaScript(code: string, unit = "  "): string {
  let depth = 0;
  let quote: string | undefined;
  let inBlockComment = false;
  const output: string[] = [];
  for (const rawLine of code.split("\n")) {
    const line = rawLine.trim();
    if (line === "") {
      output.push("");
      continue;
    }
    // Closers at the start of the line belong to the outer level.
    let leadingClosers = 0;
    if (quote === undefined && !inBlockComment) while (leadingClosers < line.length && "}])".includes(line[leadingClosers]!)) leadingClosers++;
    output.push(`${unit.repeat(Math.max(0, depth - leadingClosers))}${line}`);
    for (let index = 0; index < line.length; index++) {
      const character = line[index]!;
      if (inBlockComment) {
        if (character === "*" && line[index + 1] === "/") {
          inBlockComment = false;
          index++;
        }
      } else if (quote !== undefined) {
        if (character === "\\") index++;
        else if (character === quote) quote = undefined;
      } else if (character === "/" && line[index + 1] === "/") break;
      else if (character === "/" && line[index + 1] === "*") {
        inBlockComment = true;
        index++;
      } else if (character === '"' || character === "'" || character === "`") quote = character;
      else if ("{[(".includes(character)) depth++;
      else if ("}])".includes(character)) depth = Math.max(0, depth - 1);
    }
  }
  return output.join("\n");
}
