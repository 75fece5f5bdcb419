import type { Problem } from "../problem.js";
import { eachTool, isRecord, type SemanticRule } from "./rule-context.js";

/** `approvalWhen` names an enum param of the tool and values that enum allows. */
export const approvalCondition: SemanticRule = ({ source, spec }) => {
  const problems: Problem[] = [];
  for (const [tool, index] of eachTool(spec)) {
    const condition = tool.approvalWhen;
    if (!isRecord(condition) || typeof condition.param !== "string" || !isRecord(tool.params)) continue;
    const path = ["tools", index, "approvalWhen"];
    const param = tool.params[condition.param];
    if (!isRecord(param)) {
      problems.push(source.problemAt("APPROVAL_WHEN_PARAM_UNKNOWN", [...path, "param"], `approvalWhen names param '${condition.param}', which tool '${String(tool.name)}' does not declare inline`));
      continue;
    }
    const allowed = Array.isArray(param.enum) ? param.enum : undefined;
    if (allowed === undefined) {
      problems.push(source.problemAt("APPROVAL_WHEN_PARAM_NOT_ENUM", [...path, "param"], `approvalWhen param '${condition.param}' must have an enum, so its values can be checked`));
      continue;
    }
    (Array.isArray(condition.values) ? condition.values : []).forEach((value, valueIndex) => {
      if (!allowed.includes(value)) {
        problems.push(source.problemAt("APPROVAL_WHEN_VALUE_UNKNOWN", [...path, "values", valueIndex], `approvalWhen value ${JSON.stringify(value)} is not one of ${condition.param}'s values (${allowed.join(", ")})`));
      }
    });
  }
  return problems;
};
