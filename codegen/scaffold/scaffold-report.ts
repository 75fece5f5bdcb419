import type { RawSpec } from "../spec/raw-spec.js";
import type { NewToolRequest } from "./new-tool-request.js";
import { SCAFFOLD_MARKER, SCAFFOLD_NOT_IMPLEMENTED } from "./scaffold-marker.js";
import { scaffoldFiles } from "./scaffold-names.js";
import type { ToolEntry } from "./tool-entry.js";

/** Lines of the spec file holding the new entry. */
interface EntryLines {
  readonly first: number;
  readonly last: number;
}

function describeParams(entry: ToolEntry): string {
  const params = Object.entries(entry.params ?? {}).map(([name, param]) => {
    if (param === "shared") return `${name} (shared)`;
    const traits = [param.type, ...(param.required ? ["required"] : []), ...(param.path ? ["path"] : [])];
    return `${name} (${traits.join(", ")})`;
  });
  return params.length > 0 ? params.join(", ") : "none";
}

/** What `toolspec new` did, one line each. */
export function summaryLines(request: NewToolRequest, entry: ToolEntry, specName: string, lines: EntryLines, created: readonly string[]): string[] {
  const implementation = entry.handler !== undefined ? `handler ${entry.handler}` : `sharedWith ${entry.sharedWith}`;
  return [
    `Added tool '${request.name}' to ${specName} (lines ${lines.first}-${lines.last}): key ${entry.key}, ${implementation}, approval ${entry.approval}, planMode ${entry.planMode}.`,
    `  params: ${describeParams(entry)}`,
    ...created.map((file) => `created ${file}`),
  ];
}

/** The steps left to the user: describe the tool, implement the handler, test it, run check. */
export function nextSteps(request: NewToolRequest, spec: RawSpec, specName: string, lines: EntryLines): string[] {
  const describe = `Describe the tool and its params in ${specName} (lines ${lines.first}-${lines.last}): replace every "TODO: describe", then run \`toolspec generate\`.`;
  if (request.shares !== undefined) {
    const owner = spec.tools.find((tool) => tool.name === request.shares);
    return [
      "Next steps:",
      `  1. ${describe}`,
      `  2. ${request.name} runs ${String(owner?.handler)} (the handler of ${request.shares}) under its own name: make it handle calls whose block.name is '${request.name}'.`,
      `  3. Add tests of ${request.name} beside that handler's tests.`,
      "  4. Run `toolspec check`.",
    ];
  }
  const files = scaffoldFiles(request.name);
  return [
    "Next steps:",
    `  1. ${describe}`,
    `  2. Implement execute in ${files.handler}, then delete its '${SCAFFOLD_MARKER}' comment line.`,
    `  3. Replace the it.todo in ${files.test} with tests of the real behaviour.`,
    `  4. Run \`toolspec check\`: it warns ${SCAFFOLD_NOT_IMPLEMENTED} until step 2 is done.`,
  ];
}
