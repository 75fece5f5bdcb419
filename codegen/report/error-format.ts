/** How problems are printed: for people, for programs, or as GitHub Actions annotations. */
export type ErrorFormat = "text" | "json" | "github-actions";

/** Every error format, for validation and help. */
export const errorFormats: readonly ErrorFormat[] = ["text", "json", "github-actions"];

/** Whether a command-line value names an error format. */
export function isErrorFormat(value: string): value is ErrorFormat {
  return (errorFormats as readonly string[]).includes(value);
}
