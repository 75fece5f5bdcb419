/** How a tool call is approved: each class maps to the auto-approval settings that govern it. */
export type ApprovalClass = "read" | "edit" | "command" | "browser" | "web" | "mcp" | "user" | "none";

/** Whether strict plan mode refuses the tool. */
export type PlanModePolicy = "allowed" | "blocked";

/** The JSON-schema types a tool parameter can have. */
export type ParamType = "string" | "integer" | "boolean" | "array";

/** The element schema of an array parameter. */
export interface ParamItemsMetadata {
  readonly type: "string" | "integer" | "boolean";
  readonly enum?: readonly string[];
}

/**
 * What the runtime knows about one parameter, as declared in tools.yaml. Flags are present only when set,
 * which keeps the generated table small for large registries: absent means false (or no restriction).
 */
export interface ParamMetadata {
  readonly type: ParamType;
  readonly required?: true;
  /** A required string that may be empty (write_to_file content). */
  readonly allowEmpty?: true;
  /** The value names a workspace path: checked against .clineignore and classified local/external. */
  readonly path?: true;
  /** Gitignore-style patterns the workspace-relative path must match. */
  readonly pathRestrictedTo?: readonly string[];
  /** A boolean the model sets to say the call is risky; true counts like an external path for approval. */
  readonly approvalRisk?: true;
  /** Declared once in sharedParams (task_progress): an annotation, not part of what the call does. */
  readonly shared?: true;
  readonly enum?: readonly string[];
  readonly items?: ParamItemsMetadata;
  readonly minimum?: number;
  readonly maximum?: number;
}

/** Which implementation serves a tool. */
export type HandlerBinding =
  | { readonly kind: "class"; readonly className: string }
  | { readonly kind: "shared"; readonly sharedWith: string; readonly className: string }
  | { readonly kind: "none" };

/**
 * Names outside tools.yaml a tool also serves: `mcp` for native MCP tool names (`<server>0mcp0<tool>`),
 * `subagent` for the host's `use_subagent_<agent>` tools.
 */
export type DynamicNameKind = "mcp" | "subagent";

/** Approval asked only when a parameter holds one of these values (browser_action: only launch). */
export interface ApprovalCondition {
  readonly param: string;
  readonly values: readonly string[];
}

/** Everything the runtime reads about a tool; generated from tools.yaml into src/generated. */
export interface ToolMetadata {
  readonly key: string;
  readonly name: string;
  /** Former names the model may still use; they run this tool. */
  readonly aliases: readonly string[];
  readonly approval: ApprovalClass;
  readonly approvalWhen?: ApprovalCondition;
  readonly planMode: PlanModePolicy;
  readonly handler: HandlerBinding;
  readonly dynamicNames?: DynamicNameKind;
  readonly params: { readonly [param: string]: ParamMetadata };
  readonly pathParams: readonly string[];
  readonly requiredParams: readonly string[];
  /** Parameter names a model-family variant uses, mapped to the canonical name the handler receives. */
  readonly paramAliases: { readonly [alias: string]: string };
  /** The model-family variants whose prompt offers this tool. */
  readonly variants: readonly string[];
  /** Context requirements: declared flag names, `!flag` for "flag is off". */
  readonly requires: readonly string[];
}
