import type { HandlerLookup, TaskConfig } from "../contracts/task-config.js";
import type { RegisteredToolHandler } from "../contracts/tool-handler.js";
import type { ToolResponse } from "../contracts/tool-response.js";
import type { ToolUse } from "../contracts/tool-use.js";
import { toolHandlersMap } from "../generated/handlers-map.js";
import type { ClineDefaultTool } from "../generated/tool-names.js";
import { mcpServingTool, subagentServingTool } from "../registry/tool-registry.js";
import type { ToolValidator } from "../validation/ToolValidator.js";
import { MCP_TOOL_IDENTIFIER, parseSubagentToolName } from "./dynamic-tool-names.js";
import { SharedToolHandler } from "./SharedToolHandler.js";

/** Finds the handler for a tool name: declared tools, native MCP tool names, and the host's subagent tools. */
export class ToolExecutorCoordinator implements HandlerLookup {
  private readonly handlers = new Map<string, RegisteredToolHandler>();
  private subagentNames: ReadonlySet<string> = new Set();
  /** One SharedToolHandler per subagent tool name, created on first use; cleared when the host's set changes. */
  private readonly subagentHandlers = new Map<string, SharedToolHandler>();

  /** Registers a handler under its own name. */
  register(handler: RegisteredToolHandler): void {
    this.handlers.set(handler.name, handler);
  }

  /** Registers a declared tool's handler from the generated factory map; tools without a handler are skipped. */
  registerByName(tool: ClineDefaultTool, validator: ToolValidator): void {
    const handler = toolHandlersMap[tool](validator);
    if (handler !== undefined) this.handlers.set(tool, handler);
  }

  /** Replaces the set of `use_subagent_<agent>` names the host offers. */
  setSubagentToolNames(names: Iterable<string>): void {
    const next = new Set([...names].filter((name) => parseSubagentToolName(name) !== undefined));
    const same = next.size === this.subagentNames.size && [...next].every((name) => this.subagentNames.has(name));
    if (same) return;
    this.subagentNames = next;
    this.subagentHandlers.clear();
  }

  /** The subagent tool names the host currently offers. */
  get subagentToolNames(): readonly string[] {
    return [...this.subagentNames];
  }

  /** Whether the host currently offers this subagent tool name. */
  isSubagentToolName(name: string): boolean {
    return this.subagentNames.has(name);
  }

  has(name: string): boolean {
    return this.getHandler(name) !== undefined;
  }

  /** The handler for a name; a declared name costs a single Map lookup. */
  getHandler(name: string): RegisteredToolHandler | undefined {
    const declared = this.handlers.get(name);
    if (declared !== undefined) return declared;
    // Any name containing the identifier routes to the MCP tool, as in the agent this generalises; the executor
    // additionally needs both a server and a tool part to build the call's params.
    if (mcpServingTool !== undefined && name.includes(MCP_TOOL_IDENTIFIER)) return this.handlers.get(mcpServingTool.name);
    if (subagentServingTool !== undefined && this.subagentNames.has(name)) return this.subagentHandler(subagentServingTool.name, name);
    return undefined;
  }

  /** Runs a call; throwing here means the executor let an unknown name through, which it never should. */
  async execute(config: TaskConfig, block: ToolUse<string>): Promise<ToolResponse> {
    const handler = this.getHandler(block.name);
    if (handler === undefined) throw new Error(`No handler registered for tool: ${block.name}`);
    return handler.execute(config, block);
  }

  private subagentHandler(servingTool: string, name: string): SharedToolHandler | undefined {
    let handler = this.subagentHandlers.get(name);
    if (handler === undefined) {
      const base = this.handlers.get(servingTool);
      if (base === undefined) return undefined;
      handler = new SharedToolHandler(name, base);
      this.subagentHandlers.set(name, handler);
    }
    return handler;
  }
}
