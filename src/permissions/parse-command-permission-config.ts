import type { CommandPermissionConfig } from "./command-permission-types.js";

/** The environment variable a host sets to restrict shell commands. */
export const COMMAND_PERMISSIONS_ENVIRONMENT_VARIABLE = "CLINE_COMMAND_PERMISSIONS";

/** Reads the JSON rules; returns undefined (no restrictions) when the text is absent, blank or not a JSON object. */
export function parseCommandPermissionConfig(json: string | undefined): CommandPermissionConfig | undefined {
  if (typeof json !== "string" || json.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;

  const config: { allow?: readonly string[]; deny?: readonly string[]; allowRedirects?: boolean } = {};
  const allow = stringsOf(value["allow"]);
  if (allow !== undefined) config.allow = allow;
  const deny = stringsOf(value["deny"]);
  if (deny !== undefined) config.deny = deny;
  if (typeof value["allowRedirects"] === "boolean") config.allowRedirects = value["allowRedirects"];
  return config;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// A field that is not an array is ignored as a whole; inside an array only the non-string entries are dropped,
// so one typo does not silently discard the rest of a host's rules.
export function stringsOf(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return Object.freeze(value.filter((entry): entry is string => typeof entry === "string"));
}
