import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import { closestNames } from "../util/closest-names.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Loads an installed skill's instructions for the model to follow. */
export class UseSkillToolHandler implements IToolHandler<ClineDefaultTool.USE_SKILL> {
  readonly name = ClineDefaultTool.USE_SKILL;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.USE_SKILL>): Promise<ToolResponse> {
    const skills = config.services.skills;
    if (skills === undefined) {
      return missingServiceError(block.name, "skills", "loading installed skills");
    }
    const skillName = block.params.skill_name.trim();
    let instructions: string | undefined;
    try {
      instructions = await skills.load(skillName);
    } catch (error) {
      return toolError(`${block.name} could not load the skill '${skillName}': ${describeThrownError(error)}. Continue without it.`);
    }
    if (instructions === undefined) {
      const available = skills.list();
      if (available.length === 0) {
        return toolError(`${block.name}: no skill is named '${skillName}', and no skills are installed. Continue without a skill.`);
      }
      const suggestions = closestNames(skillName, available, 1);
      const hint = suggestions[0] === undefined ? "" : ` Did you mean '${suggestions[0]}'?`;
      return toolError(
        `${block.name}: no skill is named '${skillName}'.${hint} Available skills: ${available.map((name) => `'${name}'`).join(", ")}. ` +
          "Call use_skill again with one of these names, exactly as written.",
      );
    }
    return `The skill '${skillName}' is loaded. Follow its instructions for the current task:\n\n<skill name="${skillName}">\n${instructions.trim()}\n</skill>`;
  }

  getDescription(block: ToolUse<ClineDefaultTool.USE_SKILL> | PartialToolUse<ClineDefaultTool.USE_SKILL>): string {
    return describeToolCall(block.name, block.params.skill_name);
  }
}
