const PLACEHOLDER = /\{\{([a-zA-Z][a-zA-Z0-9]*)\}\}/g;

/** Replaces each {{name}} with its value; unknown names are left as written. */
export function fillPlaceholders(text: string, values: object): string {
  if (!text.includes("{{")) return text;
  const known = values as Record<string, string | undefined>;
  return text.replace(PLACEHOLDER, (match, name: string) => known[name] ?? match);
}
