/**
 * The context with a tool's own requirements made to hold: `[browser]` turns browser on, `["!yolo"]` turns
 * yolo off. Undefined when the requirements contradict each other, so the tool is never offered.
 */
export function contextOffering(context: Readonly<Record<string, boolean>>, requires: readonly string[]): Record<string, boolean> | undefined {
  const offered = { ...context };
  const forced = new Map<string, boolean>();
  for (const requirement of requires) {
    const flag = requirement.startsWith("!") ? requirement.slice(1) : requirement;
    const value = !requirement.startsWith("!");
    if (forced.get(flag) === !value) return undefined;
    forced.set(flag, value);
    offered[flag] = value;
  }
  return offered;
}

/** The flags whose value differs from the defaults, as `browser on, yolo off`. */
export function changedFlags(defaults: Readonly<Record<string, boolean>>, context: Readonly<Record<string, boolean>>): string {
  return Object.keys(context)
    .filter((flag) => context[flag] !== defaults[flag])
    .map((flag) => `${flag} ${context[flag] ? "on" : "off"}`)
    .join(", ");
}
