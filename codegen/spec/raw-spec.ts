// The shape of tools.yaml once it has passed the meta-schema (codegen/tools.schema.json).

/** A param as written in tools.yaml. */
export interface RawParam {
  type: "string" | "integer" | "boolean" | "array";
  required?: boolean;
  allowEmpty?: boolean;
  path?: boolean;
  restrictTo?: string[];
  approvalRisk?: boolean;
  enum?: unknown[];
  items?: { type: "string" | "integer" | "boolean"; enum?: unknown[] };
  minimum?: number;
  maximum?: number;
  requires?: string[];
  description: string;
  example?: string;
}

/** One variant's change to one param. */
export interface RawParamOverride {
  rename?: string;
  required?: boolean;
  omit?: boolean;
  description?: string;
  example?: string;
}

/** One variant's delta on a tool. */
export interface RawToolOverride {
  description?: string;
  params?: Record<string, RawParamOverride>;
}

/** A tool as written in tools.yaml. */
export interface RawTool {
  key: string;
  name: string;
  aliases?: string[];
  handler?: string | null;
  sharedWith?: string;
  dynamicNames?: "mcp" | "subagent";
  approval: "read" | "edit" | "command" | "browser" | "web" | "mcp" | "user" | "none";
  approvalWhen?: { param: string; values: string[] };
  planMode: "allowed" | "blocked";
  requires?: string[];
  variants?: string[];
  description: string;
  params?: Record<string, RawParam | "shared">;
  overrides?: Record<string, RawToolOverride>;
}

/** tools.yaml as a whole. */
export interface RawSpec {
  version: 1;
  placeholders?: Record<string, { default: string; description?: string }>;
  context?: Record<string, { default: boolean; description?: string }>;
  variants?: Record<string, { toolCalling: "xml" | "native"; description?: string }>;
  sharedParams?: Record<string, RawParam>;
  budgets?: { tool?: number; tools?: Record<string, number>; variants?: Record<string, number> };
  breakingExceptions?: { rule: string; tool: string; reason: string }[];
  tools: RawTool[];
}
