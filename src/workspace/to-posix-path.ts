import path from "node:path";

/** Writes a native path with forward slashes; on POSIX a backslash is a legal file-name character, so it is kept. */
export function toPosixPath(nativePath: string): string {
  return path.sep === "/" ? nativePath : nativePath.split(path.sep).join("/");
}
