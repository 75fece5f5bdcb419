import type { McpHub } from "../contracts/services.js";

/** The names of the hub's connected servers, or undefined when it cannot say (no listServers, or it threw). */
export function listMcpServersSafely(hub: McpHub | undefined): readonly string[] | undefined {
  try {
    return hub?.listServers?.();
  } catch {
    // Listing only adds detail to a message; a host whose listing fails must not turn that into a failed call.
    return undefined;
  }
}
