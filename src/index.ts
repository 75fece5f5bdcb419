// toolspec's public API. Everything a host needs to run the tools declared in tools.yaml.

// Generated from tools.yaml.
export { ClineDefaultTool, toolNameAliases, toolParamNames, toolUseNames, type ToolParamName } from "./generated/tool-names.js";
export { toolMetadata } from "./generated/tool-metadata.js";
export { toolHandlersMap, type ToolHandlerFactory } from "./generated/handlers-map.js";
export type * from "./generated/tool-params.js";
export { defaultPromptContext, defaultPromptPlaceholders, type PromptContext, type PromptPlaceholders } from "./generated/prompt-values.js";
export { variantRegistry, type VariantName } from "./generated/variants.js";

// Validation.
export { validateToolParams, type ParamValidationResult } from "./validation/validate-tool-params.js";
export { normalizeToolInput } from "./validation/normalize-tool-input.js";
export { ToolValidator, type ValidationResult } from "./validation/ToolValidator.js";

// Runtime.
export { createToolRuntime, type ToolRuntime } from "./runtime/create-tool-runtime.js";
export { defaultToolLimits, type ToolRuntimeOptions } from "./runtime/tool-runtime-options.js";
export { ToolExecutorCoordinator } from "./coordinator/ToolExecutorCoordinator.js";
export { SharedToolHandler } from "./coordinator/SharedToolHandler.js";
export { MCP_TOOL_IDENTIFIER, SUBAGENT_TOOL_PREFIX } from "./coordinator/dynamic-tool-names.js";
export { ToolExecutor } from "./executor/ToolExecutor.js";
export type { ToolCallOutcome, ToolExecutionResult } from "./executor/tool-execution-result.js";
export { AutoApprove } from "./approval/AutoApprove.js";
export { ClineIgnoreController } from "./permissions/ClineIgnoreController.js";
export { CommandPermissionController } from "./permissions/CommandPermissionController.js";
export type { CommandPermissionConfig, CommandPermissionReason, CommandPermissionResult } from "./permissions/command-permission-types.js";
export { WorkspacePaths } from "./workspace/WorkspacePaths.js";
export type { ResolvedWorkspacePath } from "./workspace/resolved-workspace-path.js";
export { LocalCommandRunner } from "./services/LocalCommandRunner.js";

// Prompts and native tool definitions.
export { getNativeTools, loadVariantTools, renderToolsPrompt, renderVariantPrompt, selectVariantTools, type PromptOptions, type VariantTools } from "./prompts/tools-prompt.js";
export { nativeFormats } from "./prompts/native-tool-types.js";
export type * from "./prompts/native-tool-types.js";

// Contracts for handlers and hosts.
export * from "./contracts/index.js";
