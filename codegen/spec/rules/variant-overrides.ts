import type { Problem } from "../problem.js";
import { PARAM_NAME } from "./param-shapes.js";
import { declaredList, eachTool, isRecord, paramNames, sectionKeys, type SemanticRule } from "./rule-context.js";


/** Variants a tool lists exist; overrides name a variant that offers the tool, and params the tool has. */
export const variantOverrides: SemanticRule = ({ source, spec }) => {
  const declared = sectionKeys(spec.variants);
  const known = declaredList(declared);
  const problems: Problem[] = [];
  for (const [tool, index] of eachTool(spec)) {
    const listed = Array.isArray(tool.variants) ? tool.variants : [...declared];
    if (Array.isArray(tool.variants)) {
      tool.variants.forEach((variant, variantIndex) => {
        if (typeof variant === "string" && !declared.has(variant)) {
          problems.push(source.problemAt("VARIANT_UNKNOWN", ["tools", index, "variants", variantIndex], `variant '${variant}' is not declared under 'variants' ${known}`));
        }
      });
    }
    if (!isRecord(tool.overrides)) continue;
    const params = new Set(paramNames(tool));
    for (const [variant, override] of Object.entries(tool.overrides)) {
      const overridePath = ["tools", index, "overrides", variant];
      if (!declared.has(variant)) {
        problems.push(source.problemAtKey("OVERRIDE_VARIANT_UNKNOWN", overridePath, `override for variant '${variant}', which is not declared under 'variants' ${known}`));
        continue;
      }
      if (!listed.includes(variant)) {
        problems.push(source.problemAtKey("OVERRIDE_VARIANT_NOT_OFFERED", overridePath, `override for variant '${variant}', but tool '${String(tool.name)}' is not offered to it; add it to the tool's variants or drop the override`));
      }
      if (!isRecord(override) || !isRecord(override.params)) continue;
      const modelNames = new Map<string, string>();
      for (const [param, change] of Object.entries(override.params)) {
        const paramPath = [...overridePath, "params", param];
        if (!params.has(param)) {
          problems.push(source.problemAtKey("OVERRIDE_PARAM_UNKNOWN", paramPath, `override names param '${param}', which tool '${String(tool.name)}' does not have (params: ${[...params].join(", ") || "none"})`));
          continue;
        }
        if (isRecord(change) && typeof change.rename === "string") modelNames.set(param, change.rename);
      }
      const taken = new Set(params);
      for (const [param, rename] of modelNames) {
        const renamePath = [...overridePath, "params", param, "rename"];
        if (!PARAM_NAME.test(rename)) {
          problems.push(source.problemAt("PARAM_NAME_INVALID", renamePath, `param name '${rename}' must match ${PARAM_NAME.source}`));
        } else if (taken.has(rename)) {
          problems.push(source.problemAt("OVERRIDE_RENAME_CONFLICT", renamePath, `cannot rename '${param}' to '${rename}': tool '${String(tool.name)}' already has a param with that name in variant '${variant}'`));
        }
        taken.add(rename);
      }
    }
  }
  return problems;
};
