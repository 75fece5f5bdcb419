import type { FileListing } from "./list-files.js";

/** Turns a listing into the text the model reads, noting how to see more when it was cut short. */
export function formatFileListing(listing: FileListing): string {
  const notes: string[] = [];
  if (listing.recursionSkipped !== undefined) {
    notes.push(
      `Only the top level is listed: the ${listing.recursionSkipped} is never listed recursively. ` +
        "List one of its subdirectories recursively instead.",
    );
  }
  if (listing.truncated) {
    const advice = listing.recursive
      ? "List a subdirectory to see its contents, or list this directory without recursive for its top level only."
      : "Search with a file pattern to find the files you need here.";
    notes.push(`Showing the first ${listing.entries.length} entries; there are more. ${advice}`);
  }
  const body = listing.entries.length === 0 ? "No files found." : listing.entries.join("\n");
  return notes.length === 0 ? body : `${body}\n\n${notes.map((note) => `(${note})`).join("\n")}`;
}
