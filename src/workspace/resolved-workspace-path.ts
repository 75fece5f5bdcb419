/** Where a path the model wrote really points, and whether that place belongs to the workspace. */
export interface ResolvedWorkspacePath {
  /** The path exactly as the model wrote it. */
  input: string;
  /** `path.resolve(primaryRoot, input)`: purely lexical, symlinks untouched. */
  absolutePath: string;
  /** The absolute path with every symlink followed; segments that do not exist yet are appended as written. */
  realPath: string;
  /** Whether the real path is one of the roots' real paths or lies below one. */
  insideWorkspace: boolean;
  /** The real path of the root containing the path (the first such root, in the order given), if any. */
  root: string | undefined;
  /** POSIX-style real path relative to `root` ("" for the root itself); outside the workspace, the absolute real path in POSIX form. */
  relativePath: string;
}

/** A resolved path together with the symlinks met while resolving it. */
export interface TracedWorkspacePath {
  /** The resolution itself. */
  resolved: ResolvedWorkspacePath;
  /** Where each symlink that was followed lives (its parent directory already resolved), in the order they were followed. */
  symlinkLocations: readonly string[];
}
