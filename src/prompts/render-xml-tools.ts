import { meetsRequirements } from "./meets-requirements.js";
import type { XmlToolSection } from "./xml-tool-section.js";

/** The tools part of an XML variant's system prompt: every section whose requirements hold. */
export function renderXmlTools<Placeholders extends object, Context extends object>(
  sections: readonly XmlToolSection<Placeholders, Context>[],
  placeholders: Placeholders,
  context: Context,
): string {
  const parts: string[] = [];
  for (const section of sections) {
    if (meetsRequirements(section.requires, context)) parts.push(section.render(placeholders, context));
  }
  return parts.join("\n\n");
}
