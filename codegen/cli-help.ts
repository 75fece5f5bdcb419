import { approvalOrderText } from "./breaking/approval-order.js";
import { breakingRules } from "./breaking/rule-catalogue.js";

/** `toolspec --help`. */
export const mainHelp = `toolspec: one tools.yaml generates every artifact an LLM coding agent needs around its tools.

Usage: toolspec <command> [options]

Commands:
  generate           Write src/generated/ and docs/tools.md from tools.yaml (--watch: on every change)
  check              Validate tools.yaml, find unused handlers and stale generated files
  breaking           Report changes since a git ref that break models, hosts or saved conversations
  new                Add a tool: its tools.yaml entry, a handler scaffold and a test, then generate
  prompt             Print the tool descriptions or definitions a model sees (--stats: their token cost)

Global options:
  --spec <file>      The spec to read (default: ./tools.yaml); outputs go next to it
  -h, --help         Show help (also: toolspec <command> --help)
  -v, --version      Print the version

Exit codes: 0 success, 1 problems found (spec errors, drift), 2 invalid command line.
Problems print as  tools.yaml:LINE:COL RULE_ID message  (one per line, all of them).
`;

/** Per-command help. */
export const commandHelp: Record<string, string> = {
  generate: `Usage: toolspec generate [--check | --watch] [--spec <file>]

Loads tools.yaml, checks every rule, and writes src/generated/ and docs/tools.md. Only files whose
content changed are written (atomically); generated files that are no longer produced are removed.
A spec with problems prints each one and writes nothing.
When tools.yaml, the handler files, the templates, the meta-schema and toolspec itself are unchanged
since the last clean run, and the generated files are as that run left them, it answers "up to date
(inputs unchanged)" without loading the generator (cache: .toolspec-cache/ next to tools.yaml;
TOOLSPEC_NO_CACHE=1 forces a full run).

Options:
  --check            Write nothing; exit 1 and show a diff for each generated file that is stale,
                     missing or no longer produced
  --watch            Generate, then again on every change to tools.yaml, a template or a file in
                     src/handlers; problems are printed and watching goes on. Ctrl-C stops (exit 0)
  --error-format <f> text (default), json, or github-actions (::error annotations)
  --spec <file>      The spec to read (default: ./tools.yaml)
  -h, --help         Show this help
`,
  check: `Usage: toolspec check [--spec <file>]

Everything CI needs in one command:
  - every rule of tools.yaml (located errors),
  - every handler class in src/handlers is used by a tool,
  - src/generated/ and docs/tools.md match what tools.yaml produces (with diffs),
  - every tool and variant stays within the token budgets tools.yaml declares (BUDGET_EXCEEDED).
Exit 1 on any problem. Handlers that still hold the scaffold marker 'toolspec new' writes are
reported as SCAFFOLD_NOT_IMPLEMENTED warnings, which do not fail the check.
A check that passed without any problem is remembered: while its inputs and the generated files are
unchanged, the next one answers "up to date (inputs unchanged)" at once. TOOLSPEC_NO_CACHE=1 forces a
full check.

Options:
  --error-format <f> text (default), json, or github-actions (::error annotations)
  --spec <file>      The spec to read (default: ./tools.yaml)
  -h, --help         Show this help
`,
  breaking: `Usage: toolspec breaking --against <git-ref> [--except <RULE>]... [--spec <file>]

Compares tools.yaml with its version at a git ref (read through git, no checkout) and reports each
change that breaks a model, a host or a saved conversation, located in the current tools.yaml.
Tools are matched by name or alias, then by key (a rename). The older version is loaded without its
handler-file checks; the current one must load completely. A ref without tools.yaml has nothing to
compare: exit 0. Exit 1 when a breaking change remains after the waivers.

Rules:
${breakingRules.map((rule) => `  ${rule.id.padEnd(22)} ${rule.purpose}`).join("\n")}

Approval classes, strictest first: ${approvalOrderText}.

Waivers: a tools.yaml entry \`breakingExceptions: [{ rule, tool, reason }]\` (tool: its name in the
older version) waives that rule for that tool; --except waives a rule everywhere.

Options:
  --against <ref>    The git ref to compare with, e.g. origin/main or v1.2.0 (required)
  --except <RULE>    Do not report this rule (repeatable)
  --error-format <f> text (default), json, or github-actions (::error annotations)
  --spec <file>      The spec to read (default: ./tools.yaml)
  -h, --help         Show this help
`,
  new: `Usage: toolspec new <tool_name> --approval <class> [--shares <tool>]
                    [--param <name>:<type>[:required]]... [--spec <file>]

Adds a tool: appends its entry at the end of 'tools' in tools.yaml (every other line, comment and
blank line stays as it was), writes src/handlers/<Class>.ts (a scaffold whose execute returns a
"not implemented" tool error) and test/handlers/<Class>.test.ts (the runtime reaches the handler, plus
an it.todo), then generates. The enum key is the name in UPPER_SNAKE_CASE (count_lines: COUNT_LINES),
the class its PascalCase plus ToolHandler (CountLinesToolHandler). planMode is blocked for the edit
class, allowed otherwise. Descriptions start as "TODO: describe ..."; every new tool gets
task_progress: shared when sharedParams declares it. String params named path, file or directory (or
ending in _path, _file or _directory) get path: true.
Everything is checked before anything is written: a bad command line exits 2, a tools.yaml with
problems exits 1. If generation fails, every change is undone and the command exits 1.
'toolspec check' warns (SCAFFOLD_NOT_IMPLEMENTED) while the handler is still the scaffold.

Options:
  --approval <class> read, edit, command, browser, web, mcp, user or none (required)
  --shares <tool>    Serve the tool with that existing tool's handler class (sharedWith): no handler
                     or test file is written
  --param <p>        name:type or name:type:required; type string, integer, boolean or array (a
                     list of strings). Repeatable, in the order the model sees them
  --spec <file>      The spec to read (default: ./tools.yaml)
  -h, --help         Show this help

Example:
  toolspec new count_lines --approval read --param path:string:required --param max_lines:integer
`,
  prompt: `Usage: toolspec prompt --variant <name> [--format <format>] [--cwd <dir>]
                       [--set <placeholder>=<value>]... [--context <flag>=true|false]...
       toolspec prompt --stats [--variant <name> [--format <format>]] [--cwd <dir>]
                       [--set <placeholder>=<value>]... [--context <flag>=true|false]...

Prints exactly what a model of that variant is offered, from tools.yaml as it is now. With --stats,
prints instead what each tool costs in tokens (its description and schema as the model sees them),
per variant and format, and each variant's totals. Counts come from gpt-tokenizer o200k_base, an
approximation: other models' tokenizers differ by a few percent.

Options:
  --variant <name>   A variant declared in tools.yaml (required, except with --stats: all variants)
  --format <format>  xml for XML variants (the default there); anthropic (default), openai,
                     openai-responses or gemini for native variants; with --stats, only that format
  --stats            Print the token cost table instead of the prompt; placeholders and context
                     take their declared defaults unless --cwd, --set or --context say otherwise
  --cwd <dir>        The directory {{cwd}} shows (default: the current directory; with --stats,
                     the declared default)
  --set <p>=<value>  Fill another placeholder, e.g. --set browserViewportWidth=1280
  --context <f>=<b>  Set a context flag, e.g. --context yolo=true
  --error-format <f> How problems in tools.yaml print: text (default), json, or github-actions
  --spec <file>      The spec to read (default: ./tools.yaml)
  -h, --help         Show this help
`,
};
