/** The message of anything thrown (an Error, a string, any value), for a tool error; never throws itself. */
export function describeThrownError(error: unknown): string {
  if (error instanceof Error) return error.message.trim() === "" ? error.name : error.message.trim();
  if (typeof error === "string") return error.trim() === "" ? "(no message)" : error.trim();
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    // An object with cycles or a throwing toJSON still deserves a message rather than a second failure.
    return Object.prototype.toString.call(error);
  }
}
