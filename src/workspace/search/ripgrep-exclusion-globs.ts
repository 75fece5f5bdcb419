import { collectSearchableFiles } from "./collect-searchable-files.js";
import { HEAVY_FOLDER_NAMES } from "./heavy-folders.js";
import type { SearchPlan } from "./search-plan.js";

/**
 * Most bytes of exclusion globs passed to ripgrep, kept well under the command-line limits (about 2 MiB
 * on Linux, 1 MiB on macOS, 32 K characters on Windows). Thousands of ignored files fit; measured on a
 * 10,000-file tree with 3,500 ignored files, the walk and the longer command line add about 0.15 s.
 */
const MAX_EXCLUSION_BYTES = process.platform === "win32" ? 16 * 1024 : 512 * 1024;

/**
 * The --glob arguments that make ripgrep skip what the JavaScript engine skips: heavy folders and every
 * path the ignore rules exclude. Ignore rules are a callback ripgrep cannot run, so the tree is walked
 * first to find the excluded paths, which then become anchored negative globs; that way ripgrep never
 * opens an ignored file. Returns undefined when they are too many to pass on a command line.
 */
export async function ripgrepExclusionGlobs(plan: SearchPlan, maxBytes = MAX_EXCLUSION_BYTES): Promise<string[] | undefined> {
  const globs = [...HEAVY_FOLDER_NAMES].map((name) => `!${name}/`);
  if (plan.isIgnored === undefined) return globs;
  let bytes = 0;
  let expressible = true;
  await collectSearchableFiles(plan.root, {
    filePattern: plan.filePattern,
    isIgnored: plan.isIgnored,
    onIgnored(relativePath, isDirectory) {
      // A line break cannot be written in a glob.
      if (/[\r\n]/.test(relativePath)) expressible = false;
      const glob = `!/${escapeGlob(relativePath)}${isDirectory ? "/" : ""}`;
      bytes += Buffer.byteLength(glob);
      globs.push(glob);
    },
  });
  return expressible && bytes <= maxBytes ? globs : undefined;
}

function escapeGlob(relativePath: string): string {
  return relativePath.replace(/[\\*?[\]{}!# ]/g, "\\$&");
}
