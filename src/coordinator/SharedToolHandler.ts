import type { IToolHandler, RegisteredToolHandler, UIHelpers } from "../contracts/tool-handler.js";
import { isPartialBlockHandler, isPathDeclaringHandler, isPreflightHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import type { ToolResponse } from "../contracts/tool-response.js";

/**
 * Mounts one handler under another tool name (replace_in_file and new_rule run the write_to_file
 * handler). Everything is forwarded; only `name` differs, so registries and results show the alias.
 */
export class SharedToolHandler implements IToolHandler<string> {
  constructor(
    readonly name: string,
    private readonly base: RegisteredToolHandler,
  ) {}

  /** The handler that does the work. */
  get baseHandler(): RegisteredToolHandler {
    return this.base;
  }

  execute(config: TaskConfig, block: ToolUse<string>): Promise<ToolResponse> {
    return this.base.execute(config, block);
  }

  getDescription(block: ToolUse<string> | PartialToolUse<string>): string {
    return this.base.getDescription(block);
  }

  async handlePartialBlock(block: PartialToolUse<string>, ui: UIHelpers): Promise<void> {
    if (isPartialBlockHandler(this.base)) await this.base.handlePartialBlock(block, ui);
  }

  async preflight(config: TaskConfig, block: ToolUse<string>): Promise<ToolResponse | undefined> {
    return isPreflightHandler(this.base) ? this.base.preflight(config, block) : undefined;
  }

  declaredPaths(block: ToolUse<string>): readonly string[] {
    return isPathDeclaringHandler(this.base) ? this.base.declaredPaths(block) : [];
  }
}
