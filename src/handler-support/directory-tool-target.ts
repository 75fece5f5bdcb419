import type { TaskConfig } from "../contracts/task-config.js";
import type { ToolUse } from "../contracts/tool-use.js";
import { chooseDisplayRoot, type DisplayRoot } from "./choose-display-root.js";
import { ignoredPathPredicate } from "./ignored-path-predicate.js";
import { resolveParamPath } from "./resolve-param-path.js";

/** What a directory tool (list_files, search_files, list_code_definition_names) hands its engine. */
export interface DirectoryToolTarget {
  /** The real path of the directory the `path` param names; the engine checks that it is one. */
  readonly directory: string;
  /** Where result paths are shown relative to, and the note the result then starts with. */
  readonly display: DisplayRoot;
  /** The engines' .clineignore check; undefined when there is no .clineignore. */
  readonly isIgnored: ((absolutePath: string) => boolean) | undefined;
}

/** Resolves a directory tool's `path` param and gathers what every directory engine takes. */
export function resolveDirectoryToolTarget(config: TaskConfig, block: Pick<ToolUse, "resolvedPaths">, input: string): DirectoryToolTarget {
  const directory = resolveParamPath(config, block, "path", input).realPath;
  return {
    directory,
    display: chooseDisplayRoot(config, directory),
    isIgnored: ignoredPathPredicate(config.services.clineIgnoreController),
  };
}
