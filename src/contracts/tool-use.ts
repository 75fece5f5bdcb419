import type { ClineDefaultTool } from "../generated/tool-names.js";
import type { ToolParamsByName } from "../generated/tool-params.js";
import type { ResolvedWorkspacePath } from "../workspace/resolved-workspace-path.js";

/** A tool call as the model sent it: names and values not yet checked. */
export interface RawToolUse {
  readonly type: "tool_use";
  readonly name: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** True while the model is still streaming the call. */
  readonly partial?: boolean;
  /** The provider's call id, when native tool calling is used. */
  readonly id?: string;
}

/** The parameters a handler receives for a tool: typed for declared tools, open for dynamic ones. */
export type ParamsOf<Name extends string> = Name extends ClineDefaultTool
  ? ToolParamsByName[Name]
  : Readonly<Record<string, unknown>>;

/** A complete, validated tool call as a handler receives it. */
export interface ToolUse<Name extends string = string> {
  readonly type: "tool_use";
  /** The name the model called, which may be an alias or a dynamic name served by this handler. */
  readonly name: string;
  readonly params: ParamsOf<Name>;
  readonly partial?: false;
  readonly id?: string;
  /**
   * The executor's resolution of each path param it checked against .clineignore, keyed by param name, so
   * the handler works on the path that was checked instead of resolving it again; absent when called directly.
   */
  readonly resolvedPaths?: Readonly<Record<string, ResolvedWorkspacePath>>;
}

/** A call still being streamed: any parameter may be missing or cut short. */
export interface PartialToolUse<Name extends string = string> {
  readonly type: "tool_use";
  readonly name: string;
  readonly params: Partial<ParamsOf<Name>>;
  readonly partial: true;
  readonly id?: string;
}
