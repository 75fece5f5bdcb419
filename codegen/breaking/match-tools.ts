import type { ParamDefinition, ToolDefinition } from "../spec/model.js";

/** How an older tool was found in the current version. */
export type MatchedBy = "name" | "alias" | "key";

/** A param of the older tool and the current tool's param of the same name. */
export interface ParamPair {
  readonly before: ParamDefinition;
  readonly after: ParamDefinition;
}

/** An older tool and the current tool that now answers to it. */
export interface ToolPair {
  readonly before: ToolDefinition;
  readonly after: ToolDefinition;
  /** Index of `after` in the current `tools` list, for locating changes. */
  readonly afterIndex: number;
  readonly matchedBy: MatchedBy;
  /** The params both versions have, in the older tool's order: what the param rules compare. */
  readonly params: readonly ParamPair[];
}

/** Every older tool, paired with its current counterpart or listed as gone. */
export interface ToolMatches {
  readonly pairs: readonly ToolPair[];
  readonly removed: readonly ToolDefinition[];
}

/** An older tool paired with the current tool at `afterIndex`, and their params matched by name. */
function toolPair(before: ToolDefinition, after: readonly ToolDefinition[], afterIndex: number, matchedBy: MatchedBy): ToolPair {
  const current = after[afterIndex]!;
  const currentParams = new Map(current.params.map((param) => [param.name, param]));
  const params = before.params.flatMap((param) => {
    const now = currentParams.get(param.name);
    return now === undefined ? [] : [{ before: param, after: now }];
  });
  return { before, after: current, afterIndex, matchedBy, params };
}

/**
 * Pairs each older tool with the current tool that serves its name (as name or alias); a tool whose name
 * nothing serves any more is paired by key instead (a rename), as long as that current tool did not
 * already answer to another older tool's name. What remains was removed.
 */
export function matchTools(before: readonly ToolDefinition[], after: readonly ToolDefinition[]): ToolMatches {
  const byName = new Map<string, number>();
  after.forEach((tool, index) => byName.set(tool.name, index));
  const byAlias = new Map<string, number>();
  after.forEach((tool, index) => tool.aliases.forEach((alias) => byAlias.set(alias, index)));

  const pairs: (ToolPair | undefined)[] = before.map((tool) => {
    const nameIndex = byName.get(tool.name);
    if (nameIndex !== undefined) return toolPair(tool, after, nameIndex, "name");
    const aliasIndex = byAlias.get(tool.name);
    if (aliasIndex !== undefined) return toolPair(tool, after, aliasIndex, "alias");
    return undefined;
  });

  const claimed = new Set(pairs.flatMap((pair) => (pair ? [pair.afterIndex] : [])));
  const removed: ToolDefinition[] = [];
  before.forEach((tool, index) => {
    if (pairs[index] !== undefined) return;
    const keyIndex = after.findIndex((candidate, candidateIndex) => candidate.key === tool.key && !claimed.has(candidateIndex));
    if (keyIndex === -1) {
      removed.push(tool);
      return;
    }
    claimed.add(keyIndex);
    pairs[index] = toolPair(tool, after, keyIndex, "key");
  });
  return { pairs: pairs.filter((pair): pair is ToolPair => pair !== undefined), removed };
}
