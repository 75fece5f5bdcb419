import type { Problem } from "../problem.js";
import type { RawTool } from "../raw-spec.js";
import { closestNames } from "../../../src/util/closest-names.js";
import { eachTool, type SemanticRule } from "./rule-context.js";

/** Names the generated handler map already uses; a handler class with one of them would clash. */
const RESERVED_CLASS_NAMES = new Set(["ClineDefaultTool", "IToolHandler", "SharedToolHandler", "ToolHandlerFactory", "ToolValidator"]);

/** Each tool names exactly one implementation, and `sharedWith` points at a tool that owns a handler class. */
export const handlerBinding: SemanticRule = ({ source, spec }) => {
  const problems: Problem[] = [];
  const byName = new Map<string, RawTool>();
  for (const [tool] of eachTool(spec)) if (typeof tool.name === "string") byName.set(tool.name, tool);

  for (const [tool, index] of eachTool(spec)) {
    const hasHandler = "handler" in tool;
    const hasShared = "sharedWith" in tool;
    if (hasHandler === hasShared) {
      problems.push(
        source.problemAt(
          "HANDLER_CHOICE",
          ["tools", index],
          hasHandler
            ? `tool '${String(tool.name)}' has both 'handler' and 'sharedWith'; keep exactly one`
            : `tool '${String(tool.name)}' needs exactly one of 'handler: ClassName', 'sharedWith: other_tool' or 'handler: null'`,
        ),
      );
      continue;
    }
    if (typeof tool.handler === "string" && RESERVED_CLASS_NAMES.has(tool.handler)) {
      problems.push(source.problemAt("HANDLER_NAME_RESERVED", ["tools", index, "handler"], `handler class name '${tool.handler}' is used by the generated code itself; rename the class`));
    }
    if (!hasShared || typeof tool.sharedWith !== "string") continue;
    const owner = byName.get(tool.sharedWith);
    const path = ["tools", index, "sharedWith"];
    if (owner === undefined) {
      const suggestion = closestNames(tool.sharedWith, byName.keys(), 1)[0];
      problems.push(source.problemAt("SHARED_WITH_UNKNOWN", path, `sharedWith names '${tool.sharedWith}', which is not a tool in this file${suggestion ? ` (did you mean '${suggestion}'?)` : ""}`));
    } else if (owner === tool) {
      problems.push(source.problemAt("SHARED_WITH_NOT_OWNER", path, `tool '${tool.name}' cannot share its own handler`));
    } else if (typeof owner.handler !== "string") {
      const why = "sharedWith" in owner ? `it shares the handler of '${String(owner.sharedWith)}' itself` : "it has no handler (handler: null)";
      problems.push(source.problemAt("SHARED_WITH_NOT_OWNER", path, `sharedWith names '${tool.sharedWith}', but ${why}; point at the tool that owns the handler class`));
    }
  }
  return problems;
};
