import type { NewToolRequest } from "./new-tool-request.js";
import { SCAFFOLD_MARKER } from "./scaffold-marker.js";
import { enumKeyFor, handlerClassFor } from "./scaffold-names.js";

/** The param a call is labelled by in the UI: the first string param, preferring a required one. */
function describingParam(request: NewToolRequest): string | undefined {
  const strings = request.params.filter((param) => param.type === "string");
  return (strings.find((param) => param.required) ?? strings[0])?.name;
}

/**
 * The source of src/handlers/<Class>.ts for a new tool: a class typed by the generated params whose
 * execute returns a "not implemented" tool error under the scaffold marker, until someone implements it.
 */
export function handlerSource(request: NewToolRequest): string {
  const className = handlerClassFor(request.name);
  const tool = `ClineDefaultTool.${enumKeyFor(request.name)}`;
  const subject = describingParam(request);
  return `import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** TODO: say what ${request.name} does. Written by \`toolspec new\`. */
export class ${className} implements IToolHandler<${tool}> {
  readonly name = ${tool};

  constructor(_validator: ToolValidator) {}

  async execute(_config: TaskConfig, block: ToolUse<${tool}>): Promise<ToolResponse> {
    // The executor has validated the params, checked path params against .clineignore and obtained
    // approval before this runs. Replace this body with the tool's work.
    // ${SCAFFOLD_MARKER}: \`toolspec check\` warns while this line is here; delete it once execute works.
    return toolError(\`The tool '\${block.name}' is not implemented yet. Do not call it again in this task; continue with the other tools.\`);
  }

  getDescription(block: ToolUse<${tool}> | PartialToolUse<${tool}>): string {
    return describeToolCall(block.name${subject === undefined ? "" : `, block.params.${subject}`});
  }
}
`;
}
