import type { ParamMetadata, ToolMetadata } from "../../src/contracts/tool-metadata.js";
import type { ParamDefinition, ToolDefinition, ToolSpec } from "../spec/model.js";
import { printLiteral } from "./print-literal.js";
import type { TypeScriptFiles } from "./typescript-files.js";

function paramMetadata(param: ParamDefinition): ParamMetadata {
  return {
    type: param.type,
    ...(param.required ? { required: true } : {}),
    ...(param.allowEmpty ? { allowEmpty: true } : {}),
    ...(param.path ? { path: true } : {}),
    ...(param.restrictTo.length > 0 ? { pathRestrictedTo: param.restrictTo } : {}),
    ...(param.approvalRisk ? { approvalRisk: true } : {}),
    ...(param.shared ? { shared: true } : {}),
    ...(param.enum ? { enum: param.enum } : {}),
    ...(param.items ? { items: param.items } : {}),
    ...(param.minimum !== undefined ? { minimum: param.minimum } : {}),
    ...(param.maximum !== undefined ? { maximum: param.maximum } : {}),
  };
}

/** The runtime's view of one tool: everything but the prompt text. */
export function toolMetadata(tool: ToolDefinition): ToolMetadata {
  return {
    key: tool.key,
    name: tool.name,
    aliases: tool.aliases,
    approval: tool.approval,
    ...(tool.approvalWhen ? { approvalWhen: tool.approvalWhen } : {}),
    planMode: tool.planMode,
    handler: tool.handler,
    ...(tool.dynamicNames ? { dynamicNames: tool.dynamicNames } : {}),
    params: Object.fromEntries(tool.params.map((param) => [param.name, paramMetadata(param)])),
    pathParams: tool.params.filter((param) => param.path).map((param) => param.name),
    requiredParams: tool.params.filter((param) => param.required).map((param) => param.name),
    paramAliases: tool.paramAliases,
    variants: tool.views.map((view) => view.variant),
    requires: tool.requires,
  };
}

/** src/generated/tool-metadata.ts: the read-only table the runtime consults instead of naming tools. */
export function emitToolMetadata(spec: ToolSpec, files: TypeScriptFiles, directory: string): void {
  const { StructureKind, VariableDeclarationKind } = files.kinds;
  const table = Object.fromEntries(spec.tools.map((tool) => [`[ClineDefaultTool.${tool.key}]`, toolMetadata(tool)]));
  files.add(`${directory}/tool-metadata.ts`, [
    files.importFrom("../contracts/tool-metadata.js", ["ToolMetadata"], { typeOnly: true }),
    files.importFrom("./tool-names.js", ["ClineDefaultTool"]),
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["What the runtime knows about each tool: approval class, plan-mode policy, params, handler, variants."],
      declarations: [
        {
          name: "toolMetadata",
          initializer: `${printLiteral(table)} as const satisfies { readonly [Name in ClineDefaultTool]: ToolMetadata }`,
        },
      ],
    },
  ]);
}
