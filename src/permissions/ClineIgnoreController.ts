import fs from "node:fs";
import type ignore from "ignore";
import { relativePathWithin } from "../workspace/relative-path-within.js";
import type { ResolvedWorkspacePath } from "../workspace/resolved-workspace-path.js";
import { WorkspacePaths } from "../workspace/WorkspacePaths.js";
import type { ClineIgnoreDecision } from "./cline-ignore-decision.js";
import { ClineIgnoreRules, type LoadedClineIgnoreRules, rulesFileProtectionMark } from "./ClineIgnoreRules.js";
import { listReadPathArguments } from "./file-reading-commands.js";

export type { ClineIgnoreDecision } from "./cline-ignore-decision.js";

/** What the thing at a candidate path is, which decides whether directory-only patterns such as `secrets/` apply. */
type CandidateShape = "file" | "directory" | "unknown";

/** One workspace-relative name under which a path can be reached, each checked against the patterns. */
interface Candidate {
  relativePath: string;
  shape: CandidateShape;
  origin: "input" | "real path" | "symlink";
}

/** Decides, from `<primaryRoot>/.clineignore`, which workspace paths the agent may read or write. */
export class ClineIgnoreController {
  readonly #workspace: WorkspacePaths;
  readonly #rules: ClineIgnoreRules;

  /** Takes the workspace, or a single root directory; .clineignore is read lazily and re-read when it changes. */
  constructor(workspace: WorkspacePaths | string) {
    this.#workspace = typeof workspace === "string" ? new WorkspacePaths([workspace]) : workspace;
    this.#rules = new ClineIgnoreRules(this.#workspace);
  }

  /** The workspace whose paths this controller resolves, so a caller can tell whether its resolutions are reusable. */
  get workspace(): WorkspacePaths {
    return this.#workspace;
  }

  /** Whether a .clineignore file is present (after the latest reload). */
  get hasRules(): boolean {
    return this.#rules.current().present;
  }

  /** Is the agent allowed to access this path (as the model wrote it)? */
  validateAccess(inputPath: string): boolean {
    return this.check(inputPath).allowed;
  }

  /** Same decision with the reason and the resolved path, for error messages. */
  check(inputPath: string): ClineIgnoreDecision {
    const { resolved, symlinkLocations } = this.#workspace.trace(inputPath);
    try {
      return this.#decide(resolved, symlinkLocations);
    } catch (error) {
      // A permission check that cannot finish must not wave the path through.
      const message = error instanceof Error ? error.message : String(error);
      return { allowed: false, resolved, reason: `could not be checked against .clineignore: ${message}` };
    }
  }

  /** Keeps only the allowed paths. */
  filterPaths(paths: readonly string[]): string[] {
    return paths.filter((candidate) => this.validateAccess(candidate));
  }

  /** For one command segment's tokens: the first argument (quotes removed) of a file-reading command that names a blocked path. */
  findBlockedCommandArgument(tokens: readonly string[]): string | undefined {
    return listReadPathArguments(tokens).find((argument) => !this.validateAccess(argument));
  }

  #decide(resolved: ResolvedWorkspacePath, symlinkLocations: readonly string[]): ClineIgnoreDecision {
    const rules = this.#rules.current();
    if (!rules.present) {
      return { allowed: true, resolved };
    }
    const candidates = this.#listCandidates(resolved, symlinkLocations);
    const insidePrimaryRoot = relativePathWithin(this.#workspace.primaryRealRoot, resolved.realPath) !== undefined;
    if (rules.loadProblem !== undefined && (insidePrimaryRoot || candidates.length > 0)) {
      return { allowed: false, resolved, reason: `${rules.loadProblem}; every workspace path is blocked until it can be read` };
    }
    // A second symlink to a symlinked .clineignore is caught here, since only the real paths agree.
    if (resolved.realPath === rules.rulesFileRealPath) {
      return { allowed: false, resolved, reason: describeProtection() };
    }
    for (const candidate of candidates) {
      const rule = findIgnoringRule(rules, candidate);
      if (rule !== undefined) {
        return { allowed: false, resolved, reason: describeMatch(candidate, rule) };
      }
    }
    return { allowed: true, resolved };
  }

  /**
   * Every name under which the path is reached inside the primary root: as written, as really stored, and each
   * symlink followed on the way, so that neither a detour through `..` or a link nor an ignored link slips through.
   */
  #listCandidates(resolved: ResolvedWorkspacePath, symlinkLocations: readonly string[]): Candidate[] {
    const { primaryRoot, primaryRealRoot } = this.#workspace;
    const targetShape = shapeOf(resolved.realPath);
    const found = [
      {
        relativePath: relativePathWithin(primaryRoot, resolved.absolutePath) ?? relativePathWithin(primaryRealRoot, resolved.absolutePath),
        shape: targetShape,
        origin: "input" as const,
      },
      { relativePath: relativePathWithin(primaryRealRoot, resolved.realPath), shape: targetShape, origin: "real path" as const },
      ...symlinkLocations.map((location) => ({
        relativePath: relativePathWithin(primaryRealRoot, location),
        // A link is neither file nor directory, so both kinds of pattern may claim it.
        shape: "unknown" as const,
        origin: "symlink" as const,
      })),
    ];
    const candidates: Candidate[] = [];
    const seen = new Set<string>();
    for (const { relativePath, shape, origin } of found) {
      // The root itself is never ignored, and the matcher refuses an empty path.
      const key = `${shape}:${relativePath}`;
      if (relativePath !== undefined && relativePath !== "" && !seen.has(key)) {
        seen.add(key);
        candidates.push({ relativePath, shape, origin });
      }
    }
    return candidates;
  }
}

function shapeOf(realPath: string): CandidateShape {
  try {
    const stats = fs.statSync(realPath, { throwIfNoEntry: false });
    if (stats === undefined) {
      return "unknown";
    }
    return stats.isDirectory() ? "directory" : "file";
  } catch {
    return "unknown";
  }
}

/** The rule that ignores the candidate; a path that does not exist yet is tried both as a file and as a directory. */
function findIgnoringRule(rules: LoadedClineIgnoreRules, candidate: Candidate): ignore.IgnoreRule | undefined {
  const forms =
    candidate.shape === "directory"
      ? [`${candidate.relativePath}/`]
      : candidate.shape === "file"
        ? [candidate.relativePath]
        : [candidate.relativePath, `${candidate.relativePath}/`];
  for (const form of forms) {
    const result = rules.matcher.test(form);
    if (result.ignored) {
      return result.rule ?? { pattern: "(unknown pattern)", negative: false };
    }
  }
  return undefined;
}

function describeMatch(candidate: Candidate, rule: ignore.IgnoreRule): string {
  if (rule.mark === rulesFileProtectionMark) {
    return describeProtection();
  }
  const match = `matches pattern '${rule.pattern}' in ${rule.mark ?? ".clineignore"}`;
  switch (candidate.origin) {
    case "input":
      return match;
    case "real path":
      return `resolves to '${candidate.relativePath}', which ${match}`;
    case "symlink":
      return `goes through the symlink '${candidate.relativePath}', which ${match}`;
  }
}

function describeProtection(): string {
  return ".clineignore holds the agent's own access rules, which it may not read or change";
}
