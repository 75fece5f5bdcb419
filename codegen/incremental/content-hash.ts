import { createHash } from "node:crypto";

/** The SHA-256 of some text or bytes, in hex: how the cache compares inputs and outputs. */
export function contentHash(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("hex");
}
