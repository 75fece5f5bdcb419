import type { ClineDefaultTool } from "../generated/tool-names.js";
import type { TaskConfig } from "./task-config.js";
import type { PartialToolUse, ToolUse } from "./tool-use.js";
import type { ToolResponse } from "./tool-response.js";

/** Streams a partial call to the user interface; never produces a tool result. */
export interface UIHelpers {
  /** Shows or updates a message; `partial` marks it as still streaming. */
  say(type: string, text: string, partial: boolean): Promise<void>;
}

/** One tool implementation. It keeps no task state: one instance serves every call and every alias. */
export interface IToolHandler<Name extends string = ClineDefaultTool> {
  /** The tool name this instance is registered under. */
  readonly name: string;
  execute(config: TaskConfig, block: ToolUse<Name>): Promise<ToolResponse>;
  /** A short label for the call, such as `[read_file for 'src/a.ts']`. */
  getDescription(block: ToolUse<Name> | PartialToolUse<Name>): string;
}

/**
 * Any handler, whatever tool it is typed for, as the coordinator stores it. `any` because each handler's
 * params type is an interface, which neither accepts nor is accepted by an open record of params; the
 * executor validates params against the tool's schema before they reach the handler.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RegisteredToolHandler = IToolHandler<any>;

/** A handler that shows a call in the UI while the model is still streaming it. */
export interface IPartialBlockHandler<Name extends string = ClineDefaultTool> {
  handlePartialBlock(block: PartialToolUse<Name>, ui: UIHelpers): Promise<void>;
}

/** A handler that owns both the streaming and the final phase of its tool. */
export interface IFullyManagedTool<Name extends string = ClineDefaultTool>
  extends IToolHandler<Name>,
    IPartialBlockHandler<Name> {}

/**
 * A handler that can refuse a call before the user is asked to approve it (execute_command checks the
 * command permission rules here), so nobody approves a call that could never run.
 */
export interface IPreflightHandler<Name extends string = ClineDefaultTool> {
  /** A result to return instead of running the call, or undefined to go on to approval. */
  preflight(config: TaskConfig, block: ToolUse<Name>): Promise<ToolResponse | undefined>;
}

/**
 * A handler whose workspace paths are inside a param's text (apply_patch's patch). The executor checks
 * the paths it declares against .clineignore and classifies them local or external, like `path: true`
 * params; `restrictTo` belongs to a param, so it does not apply to them.
 */
export interface IPathDeclaringHandler<Name extends string = ClineDefaultTool> {
  declaredPaths(block: ToolUse<Name>): readonly string[];
}

/** Type guard: does this handler stream partial calls? */
export function isPartialBlockHandler(handler: object): handler is IPartialBlockHandler<string> {
  return typeof (handler as Partial<IPartialBlockHandler<string>>).handlePartialBlock === "function";
}

/** Type guard: can this handler refuse calls before approval? */
export function isPreflightHandler(handler: object): handler is IPreflightHandler<string> {
  return typeof (handler as Partial<IPreflightHandler<string>>).preflight === "function";
}

/** Type guard: does this handler declare paths found inside its params? */
export function isPathDeclaringHandler(handler: object): handler is IPathDeclaringHandler<string> {
  return typeof (handler as Partial<IPathDeclaringHandler<string>>).declaredPaths === "function";
}
