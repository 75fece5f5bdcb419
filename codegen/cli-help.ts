/** `toolspec --help`. */
export const mainHelp = `toolspec: one tools.yaml generates every artifact an LLM coding agent needs around its tools.

Usage: toolspec <command> [options]

Commands:
  generate           Write src/generated/ and docs/tools.md from tools.yaml
  check              Validate tools.yaml, find unused handlers and stale generated files
  prompt             Print the tool descriptions or definitions a model sees

Global options:
  --spec <file>      The spec to read (default: ./tools.yaml); outputs go next to it
  -h, --help         Show help (also: toolspec <command> --help)
  -v, --version      Print the version

Exit codes: 0 success, 1 problems found (spec errors, drift), 2 invalid command line.
Problems print as  tools.yaml:LINE:COL RULE_ID message  (one per line, all of them).
`;

/** Per-command help. */
export const commandHelp: Record<string, string> = {
  generate: `Usage: toolspec generate [--check] [--spec <file>]

Loads tools.yaml, checks every rule, and writes src/generated/ and docs/tools.md. Only files whose
content changed are written (atomically); generated files that are no longer produced are removed.
A spec with problems prints each one and writes nothing.

Options:
  --check            Write nothing; exit 1 and show a diff for each generated file that is stale,
                     missing or no longer produced
  --error-format <f> text (default), json, or github-actions (::error annotations)
  --spec <file>      The spec to read (default: ./tools.yaml)
  -h, --help         Show this help
`,
  check: `Usage: toolspec check [--spec <file>]

Everything CI needs in one command:
  - every rule of tools.yaml (located errors),
  - every handler class in src/handlers is used by a tool,
  - src/generated/ and docs/tools.md match what tools.yaml produces (with diffs).
Exit 1 on any problem.

Options:
  --error-format <f> text (default), json, or github-actions (::error annotations)
  --spec <file>      The spec to read (default: ./tools.yaml)
  -h, --help         Show this help
`,
  prompt: `Usage: toolspec prompt --variant <name> [--format <format>] [--cwd <dir>]
                       [--set <placeholder>=<value>]... [--context <flag>=true|false]...

Prints exactly what a model of that variant is offered, from tools.yaml as it is now.

Options:
  --variant <name>   A variant declared in tools.yaml (required)
  --format <format>  xml for XML variants (the default there); anthropic (default), openai,
                     openai-responses or gemini for native variants
  --cwd <dir>        The directory {{cwd}} shows (default: the current directory)
  --set <p>=<value>  Fill another placeholder, e.g. --set browserViewportWidth=1280
  --context <f>=<b>  Set a context flag, e.g. --context yolo=true
  --spec <file>      The spec to read (default: ./tools.yaml)
  -h, --help         Show this help
`,
};
