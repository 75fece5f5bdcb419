import path from "node:path";

/** A comparison key for a path as written in a patch, so `./src/a.ts` and `src//a.ts` count as the same file. */
export function patchPathKey(filePath: string): string {
  const normalized = path.posix.normalize(filePath.replaceAll("\\", "/"));
  return normalized.replace(/^(\.\/)+/, "").replace(/(.)\/+$/, "$1");
}
