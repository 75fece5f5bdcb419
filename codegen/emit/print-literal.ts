const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Code inserted into a literal as written, such as `ClineDefaultTool.ASK` or an arrow function. */
export class RawCode {
  constructor(readonly code: string) {}
}

/** Marks code to insert verbatim into printed data. */
export function raw(code: string): RawCode {
  return new RawCode(code);
}

/** A key for an object literal: bare when it is an identifier, quoted otherwise. */
export function printKey(key: string): string {
  return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

/**
 * Prints data as a TypeScript literal laid out one property per line, so generated tables read like
 * hand-written ones and diffs stay small. Keys keep their insertion order: output is deterministic.
 */
export function printLiteral(value: unknown, indent = ""): string {
  if (value instanceof RawCode) return value.code;
  if (value === undefined) return "undefined";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((item) => item === null || (typeof item !== "object" && !(item instanceof RawCode)))) {
      const flat = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
      if (flat.length + indent.length <= 100) return flat;
    }
    return `[\n${value.map((item) => `${inner}${printLiteral(item, inner)},`).join("\n")}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
  if (entries.length === 0) return "{}";
  return `{\n${entries.map(([key, entry]) => `${inner}${printPropertyKey(key)}: ${printLiteral(entry, inner)},`).join("\n")}\n${indent}}`;
}

/** Computed keys are written as `[Enum.MEMBER]` by passing them through `raw`-style brackets. */
function printPropertyKey(key: string): string {
  return key.startsWith("[") && key.endsWith("]") ? key : printKey(key);
}
