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

/**
 * Resolves an absolute path as the kernel does, keeping dangling targets and missing segments; never throws.
 * Most paths hold no symlink at all, so the C realpath is asked first: when it hands the path back unchanged,
 * nothing was followed and there is nothing to record. Anything else (a link, a missing segment, an error)
 * takes the segment walk, which is the reference answer.
 */
export function traceRealPath(absolutePath: string): RealPathTrace {
  if (realPathIsUnchanged(absolutePath)) {
    return { realPath: absolutePath, symlinkLocations: [] };
  }
  return walkRealPath(absolutePath);
}

/**
 * Whether the path names something that exists and no segment of it is a symlink. A realpath result never
 * contains a symlink, so getting the path back unchanged rules out every link on the way, the last one included.
 */
function realPathIsUnchanged(absolutePath: string): boolean {
  try {
    return fs.realpathSync.native(absolutePath) === absolutePath;
  } catch {
    // Missing segments, loops, permissions and invalid input are all the walk's to decide.
    return false;
  }
}

/** The segment-by-segment resolution behind `traceRealPath`, which records every symlink it follows. */
export function walkRealPath(absolutePath: string): RealPathTrace {
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
