import { camelCase } from "../../emit/naming.js";
import type { Problem } from "../problem.js";
import { isRecord, type SemanticRule } from "./rule-context.js";

/** Variant names become identifiers (native-next-gen -> nativeNextGen); two that map to one would clash. */
export const variantNames: SemanticRule = ({ source, spec }) => {
  if (!isRecord(spec.variants)) return [];
  const problems: Problem[] = [];
  const identifiers = new Map<string, string>();
  for (const name of Object.keys(spec.variants)) {
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) continue;
    const identifier = camelCase(name);
    const first = identifiers.get(identifier);
    if (first !== undefined) {
      problems.push(source.problemAtKey("VARIANT_NAME_COLLISION", ["variants", name], `variant '${name}' and variant '${first}' both become the identifier '${identifier}'; rename one`));
    } else identifiers.set(identifier, name);
  }
  return problems;
};
