import type { HandlerBinding } from "../../src/contracts/tool-metadata.js";
import type { ParamDefinition, ToolDefinition, ToolSpec, ToolVariantView, VariantParamDefinition } from "./model.js";
import type { RawParam, RawSpec, RawTool } from "./raw-spec.js";

/** Turns a spec that passed every rule into the resolved model the emitters read. */
export function buildModel(raw: RawSpec): ToolSpec {
  const variants = Object.entries(raw.variants ?? {}).map(([name, variant]) => ({
    name,
    toolCalling: variant.toolCalling,
    description: variant.description ?? "",
  }));
  const toolsByName = new Map(raw.tools.map((tool) => [tool.name, tool]));
  return {
    placeholders: Object.entries(raw.placeholders ?? {}).map(([name, placeholder]) => ({
      name,
      defaultValue: placeholder.default,
      description: placeholder.description ?? "",
    })),
    context: Object.entries(raw.context ?? {}).map(([name, flag]) => ({
      name,
      defaultValue: flag.default,
      description: flag.description ?? "",
    })),
    variants,
    tools: raw.tools.map((tool) =>
      buildTool(tool, raw, toolsByName, variants.map((variant) => variant.name)),
    ),
    budgets: {
      ...(raw.budgets?.tool !== undefined ? { tool: raw.budgets.tool } : {}),
      tools: raw.budgets?.tools ?? {},
      variants: raw.budgets?.variants ?? {},
    },
    breakingExceptions: raw.breakingExceptions ?? [],
  };
}

function buildTool(tool: RawTool, raw: RawSpec, toolsByName: Map<string, RawTool>, variantOrder: string[]): ToolDefinition {
  const params = Object.entries(tool.params ?? {}).map(([name, value]) =>
    value === "shared" ? buildParam(name, raw.sharedParams?.[name] as RawParam, true) : buildParam(name, value, false),
  );
  const offered = new Set(tool.variants ?? variantOrder);
  const views = variantOrder.filter((variant) => offered.has(variant)).map((variant) => buildView(tool, params, variant));
  const paramAliases: Record<string, string> = {};
  for (const view of views) {
    for (const param of view.params) if (param.modelName !== param.name) paramAliases[param.modelName] = param.name;
  }
  return {
    key: tool.key,
    name: tool.name,
    aliases: tool.aliases ?? [],
    handler: bindHandler(tool, toolsByName),
    ...(tool.dynamicNames ? { dynamicNames: tool.dynamicNames } : {}),
    approval: tool.approval,
    ...(tool.approvalWhen ? { approvalWhen: tool.approvalWhen } : {}),
    planMode: tool.planMode,
    requires: tool.requires ?? [],
    description: tool.description.trim(),
    params,
    paramAliases,
    views,
  };
}

function buildParam(name: string, param: RawParam, shared: boolean): ParamDefinition {
  return {
    name,
    type: param.type,
    required: param.required ?? false,
    allowEmpty: param.allowEmpty ?? false,
    path: param.path ?? false,
    restrictTo: param.restrictTo ?? [],
    approvalRisk: param.approvalRisk ?? false,
    ...(param.enum ? { enum: param.enum as string[] } : {}),
    ...(param.items ? { items: { type: param.items.type, ...(param.items.enum ? { enum: param.items.enum as string[] } : {}) } } : {}),
    ...(param.minimum !== undefined ? { minimum: param.minimum } : {}),
    ...(param.maximum !== undefined ? { maximum: param.maximum } : {}),
    requires: param.requires ?? [],
    description: param.description.trim(),
    example: param.example ?? `${name.replace(/_/g, " ")} here`,
    shared,
  };
}

function buildView(tool: RawTool, params: ParamDefinition[], variant: string): ToolVariantView {
  const override = tool.overrides?.[variant];
  const viewParams: VariantParamDefinition[] = [];
  for (const param of params) {
    const change = override?.params?.[param.name];
    if (change?.omit) continue;
    viewParams.push({
      ...param,
      modelName: change?.rename ?? param.name,
      required: change?.required ?? param.required,
      description: change?.description?.trim() ?? param.description,
      example: change?.example ?? param.example,
    });
  }
  return { variant, description: override?.description?.trim() ?? tool.description.trim(), params: viewParams };
}

function bindHandler(tool: RawTool, toolsByName: Map<string, RawTool>): HandlerBinding {
  if (typeof tool.handler === "string") return { kind: "class", className: tool.handler };
  if (tool.sharedWith !== undefined) {
    const owner = toolsByName.get(tool.sharedWith);
    return { kind: "shared", sharedWith: tool.sharedWith, className: String(owner?.handler) };
  }
  return { kind: "none" };
}
