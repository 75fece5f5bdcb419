import type { RawParam, RawSpec } from "../spec/raw-spec.js";
import type { NewToolRequest, ScaffoldParam } from "./new-tool-request.js";
import { enumKeyFor, handlerClassFor } from "./scaffold-names.js";

/** The shared param every new tool gets when sharedParams declares it. */
export const SHARED_TASK_PROGRESS = "task_progress";

/** Param names that hold a workspace path: exactly these, or ending in `_` plus one of them (`target_file`). */
const PATH_WORDS = ["path", "file", "directory"];

/**
 * Whether a new param is marked `path: true`: a string param named path, file or directory, or ending in
 * _path, _file or _directory. The executor then checks it against .clineignore and asks for approval of
 * paths outside the workspace, which is the safe default for a name that says it is a path.
 */
export function isPathParam(param: ScaffoldParam): boolean {
  return param.type === "string" && PATH_WORDS.some((word) => param.name === word || param.name.endsWith(`_${word}`));
}

/** The placeholder description of a new tool; `toolspec new` prints a reminder to replace it. */
function toolDescriptionPlaceholder(toolName: string): string {
  return `TODO: describe what ${toolName} does and when to use it.`;
}

/** A tool entry as it goes into tools.yaml, fields in the order the file uses. */
export interface ToolEntry {
  readonly key: string;
  readonly name: string;
  readonly handler?: string;
  readonly sharedWith?: string;
  readonly approval: NewToolRequest["approval"];
  readonly planMode: "allowed" | "blocked";
  readonly description: string;
  readonly params?: Record<string, RawParam | "shared">;
}

function paramEntry(param: ScaffoldParam): RawParam {
  return {
    type: param.type,
    ...(param.type === "array" ? { items: { type: "string" as const } } : {}),
    required: param.required,
    ...(isPathParam(param) ? { path: true } : {}),
    description: `TODO: describe ${param.name}.`,
  } as RawParam;
}

/**
 * The tools.yaml entry for a request: key and handler class derived from the name, planMode blocked for
 * the edit class (it changes files) and allowed otherwise, placeholder descriptions, and `task_progress:
 * shared` when the spec declares that shared param.
 */
export function buildToolEntry(request: NewToolRequest, spec: RawSpec): ToolEntry {
  const params: Record<string, RawParam | "shared"> = {};
  for (const param of request.params) params[param.name] = paramEntry(param);
  if (spec.sharedParams?.[SHARED_TASK_PROGRESS] !== undefined) params[SHARED_TASK_PROGRESS] = "shared";
  return {
    key: enumKeyFor(request.name),
    name: request.name,
    ...(request.shares !== undefined ? { sharedWith: request.shares } : { handler: handlerClassFor(request.name) }),
    approval: request.approval,
    planMode: request.approval === "edit" ? "blocked" : "allowed",
    description: toolDescriptionPlaceholder(request.name),
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}
