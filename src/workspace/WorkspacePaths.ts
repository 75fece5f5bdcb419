import path from "node:path";
import { relativePathWithin } from "./relative-path-within.js";
import type { ResolvedWorkspacePath, TracedWorkspacePath } from "./resolved-workspace-path.js";
import { toPosixPath } from "./to-posix-path.js";
import { traceRealPath } from "./trace-real-path.js";

export type { ResolvedWorkspacePath, TracedWorkspacePath } from "./resolved-workspace-path.js";

/** Resolves the paths a model writes against the workspace roots, following symlinks to decide what is inside. */
export class WorkspacePaths {
  /** The roots as given, made absolute; relative inputs resolve against the first. */
  readonly roots: readonly string[];
  /** The first root: relative inputs resolve against it and `.clineignore` lives there. */
  readonly primaryRoot: string;
  #realRoots: readonly string[] | undefined;

  /** Takes absolute root directories, the primary one first; throws only when none is given. */
  constructor(roots: readonly string[]) {
    // Roots come from the host, not the model, so a missing root is a programming error worth failing loudly on.
    const absoluteRoots = roots.map((root) => path.resolve(root));
    const [primaryRoot] = absoluteRoots;
    if (primaryRoot === undefined) {
      throw new TypeError("WorkspacePaths needs at least one root directory");
    }
    this.roots = absoluteRoots;
    this.primaryRoot = primaryRoot;
  }

  /** The roots with symlinks followed; worked out on first use and then reused, since roots do not move mid-task. */
  get realRoots(): readonly string[] {
    this.#realRoots ??= this.roots.map((root) => traceRealPath(root).realPath);
    return this.#realRoots;
  }

  /** The real root of the primary root. */
  get primaryRealRoot(): string {
    // The constructor guarantees a first root, so the fallback only satisfies the index check.
    return this.realRoots[0] ?? this.primaryRoot;
  }

  /** Where a path the model wrote really points; never throws, and the empty string means the primary root. */
  resolve(input: string): ResolvedWorkspacePath {
    return this.trace(input).resolved;
  }

  /** Like `resolve`, and also reports where every symlink followed on the way lives. */
  trace(input: string): TracedWorkspacePath {
    // Inputs arrive from model-written JSON, so a non-string slipping past the types must not crash the caller.
    const text = typeof input === "string" ? input : String(input ?? "");
    const absolutePath = path.resolve(this.primaryRoot, text);
    const { realPath, symlinkLocations } = traceRealPath(absolutePath);
    const containing = this.#findContainingRoot(realPath);
    const resolved: ResolvedWorkspacePath = {
      input: text,
      absolutePath,
      realPath,
      insideWorkspace: containing !== undefined,
      root: containing?.root,
      relativePath: containing?.relativePath ?? toPosixPath(realPath),
    };
    return { resolved, symlinkLocations };
  }

  /**
   * Whether an absolute path lies in (or is) a root, written either through the roots as given or through their
   * real paths. Symlinks in the argument are not followed: pass `resolve(...).realPath` for that.
   */
  isInside(absoluteOrRealPath: string): boolean {
    const absolutePath = path.resolve(this.primaryRoot, absoluteOrRealPath);
    return [...this.roots, ...this.realRoots].some((root) => relativePathWithin(root, absolutePath) !== undefined);
  }

  #findContainingRoot(realPath: string): { root: string; relativePath: string } | undefined {
    for (const root of this.realRoots) {
      const relativePath = relativePathWithin(root, realPath);
      if (relativePath !== undefined) {
        return { root, relativePath };
      }
    }
    return undefined;
  }
}
