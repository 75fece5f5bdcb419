import fs from "node:fs";
import path from "node:path";

/** What following the symlinks of an absolute path led to. */
export interface RealPathTrace {
  /** The path with every existing symlink followed; missing segments are kept as written. */
  realPath: string;
  /** Where each followed symlink lives (its parent already resolved), in the order they were followed. */
  symlinkLocations: string[];
}

// The limit Linux itself applies (MAXSYMLINKS); past it a cycle is assumed and the link is taken literally.
const maximumSymlinkHops = 40;

/** Resolves an absolute path one segment at a time, as the kernel does, keeping dangling targets and missing segments; never throws. */
export function traceRealPath(absolutePath: string): RealPathTrace {
  const fileSystemRoot = path.parse(absolutePath).root;
  const pending = splitSegments(absolutePath.slice(fileSystemRoot.length));
  const symlinkLocations: string[] = [];
  let current = fileSystemRoot;
  // Once a segment is missing nothing below it can exist, which spares a system call per remaining segment.
  let currentIsMissing = false;
  let segment = pending.shift();
  while (segment !== undefined) {
    if (segment === "..") {
      current = path.dirname(current);
      currentIsMissing = false;
    } else if (segment !== "" && segment !== ".") {
      const candidate = path.join(current, segment);
      const entry: DirectoryEntry = currentIsMissing || symlinkLocations.length >= maximumSymlinkHops ? "plain" : readEntry(candidate);
      if (entry === "plain" || entry === "missing") {
        current = candidate;
        currentIsMissing ||= entry === "missing";
      } else {
        symlinkLocations.push(candidate);
        const targetRoot = path.parse(entry.target).root;
        if (targetRoot !== "") {
          current = targetRoot;
        }
        pending.unshift(...splitSegments(entry.target.slice(targetRoot.length)));
      }
    }
    segment = pending.shift();
  }
  return { realPath: current, symlinkLocations };
}

function splitSegments(relativePart: string): string[] {
  return relativePart.split(path.sep === "\\" ? /[\\/]/ : "/");
}

/** A symlink's target, "missing" when nothing is there, or "plain" for anything to take literally. */
type DirectoryEntry = { target: string } | "missing" | "plain";

function readEntry(candidate: string): DirectoryEntry {
  try {
    return { target: fs.readlinkSync(candidate) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Anything else (not a link, unreadable, an invalid path) is kept as written.
    return code === "ENOENT" || code === "ENOTDIR" ? "missing" : "plain";
  }
}
