/** One line of a hunk body: kept context, a removed line or an added line, without its prefix. */
export interface PatchHunkLine {
  readonly kind: "context" | "remove" | "add";
  readonly text: string;
}

/** One `@@` section of an Update: where it applies and what it changes. */
export interface PatchHunk {
  /** Texts after the `@@` markers, outermost first (e.g. a class, then a method in it); empty when the hunk has none. */
  readonly anchors: string[];
  readonly lines: PatchHunkLine[];
  /** Set by `*** End of File`: the hunk's old lines end where the file ends. */
  readonly endOfFile: boolean;
  /** 1-based line of the patch text where the hunk starts, for error messages. */
  readonly lineNumber: number;
}

/** One file section of a patch. */
export type PatchOperation =
  | { readonly kind: "add"; readonly path: string; readonly content: string }
  | { readonly kind: "delete"; readonly path: string }
  | { readonly kind: "update"; readonly path: string; readonly moveTo?: string; readonly hunks: PatchHunk[] };

/** A parsed patch, with its operations in the order they were written. */
export interface Patch {
  readonly operations: PatchOperation[];
}

/** The outcome for one file of applying a patch in memory; paths are as written in the patch. */
export interface PlannedChange {
  readonly kind: "add" | "update" | "delete" | "move";
  readonly path: string;
  /** The destination of a move. */
  readonly newPath?: string;
  /** The complete new content; absent for a delete. */
  readonly content?: string;
}
