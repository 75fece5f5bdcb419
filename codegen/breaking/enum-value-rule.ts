import type { SourcePosition } from "../spec/problem.js";
import { toolLabel, type BreakingFinding, type ToolPairRule } from "./breaking-finding.js";
import type { ToolPair } from "./match-tools.js";
import { quoted } from "./quoted-names.js";

/** One enum (a string param's, or an array param's items') in both versions. */
interface EnumChange {
  readonly what: string;
  readonly before: readonly string[] | undefined;
  readonly after: readonly string[] | undefined;
  readonly position: () => SourcePosition;
}

function compareEnum(pair: ToolPair, change: EnumChange): BreakingFinding | undefined {
  // No enum now: every string is accepted, which takes nothing away.
  if (change.after === undefined) return undefined;
  if (change.before === undefined) {
    return {
      rule: "ENUM_VALUE_NO_DELETE",
      tool: pair.before.name,
      message: `${change.what} of tool ${toolLabel(pair)} was a free string and is now limited to ${quoted(change.after)}: any other value sent before now fails validation`,
      position: change.position(),
    };
  }
  const kept = new Set(change.after);
  const removed = change.before.filter((value) => !kept.has(value));
  if (removed.length === 0) return undefined;
  return {
    rule: "ENUM_VALUE_NO_DELETE",
    tool: pair.before.name,
    message: `${change.what} of tool ${toolLabel(pair)} no longer accepts ${quoted(removed)}: calls sending ${removed.length > 1 ? "them" : "it"} fail validation`,
    position: change.position(),
  };
}

/** ENUM_VALUE_NO_DELETE: every value an enum (or an items enum) accepted is still accepted. */
export const enumValueNoDelete: ToolPairRule = (pair, locate) => {
  const findings: BreakingFinding[] = [];
  for (const { before: old, after: param } of pair.params) {
    // A changed type is PARAM_SAME_TYPE's finding; its enum is not comparable.
    if (param.type !== old.type) continue;
    const changes: EnumChange[] =
      param.type === "string"
        ? [{ what: `param '${old.name}'`, before: old.enum, after: param.enum, position: () => locate.paramField(pair.afterIndex, old.name, "enum") }]
        : param.type === "array" && old.items?.type === "string" && param.items?.type === "string"
          ? [{ what: `the items of param '${old.name}'`, before: old.items.enum, after: param.items.enum, position: () => locate.paramField(pair.afterIndex, old.name, "items", "enum") }]
          : [];
    for (const change of changes) {
      const finding = compareEnum(pair, change);
      if (finding) findings.push(finding);
    }
  }
  return findings;
};
