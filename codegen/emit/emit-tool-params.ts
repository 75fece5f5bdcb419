import type { StatementStructures } from "ts-morph";
import type { ParamDefinition, ToolSpec } from "../spec/model.js";
import { docText, pascalCase } from "./naming.js";
import type { TypeScriptFiles } from "./typescript-files.js";

/** The TypeScript type of a param's value. */
export function paramTypeScript(param: Pick<ParamDefinition, "type" | "enum" | "items">): string {
  switch (param.type) {
    case "string":
      return param.enum ? param.enum.map((value) => JSON.stringify(value)).join(" | ") : "string";
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "array": {
      const items = param.items;
      const element = items?.enum ? `(${items.enum.map((value) => JSON.stringify(value)).join(" | ")})` : items?.type === "integer" ? "number" : (items?.type ?? "unknown");
      return `readonly ${element}[]`;
    }
  }
}

/** The name of a tool's params interface: read_file -> ReadFileParams. */
export function paramsInterfaceName(toolName: string): string {
  return `${pascalCase(toolName)}Params`;
}

/** src/generated/tool-params.ts: one params interface per tool and the name -> params map. */
export function emitToolParams(spec: ToolSpec, files: TypeScriptFiles, directory: string): void {
  const { StructureKind } = files.kinds;
  const statements: (string | StatementStructures)[] = [
    files.importFrom("./tool-names.js", ["ClineDefaultTool"], { typeOnly: true }),
  ];
  for (const tool of spec.tools) {
    statements.push({
      kind: StructureKind.Interface,
      name: paramsInterfaceName(tool.name),
      isExported: true,
      docs: [`Params of ${tool.name}, as its handler receives them.`],
      properties: tool.params.map((param) => ({
        name: param.name,
        type: paramTypeScript(param),
        hasQuestionToken: !param.required,
        isReadonly: true,
        docs: [docText(param.description)],
      })),
    });
  }
  statements.push({
    kind: StructureKind.Interface,
    name: "ToolParamsByName",
    isExported: true,
    docs: ["The params type of every tool, by tool name: handlers are typed by the tool they serve."],
    properties: spec.tools.map((tool) => ({
      name: `[ClineDefaultTool.${tool.key}]`,
      type: paramsInterfaceName(tool.name),
      isReadonly: true,
    })),
  });
  files.add(`${directory}/tool-params.ts`, statements);
}
