import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SkillLibrary } from "../../src/contracts/services.js";
import { toToolResult } from "../../src/contracts/tool-response.js";
import { ClineDefaultTool } from "../../src/generated/tool-names.js";
import { UseSkillToolHandler } from "../../src/handlers/UseSkillToolHandler.js";
import { ClineIgnoreController } from "../../src/permissions/ClineIgnoreController.js";
import { ToolValidator } from "../../src/validation/ToolValidator.js";
import { createTemporaryWorkspace, createTestTaskConfig, type TemporaryWorkspace } from "../support/task-config.js";

let workspace: TemporaryWorkspace;
let handler: UseSkillToolHandler;

beforeEach(() => {
  workspace = createTemporaryWorkspace();
  handler = new UseSkillToolHandler(new ToolValidator(new ClineIgnoreController(workspace.root)));
});
afterEach(() => workspace.dispose());

/** A skill library over a fixed map of skill names to instructions. */
function library(skills: Record<string, string>): SkillLibrary {
  return { list: () => Object.keys(skills), load: async (name) => skills[name] };
}

function call(skillName: string) {
  return { type: "tool_use" as const, name: ClineDefaultTool.USE_SKILL, params: { skill_name: skillName } };
}

const installed = library({ "release-notes": "1. Read the changelog.\n2. Group by type.\n", "db-migrations": "Write reversible migrations." });

const cases: { name: string; skills?: SkillLibrary; skillName: string; expected: { text: string; isError: boolean } }[] = [
  {
    name: "returns the skill's instructions with a lead-in",
    skills: installed,
    skillName: "release-notes",
    expected: {
      text: 'The skill \'release-notes\' is loaded. Follow its instructions for the current task:\n\n<skill name="release-notes">\n1. Read the changelog.\n2. Group by type.\n</skill>',
      isError: false,
    },
  },
  {
    name: "an unknown skill lists the available ones and suggests the closest",
    skills: installed,
    skillName: "release-note",
    expected: {
      text:
        "use_skill: no skill is named 'release-note'. Did you mean 'release-notes'? Available skills: 'release-notes', 'db-migrations'. " +
        "Call use_skill again with one of these names, exactly as written.",
      isError: true,
    },
  },
  {
    name: "an unknown skill with nothing close lists the available ones only",
    skills: installed,
    skillName: "zzz",
    expected: {
      text: "use_skill: no skill is named 'zzz'. Available skills: 'release-notes', 'db-migrations'. Call use_skill again with one of these names, exactly as written.",
      isError: true,
    },
  },
  {
    name: "an unknown skill when none are installed says so",
    skills: library({}),
    skillName: "release-notes",
    expected: { text: "use_skill: no skill is named 'release-notes', and no skills are installed. Continue without a skill.", isError: true },
  },
  {
    name: "a library that fails to load is a tool error",
    skills: {
      list: () => ["broken"],
      load: async () => {
        throw new Error("SKILL.md is unreadable");
      },
    },
    skillName: "broken",
    expected: { text: "use_skill could not load the skill 'broken': SKILL.md is unreadable. Continue without it.", isError: true },
  },
  {
    name: "no skill library is a missing-service error",
    skillName: "release-notes",
    expected: {
      text:
        "The tool 'use_skill' cannot run here: it needs the host service 'skills' (loading installed skills), and this agent was started without it. " +
        "Do not call this tool again in this task; continue with the other tools.",
      isError: true,
    },
  },
];

describe("UseSkillToolHandler", () => {
  it.each(cases)("$name", async ({ skills, skillName, expected }) => {
    const { config } = createTestTaskConfig(workspace.root, { services: skills === undefined ? {} : { skills } });
    expect(toToolResult(await handler.execute(config, call(skillName)))).toEqual(expected);
  });

  it("describes the call by the skill name", () => {
    expect(handler.getDescription(call("release-notes"))).toBe("[use_skill for 'release-notes']");
  });
});
