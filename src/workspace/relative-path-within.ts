import path from "node:path";
import { toPosixPath } from "./to-posix-path.js";

/** The POSIX-style path of `candidate` relative to `directory` ("" for the directory itself), or undefined when it lies outside. */
export function relativePathWithin(directory: string, candidate: string): string | undefined {
  const relative = path.relative(directory, candidate);
  if (relative === "") {
    return "";
  }
  // A sibling such as "/ws-other" must not count as inside "/ws", so compare whole segments, never string prefixes.
  const leavesDirectory = relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
  return leavesDirectory ? undefined : toPosixPath(relative);
}
