import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import type { SubagentRunner } from "../contracts/services.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { parseSubagentToolName } from "../coordinator/dynamic-tool-names.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

const PROMPT_PARAMS = ["prompt_1", "prompt_2", "prompt_3", "prompt_4", "prompt_5"] as const;

/**
 * A call of use_subagents itself, or of a host's `use_subagent_<agent>` tool; the executor passes the
 * latter's `prompt` as prompt_1, so both have the same params.
 */
type SubagentCall = ToolUse<ClineDefaultTool.USE_SUBAGENTS>;
/** The same calls while they are still being streamed (a dynamic call still has its `prompt`). */
type PartialSubagentCall = PartialToolUse<ClineDefaultTool.USE_SUBAGENTS> | PartialToolUse<string>;

/** Runs research prompts in subagents through the host and collects their answers. */
export class UseSubagentsToolHandler implements IToolHandler<ClineDefaultTool.USE_SUBAGENTS> {
  readonly name = ClineDefaultTool.USE_SUBAGENTS;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: SubagentCall): Promise<ToolResponse> {
    const runner = config.services.subagentRunner;
    if (runner === undefined) {
      return missingServiceError(block.name, "subagentRunner", "running prompts in subagents");
    }
    if (config.isSubagentRun) {
      return toolError(`${block.name} is not available inside a subagent: subagents cannot start subagents. Do the research yourself with the other tools.`);
    }
    const agentName = parseSubagentToolName(block.name);
    return agentName === undefined ? runPrompts(runner, block) : runNamedAgent(runner, block, agentName);
  }

  getDescription(block: SubagentCall | PartialSubagentCall): string {
    // Partial calls may lack either param, so both are read as unknowns and describeToolCall drops non-strings.
    const params = block.params as Readonly<Record<string, unknown>>;
    return describeToolCall(block.name, params.prompt_1 ?? params.prompt);
  }
}

// prompt_1 is a required string, so the validator has already refused a blank one (the executor validates
// a dynamic call's `prompt` as prompt_1); the optional prompts may still be blank and are left out.
async function runNamedAgent(runner: SubagentRunner, block: SubagentCall, agentName: string): Promise<ToolResponse> {
  const prompt = block.params.prompt_1;
  let answers: readonly string[];
  try {
    answers = await runner.run([prompt], { agentName });
  } catch (error) {
    return toolError(`${block.name}: the '${agentName}' subagent failed: ${describeThrownError(error)}. Do the research yourself or try again.`);
  }
  return `The '${agentName}' subagent answered:\n\n${answerText(answers[0])}`;
}

async function runPrompts(runner: SubagentRunner, block: ToolUse<ClineDefaultTool.USE_SUBAGENTS>): Promise<ToolResponse> {
  const prompts = PROMPT_PARAMS.flatMap((param) => {
    const prompt = block.params[param];
    return prompt === undefined || prompt.trim() === "" ? [] : [{ param, prompt }];
  });
  let answers: readonly string[];
  try {
    answers = await runner.run(
      prompts.map((entry) => entry.prompt),
      {},
    );
  } catch (error) {
    return toolError(`${block.name}: the subagents failed: ${describeThrownError(error)}. Do the research yourself or try again with fewer prompts.`);
  }
  return prompts.map((entry, index) => `## Result of ${entry.param}\n\n${answerText(answers[index])}`).join("\n\n");
}

function answerText(answer: string | undefined): string {
  return answer === undefined || answer.trim() === "" ? "(The subagent returned no answer.)" : answer.trim();
}
