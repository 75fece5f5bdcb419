import type { ClineIgnoreController } from "../permissions/ClineIgnoreController.js";
import { getToolMetadata } from "../registry/tool-registry.js";
import { validateToolParams } from "./validate-tool-params.js";

/** A check that passed, or failed with a message for the model. */
export type ValidationResult = { readonly ok: true } | { readonly ok: false; readonly error: string };

const PASSED: ValidationResult = { ok: true };

/** The checks handlers and the executor run on a call. Returns results; never throws. */
export class ToolValidator {
  constructor(private readonly clineIgnoreController: ClineIgnoreController) {}

  /**
   * Fails when a named param is missing, null, or a blank string, unless tools.yaml lets that param be
   * empty (write_to_file's content). Lists every missing param at once.
   */
  assertRequiredParams(block: { readonly name: string; readonly params: Readonly<Record<string, unknown>> }, ...names: string[]): ValidationResult {
    const tool = getToolMetadata(block.name);
    const missing = names.filter((name) => {
      const value = block.params[name];
      if (value === undefined || value === null) return true;
      if (typeof value !== "string" || value.trim() !== "") return false;
      return !(tool?.params[name]?.allowEmpty ?? false);
    });
    if (missing.length === 0) return PASSED;
    const list = missing.map((name) => `'${name}'`).join(", ");
    return { ok: false, error: `Missing required parameter${missing.length > 1 ? "s" : ""} ${list} for tool '${block.name}'.` };
  }

  /** Fails when .clineignore blocks the path (decided on the resolved real path). */
  checkClineIgnorePath(path: string): ValidationResult {
    const decision = this.clineIgnoreController.check(path);
    if (decision.allowed) return PASSED;
    return { ok: false, error: `Access to '${path}' is blocked by .clineignore${decision.reason ? ` (${decision.reason})` : ""}.` };
  }

  /** Checks params against the tool's precompiled schema: every problem in one message. */
  validateParams(name: string, params: unknown): ValidationResult {
    const result = validateToolParams(name, params);
    return result.ok ? PASSED : { ok: false, error: result.message };
  }
}
