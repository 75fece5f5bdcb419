import type { ToolDefinition, ToolSpec, ToolVariantView } from "../spec/model.js";

/** A tool a variant offers, with that variant's view of it. */
export interface OfferedView {
  readonly tool: ToolDefinition;
  readonly view: ToolVariantView;
}

/** The tools a variant offers, in the order of tools.yaml, each with its view in that variant. */
export function viewsOfVariant(spec: ToolSpec, variant: string): OfferedView[] {
  return spec.tools.flatMap((tool) => {
    const view = tool.views.find((candidate) => candidate.variant === variant);
    return view === undefined ? [] : [{ tool, view }];
  });
}
