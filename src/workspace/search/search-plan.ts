import type { FilePattern } from "./file-pattern.js";

/** A validated search request, as both engines receive it. */
export interface SearchPlan {
  /** The absolute directory searched; ripgrep runs in it, and file patterns match paths relative to it. */
  readonly root: string;
  readonly regex: string;
  readonly filePattern: FilePattern | undefined;
  readonly contextLines: number;
  readonly maxResults: number;
  readonly displayRoot: string;
  readonly isIgnored: ((absolutePath: string) => boolean) | undefined;
}

/** Files larger than this many bytes are not searched, by either engine. */
export const MAX_SEARCHED_FILE_BYTES = 1024 * 1024;
