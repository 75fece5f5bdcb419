import type { IPartialBlockHandler, IPathDeclaringHandler, IPreflightHandler, IToolHandler, UIHelpers } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, toolSuccess, type ToolResponse, type ToolResult } from "../contracts/tool-response.js";
import { listPatchPaths } from "../editing/patch/patch-paths.js";
import type { PlannedChange } from "../editing/patch/plan-patch.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { previewStreamedText } from "../handler-support/file-streamed-preview.js";
import { parsePatchCached } from "../handler-support/parse-patch-cached.js";
import { describePatchChanges } from "../handler-support/patch-change-summary.js";
import { listPatchSubjectPaths } from "../handler-support/patch-subject-paths.js";
import { plannedContentOf, readPatchTargets } from "../handler-support/patch-target-files.js";
import type { ToolValidator } from "../validation/ToolValidator.js";
import type { FileChange } from "../workspace/apply-file-changes.js";

type ApplyPatchCall = ToolUse<ClineDefaultTool.APPLY_PATCH>;

const FORMAT_REMINDER =
  "The patch must start with '*** Begin Patch', contain '*** Add File: <path>', '*** Update File: <path>' (optionally followed by " +
  "'*** Move to: <path>') or '*** Delete File: <path>' sections, and end with '*** End Patch'.";

/**
 * Applies a V4A patch all or nothing. Every path it names (Add targets and Move destinations included)
 * is declared to the executor, so .clineignore, the workspace boundary and approval cover them all;
 * a patch that does not parse is refused before anyone is asked to approve it. Every problem found
 * while planning is reported at once, and any failure leaves the workspace exactly as it was.
 */
export class ApplyPatchHandler
  implements
    IToolHandler<ClineDefaultTool.APPLY_PATCH>,
    IPartialBlockHandler<ClineDefaultTool.APPLY_PATCH>,
    IPreflightHandler<ClineDefaultTool.APPLY_PATCH>,
    IPathDeclaringHandler<ClineDefaultTool.APPLY_PATCH>
{
  readonly name = ClineDefaultTool.APPLY_PATCH;

  constructor(_validator: ToolValidator) {}

  // Only the syntax is checked here: reading the files would happen before the executor checked
  // the paths against .clineignore and before an outside path was approved.
  async preflight(_config: TaskConfig, block: ApplyPatchCall): Promise<ToolResponse | undefined> {
    const parsed = parsePatchCached(block.params.input);
    return parsed.ok ? undefined : unparseablePatchError(block.name, parsed.error);
  }

  declaredPaths(block: ApplyPatchCall): readonly string[] {
    const parsed = parsePatchCached(block.params.input);
    return parsed.ok ? listPatchPaths(parsed.patch) : [];
  }

  async execute(config: TaskConfig, block: ApplyPatchCall): Promise<ToolResponse> {
    const tool = block.name;
    const parsed = parsePatchCached(block.params.input);
    if (!parsed.ok) return unparseablePatchError(tool, parsed.error);
    const { patch } = parsed;

    // Planning and the all-or-nothing writer load with the first patch, not with the agent.
    const [{ planPatch }, { applyFileChanges }] = await Promise.all([import("../editing/patch/plan-patch.js"), import("../workspace/apply-file-changes.js")]);
    const targets = await readPatchTargets(config, patch);
    const problems = [...targets.problems];
    let changes: PlannedChange[] = [];
    if (targets.plannable.length > 0) {
      const plan = planPatch({ operations: targets.plannable }, (written) => plannedContentOf(targets.states.get(written)));
      if (plan.ok) changes = plan.changes;
      else problems.push(...plan.errors);
    }
    if (problems.length > 0) {
      const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
      return toolError(
        `${tool} did not change any file: the patch has ${count}.\n${problems.map((problem) => `- ${problem}`).join("\n")}\n` +
          "Fix every problem listed (re-read the files with read_file if the context lines do not match) and send the whole patch again.",
      );
    }

    // planPatch only returns paths the patch names, and readPatchTargets resolved every one of them.
    const absolute = (written: string): string => targets.absolutePaths.get(written)!;
    try {
      await applyFileChanges(changes.map((change) => toFileChange(change, absolute)));
    } catch (error) {
      return toolError(`${tool} did not apply the patch: ${describeThrownError(error)}. Check the paths named above, then send the patch again.`);
    }
    const files = changes.length === 1 ? "1 file" : `${changes.length} files`;
    return toolSuccess(`${tool} applied the patch to ${files}:\n${describePatchChanges(changes, patch.operations, targets.states).join("\n")}`);
  }

  async handlePartialBlock(block: PartialToolUse<ClineDefaultTool.APPLY_PATCH>, ui: UIHelpers): Promise<void> {
    const input = block.params.input;
    await ui.say("tool", JSON.stringify({ tool: block.name, paths: listPatchSubjectPaths(input), input: previewStreamedText(input) }), true);
  }

  getDescription(block: ApplyPatchCall | PartialToolUse<ClineDefaultTool.APPLY_PATCH>): string {
    return describeToolCall(block.name, listPatchSubjectPaths(block.params.input).join(", "));
  }
}

function unparseablePatchError(tool: string, parserError: string): ToolResult {
  return toolError(`${tool} could not parse the patch, so nothing was changed. ${parserError}\n${FORMAT_REMINDER} Fix the patch and send it again.`);
}

function toFileChange(change: PlannedChange, absolute: (written: string) => string): FileChange {
  switch (change.kind) {
    case "add":
    case "update":
      return { kind: "write", path: absolute(change.path), content: change.content ?? "" };
    case "delete":
      return { kind: "delete", path: absolute(change.path) };
    case "move":
      return { kind: "move", from: absolute(change.path), to: absolute(change.newPath ?? change.path), content: change.content ?? "" };
  }
}
