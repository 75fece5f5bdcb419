import type { ToolDefinition } from "../spec/model.js";
import { toolLabel, type BreakingFinding } from "./breaking-finding.js";
import type { CurrentSpecLocator } from "./current-spec-locator.js";
import type { ToolMatches } from "./match-tools.js";
import { quoted } from "./quoted-names.js";

/**
 * TOOL_NO_DELETE, TOOL_NO_RENAME and KEY_NO_CHANGE: every name a model or a saved conversation may call
 * (names and aliases) still runs a tool, a rename keeps the old name as an alias, and the tool answering
 * to an older name has the older key (host code references it), also when it answers through an alias.
 */
export function toolIdentityFindings(matches: ToolMatches, current: readonly ToolDefinition[], locate: CurrentSpecLocator): BreakingFinding[] {
  const served = new Set(current.flatMap((tool) => [tool.name, ...tool.aliases]));
  const findings: BreakingFinding[] = [];

  for (const tool of matches.removed) {
    const lostAliases = tool.aliases.filter((alias) => !served.has(alias));
    const withAliases = lostAliases.length > 0 ? ` (and its aliases ${quoted(lostAliases)})` : "";
    findings.push({
      rule: "TOOL_NO_DELETE",
      tool: tool.name,
      message: `tool '${tool.name}'${withAliases} was removed: models and saved conversations that call it get an unknown-tool error; keep it, or list '${tool.name}' in the aliases of the tool that replaces it`,
      position: locate.toolsKey(),
    });
  }

  for (const pair of matches.pairs) {
    const { before, after, afterIndex } = pair;
    if (pair.matchedBy === "key") {
      findings.push({
        rule: "TOOL_NO_RENAME",
        tool: before.name,
        message: `tool ${before.key} was renamed from '${before.name}' to '${after.name}': calls to '${before.name}' no longer run; add '${before.name}' to its aliases`,
        position: locate.toolField(afterIndex, "name"),
      });
    }
    if (before.key !== after.key) {
      const holder = current.find((tool) => tool.key === before.key);
      const consequence = holder ? `now means tool '${holder.name}'` : "no longer compiles";
      findings.push({
        rule: "KEY_NO_CHANGE",
        tool: before.name,
        message:
          pair.matchedBy === "name"
            ? `tool '${before.name}' changed its key from ${before.key} to ${after.key}: host code using ClineDefaultTool.${before.key} ${consequence}`
            : `calls to '${before.name}' now run '${after.name}', whose key is ${after.key}, not ${before.key}: host code using ClineDefaultTool.${before.key} ${consequence}`,
        position: locate.toolField(afterIndex, "key"),
      });
    }
    const lostAliases = before.aliases.filter((alias) => !served.has(alias));
    if (lostAliases.length > 0) {
      findings.push({
        rule: "TOOL_NO_DELETE",
        tool: before.name,
        message: `tool ${toolLabel(pair)} dropped the alias${lostAliases.length > 1 ? "es" : ""} ${quoted(lostAliases)}, and no tool answers to ${lostAliases.length > 1 ? "them" : "it"} now: calls under that name get an unknown-tool error`,
        position: locate.toolFieldKey(afterIndex, "aliases"),
      });
    }
  }
  return findings;
}
