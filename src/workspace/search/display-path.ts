import path from "node:path";
import { toPosixPath } from "../to-posix-path.js";

/** The path of `absolutePath` relative to `displayRoot`, with forward slashes, as results show it. */
export function displayPath(displayRoot: string, absolutePath: string): string {
  const relative = path.relative(displayRoot, absolutePath);
  return relative === "" ? "." : toPosixPath(relative);
}
