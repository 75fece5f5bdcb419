import type { ApprovalClass, ApprovalCondition, DynamicNameKind, HandlerBinding, ParamItemsMetadata, ParamType, PlanModePolicy } from "../../src/contracts/tool-metadata.js";

/** A run-time value used in descriptions as {{name}}. */
export interface PlaceholderDefinition {
  readonly name: string;
  readonly defaultValue: string;
  readonly description: string;
}

/** A boolean fact about the host that tools and params can require. */
export interface ContextFlagDefinition {
  readonly name: string;
  readonly defaultValue: boolean;
  readonly description: string;
}

/** A model family. */
export interface VariantDefinition {
  readonly name: string;
  readonly toolCalling: "xml" | "native";
  readonly description: string;
}

/** A param with every default applied. */
export interface ParamDefinition {
  /** The canonical name: what handlers receive. */
  readonly name: string;
  readonly type: ParamType;
  readonly required: boolean;
  readonly allowEmpty: boolean;
  readonly path: boolean;
  readonly restrictTo: readonly string[];
  readonly approvalRisk: boolean;
  readonly enum?: readonly string[];
  readonly items?: ParamItemsMetadata;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly requires: readonly string[];
  readonly description: string;
  readonly example: string;
  /** Declared once in sharedParams. */
  readonly shared: boolean;
}

/** A param as one variant's model sees it. */
export interface VariantParamDefinition extends ParamDefinition {
  /** The name the model uses in this variant (differs from `name` when renamed). */
  readonly modelName: string;
}

/** A tool as one variant offers it: the base tool with that variant's override applied. */
export interface ToolVariantView {
  readonly variant: string;
  readonly description: string;
  readonly params: readonly VariantParamDefinition[];
}

/** A tool with every default applied and every reference resolved. */
export interface ToolDefinition {
  readonly key: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly handler: HandlerBinding;
  readonly dynamicNames?: DynamicNameKind;
  readonly approval: ApprovalClass;
  readonly approvalWhen?: ApprovalCondition;
  readonly planMode: PlanModePolicy;
  readonly requires: readonly string[];
  readonly description: string;
  readonly params: readonly ParamDefinition[];
  /** Names variants use for params, mapped to the canonical names. */
  readonly paramAliases: Readonly<Record<string, string>>;
  /** The variants that offer the tool, in declaration order, each with its resolved view. */
  readonly views: readonly ToolVariantView[];
}

/** Prompt-token budgets declared in tools.yaml. */
export interface TokenBudgets {
  /** The limit for any one tool, unless `tools` names it. */
  readonly tool?: number;
  readonly tools: Readonly<Record<string, number>>;
  readonly variants: Readonly<Record<string, number>>;
}

/** A breaking change accepted on purpose. */
export interface BreakingException {
  readonly rule: string;
  readonly tool: string;
  readonly reason: string;
}

/** The validated, resolved content of tools.yaml: what every emitter reads. */
export interface ToolSpec {
  readonly placeholders: readonly PlaceholderDefinition[];
  readonly context: readonly ContextFlagDefinition[];
  readonly variants: readonly VariantDefinition[];
  readonly tools: readonly ToolDefinition[];
  readonly budgets: TokenBudgets;
  readonly breakingExceptions: readonly BreakingException[];
}
