import type { StatementStructures } from "ts-morph";
import type { ToolSpec } from "../spec/model.js";
import { docText, firstSentence } from "./naming.js";
import { printLiteral, raw } from "./print-literal.js";
import type { TypeScriptFiles } from "./typescript-files.js";

/** Every param name a model may send, canonical and variant names alike, in first-use order. */
export function allParamNames(spec: ToolSpec): string[] {
  const names = new Set<string>();
  for (const tool of spec.tools) {
    for (const param of tool.params) names.add(param.name);
    for (const alias of Object.keys(tool.paramAliases)) names.add(alias);
  }
  return [...names];
}

/** src/generated/tool-names.ts: the ClineDefaultTool enum, toolUseNames, toolParamNames and name aliases. */
export function emitToolNames(spec: ToolSpec, files: TypeScriptFiles, directory: string): void {
  const { StructureKind, VariableDeclarationKind } = files.kinds;
  const aliases: Record<string, unknown> = {};
  for (const tool of spec.tools) for (const alias of tool.aliases) aliases[alias] = raw(`ClineDefaultTool.${tool.key}`);
  const statements: StatementStructures[] = [
    {
      kind: StructureKind.Enum,
      name: "ClineDefaultTool",
      isExported: true,
      docs: ["Every tool the agent declares: the keys name them in code, the values are the names models call."],
      members: spec.tools.map((tool) => ({
        name: tool.key,
        value: tool.name,
        docs: [docText(firstSentence(tool.description))],
      })),
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Every declared tool name, in the order of tools.yaml."],
      declarations: [{ name: "toolUseNames", type: "readonly ClineDefaultTool[]", initializer: "Object.values(ClineDefaultTool)" }],
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Every param name any tool uses, including the names variants give them; XML parsers accept these tags."],
      declarations: [{ name: "toolParamNames", initializer: `${printLiteral(allParamNames(spec))} as const` }],
    },
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: "ToolParamName",
      docs: ["A param name some tool uses."],
      type: "(typeof toolParamNames)[number]",
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Former tool names, mapped to the tool that now serves them."],
      declarations: [{ name: "toolNameAliases", type: "Readonly<Record<string, ClineDefaultTool>>", initializer: printLiteral(aliases) }],
    },
  ];
  files.add(`${directory}/tool-names.ts`, statements);
}
