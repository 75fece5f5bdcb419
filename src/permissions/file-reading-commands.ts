/** Commands that print, search or dump the files they are given, so naming an ignored file there would leak it. */
export const fileReadingCommands: ReadonlySet<string> = new Set([
  // POSIX and GNU tools
  "cat", "tac", "nl", "less", "more", "most", "head", "tail", "wc", "strings", "xxd", "od", "hexdump", "base64",
  "grep", "egrep", "fgrep", "zgrep", "rg", "ag", "ack", "awk", "gawk", "mawk", "sed", "cut", "sort", "uniq",
  "diff", "cmp", "comm", "paste", "jq", "yq", "bat", "batcat", "zcat", "bzcat", "xzcat", "zless", "zmore",
  // PowerShell and cmd.exe
  "get-content", "gc", "type", "select-string", "sls", "format-hex", "fhx",
]);

// Prefixes that run the next word as the real command; their own options are not parsed, which only ever means
// checking more arguments, never fewer.
const transparentPrefixes: ReadonlySet<string> = new Set(["sudo", "env", "command", "builtin", "exec", "nohup", "time", "nice"]);

const environmentAssignment = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** The arguments of a file-reading command that may name a file, quotes removed (`--name=value` gives its value); empty for other commands. */
export function listReadPathArguments(tokens: readonly string[]): string[] {
  let commandIndex = 0;
  while (commandIndex < tokens.length && isCommandPrefix(tokens[commandIndex] ?? "")) {
    commandIndex += 1;
  }
  const command = tokens[commandIndex];
  if (command === undefined || !fileReadingCommands.has(commandName(command))) {
    return [];
  }
  const paths: string[] = [];
  let optionsEnded = false;
  for (const token of tokens.slice(commandIndex + 1)) {
    const argument = stripSurroundingQuotes(token);
    if (!optionsEnded && argument === "--") {
      optionsEnded = true;
    } else if (optionsEnded || !argument.startsWith("-")) {
      paths.push(argument);
    } else if (argument.startsWith("--") && argument.includes("=")) {
      // "--file=.env" hands the file over as surely as "--file .env" does.
      paths.push(stripSurroundingQuotes(argument.slice(argument.indexOf("=") + 1)));
    }
  }
  return paths.filter((candidate) => candidate !== "");
}

function isCommandPrefix(token: string): boolean {
  return environmentAssignment.test(token) || transparentPrefixes.has(commandName(token));
}

/** "/usr/bin/cat", "CAT.EXE" and "cat" all name the same reader. */
function commandName(token: string): string {
  const baseName = stripSurroundingQuotes(token).split(/[\\/]/).pop() ?? "";
  return baseName.toLowerCase().replace(/\.exe$/, "");
}

function stripSurroundingQuotes(token: string): string {
  const first = token[0];
  const quoted = token.length >= 2 && (first === '"' || first === "'") && token.endsWith(first);
  return quoted ? token.slice(1, -1) : token;
}
