import { existsSync } from "node:fs";
import path from "node:path";
import type { RawSpec } from "../spec/raw-spec.js";
import type { HandlerFile } from "../spec/read-handler-classes.js";
import { closestNames } from "../../src/util/closest-names.js";
import type { NewToolRequest } from "./new-tool-request.js";
import { enumKeyFor, handlerClassFor, identifierFor, scaffoldFiles } from "./scaffold-names.js";
import { SHARED_TASK_PROGRESS } from "./tool-entry.js";

/** Who already uses a name: "tool 'x'" or "an alias of tool 'y'". */
function nameOwners(spec: RawSpec): Map<string, string> {
  const owners = new Map<string, string>();
  for (const tool of spec.tools) {
    owners.set(tool.name, `the name of tool '${tool.name}'`);
    for (const alias of tool.aliases ?? []) owners.set(alias, `an alias of tool '${tool.name}'`);
  }
  return owners;
}

function sharesProblems(request: NewToolRequest & { shares: string }, spec: RawSpec): string[] {
  const owner = spec.tools.find((tool) => tool.name === request.shares);
  if (owner === undefined) {
    const aliasOf = spec.tools.find((tool) => tool.aliases?.includes(request.shares));
    if (aliasOf !== undefined) return [`--shares '${request.shares}' is an alias of tool '${aliasOf.name}'; name the tool itself: --shares ${aliasOf.name}`];
    const suggestion = closestNames(request.shares, spec.tools.map((tool) => tool.name), 1)[0];
    return [`--shares '${request.shares}' is not a tool in tools.yaml${suggestion ? ` (did you mean '${suggestion}'?)` : ""}`];
  }
  if (typeof owner.handler === "string") return [];
  const why = owner.sharedWith !== undefined ? `it shares the handler of '${owner.sharedWith}' itself` : "it has no handler (handler: null)";
  return [`--shares '${request.shares}' cannot be shared: ${why}; name the tool that owns the handler class${owner.sharedWith !== undefined ? ` (--shares ${owner.sharedWith})` : ""}`];
}

/**
 * What stops the request in this project: a name, alias, enum key or generated identifier already in use, a
 * --shares tool that owns no handler class, a handler class or file that exists already, and a --param that
 * repeats the shared task_progress param. Every problem, in one list.
 */
export function projectConflicts(request: NewToolRequest, spec: RawSpec, handlerFiles: ReadonlyMap<string, HandlerFile>, projectRoot: string): string[] {
  const problems: string[] = [];
  const owner = nameOwners(spec).get(request.name);
  if (owner !== undefined) problems.push(`tool name '${request.name}' is already taken: it is ${owner}`);

  const key = enumKeyFor(request.name);
  const keyOwner = spec.tools.find((tool) => tool.key === key);
  if (keyOwner !== undefined) problems.push(`tool name '${request.name}' gives the enum key '${key}', which tool '${keyOwner.name}' already has; choose another name`);
  const identifier = identifierFor(request.name);
  const identifierOwner = spec.tools.find((tool) => tool.name !== request.name && identifierFor(tool.name) === identifier);
  // The same name or key already says it; one message per cause is enough.
  if (identifierOwner !== undefined && owner === undefined && keyOwner === undefined) {
    problems.push(`tool name '${request.name}' gives the generated names ${identifier}Params and validate${identifier}, which tool '${identifierOwner.name}' already produces; choose another name`);
  }

  if (request.shares !== undefined) {
    problems.push(...sharesProblems({ ...request, shares: request.shares }, spec));
  } else {
    const className = handlerClassFor(request.name);
    const files = scaffoldFiles(request.name);
    const classOwner = spec.tools.find((tool) => tool.handler === className);
    const exporter = [...handlerFiles.values()].find((file) => file.exportedClasses.includes(className));
    if (classOwner !== undefined) problems.push(`handler class '${className}' is already the handler of tool '${classOwner.name}'; use --shares ${classOwner.name} to serve this tool with it`);
    else if (existsSync(path.join(projectRoot, files.handler))) problems.push(`${files.handler} exists already; toolspec new never overwrites a handler`);
    else if (exporter !== undefined) problems.push(`handler class '${className}' is already exported by src/handlers/${exporter.file}`);
    if (existsSync(path.join(projectRoot, files.test))) problems.push(`${files.test} exists already; toolspec new never overwrites a test`);
  }

  if (spec.sharedParams?.[SHARED_TASK_PROGRESS] !== undefined && request.params.some((param) => param.name === SHARED_TASK_PROGRESS)) {
    problems.push(`--param '${SHARED_TASK_PROGRESS}' is declared in sharedParams; toolspec new adds '${SHARED_TASK_PROGRESS}: shared' to every new tool, so leave it out`);
  }
  return problems;
}
