import { MCP_TOOL_IDENTIFIER } from "../../src/coordinator/dynamic-tool-names.js";
import type { RawTool } from "../spec/raw-spec.js";
import { PARAM_NAME } from "../spec/rules/param-shapes.js";
import { PROVIDER_SAFE_NAME } from "../spec/rules/tool-names.js";
import { enumKeyFor, handlerClassFor } from "./scaffold-names.js";

/** The approval classes tools.yaml accepts, in the order the help lists them. */
export const approvalClasses = ["read", "edit", "command", "browser", "web", "mcp", "user", "none"] as const satisfies readonly RawTool["approval"][];

/** The param types `--param` accepts; `array` is a list of strings. */
export const scaffoldParamTypes = ["string", "integer", "boolean", "array"] as const;

/** The pattern of a ClineDefaultTool key (the meta-schema's). */
const ENUM_KEY = /^[A-Z][A-Z0-9_]*$/;
/** The pattern of a handler class name (the meta-schema's). */
const HANDLER_CLASS = /^[A-Z][A-Za-z0-9]*$/;

/** One `--param name:type[:required]`. */
export interface ScaffoldParam {
  readonly name: string;
  readonly type: (typeof scaffoldParamTypes)[number];
  readonly required: boolean;
}

/** What `toolspec new` was asked to add, checked for everything that does not depend on tools.yaml. */
export interface NewToolRequest {
  readonly name: string;
  readonly approval: RawTool["approval"];
  /** The tool whose handler class this one shares, instead of getting its own. */
  readonly shares?: string;
  readonly params: readonly ScaffoldParam[];
}

/** The command line as run-cli parsed it. */
export interface NewToolArguments {
  readonly positionals: readonly string[];
  readonly approval?: unknown;
  readonly shares?: unknown;
  readonly param?: unknown;
}

function toolNameProblems(name: string, shares: boolean): string[] {
  if (!PROVIDER_SAFE_NAME.test(name)) {
    return [`tool name '${name}' must match ${PROVIDER_SAFE_NAME.source} (letters, digits, _ and -, at most 64 characters, not starting with a digit or -)`];
  }
  const problems: string[] = [];
  if (name.includes(MCP_TOOL_IDENTIFIER)) {
    problems.push(`tool name '${name}' contains '${MCP_TOOL_IDENTIFIER}', which marks MCP tool names; calls to it would be routed to use_mcp_tool`);
  }
  const key = enumKeyFor(name);
  if (!ENUM_KEY.test(key)) {
    problems.push(`tool name '${name}' gives the enum key '${key}', which must match ${ENUM_KEY.source}; start the name with a letter`);
  } else if (!shares && !HANDLER_CLASS.test(handlerClassFor(name))) {
    problems.push(`tool name '${name}' gives the handler class '${handlerClassFor(name)}', which must match ${HANDLER_CLASS.source}; start the name with a letter`);
  }
  return problems;
}

function parseParam(text: string): { param?: ScaffoldParam; problem?: string } {
  const parts = text.split(":");
  const [name = "", type = "", flag] = parts;
  const expected = `expected name:type or name:type:required with type ${scaffoldParamTypes.join(", ")}`;
  if (parts.length < 2 || parts.length > 3) return { problem: `--param '${text}': ${expected}` };
  if (!PARAM_NAME.test(name)) return { problem: `--param '${text}': param name '${name}' must match ${PARAM_NAME.source}` };
  if (!(scaffoldParamTypes as readonly string[]).includes(type)) {
    return { problem: `--param '${text}': type '${type}' is not one of ${scaffoldParamTypes.join(", ")} (array means a list of strings)` };
  }
  if (flag !== undefined && flag !== "required") return { problem: `--param '${text}': the third part can only be 'required', got '${flag}'` };
  return { param: { name, type: type as ScaffoldParam["type"], required: flag === "required" } };
}

/**
 * Reads and checks the command line of `toolspec new`: the tool name, the approval class, --shares and every
 * --param. Returns every problem found, so one run reports them all.
 */
export function parseNewToolRequest(input: NewToolArguments): { request?: NewToolRequest; problems: string[] } {
  const problems: string[] = [];
  const [name, ...extra] = input.positionals;
  if (name === undefined) problems.push("a tool name is required, as in 'toolspec new count_lines --approval read'");
  if (extra.length > 0) problems.push(`expected one tool name, got ${input.positionals.length}: ${input.positionals.join(" ")}`);
  const shares = typeof input.shares === "string" ? input.shares : undefined;
  if (shares === "") problems.push("--shares needs the name of the tool whose handler to share");
  if (name !== undefined) problems.push(...toolNameProblems(name, shares !== undefined));

  const approval = input.approval;
  if (approval === undefined) problems.push(`--approval is required: one of ${approvalClasses.join(", ")}`);
  else if (!(approvalClasses as readonly unknown[]).includes(approval)) problems.push(`--approval '${String(approval)}' is not one of ${approvalClasses.join(", ")}`);

  const params: ScaffoldParam[] = [];
  for (const text of Array.isArray(input.param) ? (input.param as string[]) : []) {
    const { param, problem } = parseParam(text);
    if (problem !== undefined) problems.push(problem);
    else if (param !== undefined && params.some((existing) => existing.name === param.name)) problems.push(`--param '${param.name}' is given twice; declare each param once`);
    else if (param !== undefined) params.push(param);
  }
  if (problems.length > 0 || name === undefined) return { problems };
  return { request: { name, approval: approval as RawTool["approval"], ...(shares !== undefined ? { shares } : {}), params }, problems };
}
