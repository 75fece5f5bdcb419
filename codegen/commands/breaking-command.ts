import { applyWaivers, type WaivedFindings } from "../breaking/apply-waivers.js";
import { findingProblem } from "../breaking/breaking-finding.js";
import { CurrentSpecLocator } from "../breaking/current-spec-locator.js";
import { findBreakingChanges } from "../breaking/find-breaking-changes.js";
import { loadBaseSpec } from "../breaking/load-base-spec.js";
import { readSpecAtRef } from "../breaking/read-spec-at-ref.js";
import { breakingRules, isBreakingRuleId, type BreakingRuleId } from "../breaking/rule-catalogue.js";
import { quoted } from "../breaking/quoted-names.js";
import { plural } from "../report/plural.js";
import { printReport } from "../report/print-report.js";
import type { CommandInput } from "../run-cli.js";
import { ExitCode, UsageError } from "./command-io.js";
import { loadProjectSpec } from "./load-project-spec.js";

/** The `--except` values, each checked against the catalogue. */
function exceptedRules(values: unknown): BreakingRuleId[] {
  const given = (values as string[] | undefined) ?? [];
  const unknown = given.filter((value) => !isBreakingRuleId(value));
  if (unknown.length > 0) {
    throw new UsageError(`--except: unknown rule ${quoted(unknown)}; the rules are ${breakingRules.map((rule) => rule.id).join(", ")}`, "breaking");
  }
  return [...new Set(given as BreakingRuleId[])];
}

/** "3 findings waived: 1 by breakingExceptions in tools.yaml, 2 by --except PARAM_SAME_TYPE", or "". */
function waivedSummary(waived: WaivedFindings, specName: string): string {
  const parts = [
    ...(waived.waivedByException > 0 ? [`${waived.waivedByException} by breakingExceptions in ${specName}`] : []),
    ...[...waived.waivedByOption].filter(([, count]) => count > 0).map(([rule, count]) => `${count} by --except ${rule}`),
  ];
  const total = waived.waivedByException + [...waived.waivedByOption.values()].reduce((sum, count) => sum + count, 0);
  return total > 0 ? `${plural(total, "finding")} waived: ${parts.join(", ")}` : "";
}

/**
 * `toolspec breaking --against <ref>`: compares tools.yaml with its version at a git ref and reports every
 * change that breaks a model, a host or a saved conversation. Exit 1 when any is left after the waivers.
 */
export async function breakingCommand({ paths, assets, values, errorFormat, io }: CommandInput): Promise<number> {
  const ref = values.against as string | undefined;
  if (ref === undefined) throw new UsageError("--against <git-ref> is required (e.g. --against origin/main)", "breaking");
  const exceptRules = exceptedRules(values.except);
  // Summaries are for people: machine formats keep stdout to the report alone.
  const inform = (line: string) => (errorFormat === "text" ? io.stdout : io.stderr)(`${line}\n`);
  const specName = paths.specDisplayName;

  // The current spec first: when it cannot be read (a --spec in a missing folder), git has nowhere to run.
  const current = await loadProjectSpec(paths, assets);
  if (!current.ok) {
    printReport(current.problems, errorFormat, io.stdout);
    inform(`${specName} has problems; fix them before comparing against '${ref}'`);
    return ExitCode.problems;
  }

  const atRef = await readSpecAtRef(paths.specPath, ref);

  if (!atRef.found) {
    printReport([], errorFormat, io.stdout);
    inform(`no ${specName} at '${ref}': nothing to compare, every tool is new (${plural(current.spec.tools.length, "tool")})`);
    return ExitCode.ok;
  }

  const base = loadBaseSpec(atRef.text, `${ref}:${specName}`, ref, assets.metaSchemaPath);
  if (!base.ok) {
    printReport([base.problem], errorFormat, io.stdout);
    return ExitCode.problems;
  }

  const findings = findBreakingChanges(base.spec, current.spec, new CurrentSpecLocator(current.source, current.raw));
  const waived = applyWaivers(findings, current.spec.breakingExceptions, exceptRules);

  printReport(waived.reported.map((finding) => findingProblem(finding, specName)), errorFormat, io.stdout);
  const waivedLine = waivedSummary(waived, specName);
  if (waived.reported.length === 0) inform(`no breaking changes against ${ref}${waivedLine ? ` (${waivedLine})` : ""}`);
  else inform(`${plural(waived.reported.length, "breaking change")} against ${ref}${waivedLine ? `; ${waivedLine}` : ""}`);
  for (const exception of waived.unusedExceptions) {
    inform(`note: the breakingExceptions entry for ${exception.rule} on '${exception.tool}' waived nothing against ${ref}; remove it once that change has shipped`);
  }
  return waived.reported.length > 0 ? ExitCode.problems : ExitCode.ok;
}
