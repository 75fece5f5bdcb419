import type { AppliedBlock } from "../editing/search-replace/apply-search-replace.js";

/** How each matching rule is explained to the model, after "Block N replaced lines A-B". */
const strategyExplanations: Readonly<Record<AppliedBlock["strategy"], string>> = {
  exact: "matched exactly",
  "line-trimmed": "matched after ignoring leading and trailing whitespace on each line",
  "block-anchor": "matched by its first and last lines only; the lines between them differ from the file",
  "out-of-order": "matched exactly, but before the previous block; list blocks in file order",
  "whole-file": "has an empty SEARCH section, so it replaced the whole file",
};

/** One line per applied block: which original lines it replaced and by which rule it was located. */
export function describeAppliedBlocks(blocks: readonly AppliedBlock[]): string[] {
  return [...blocks]
    .sort((left, right) => left.index - right.index)
    .map((block) => {
      const where =
        block.strategy === "whole-file"
          ? ""
          : block.startLine === block.endLine
            ? ` replaced line ${block.startLine}`
            : ` replaced lines ${block.startLine}-${block.endLine}`;
      return `- Block ${block.index + 1}${where} (${strategyExplanations[block.strategy]}).`;
    });
}

/** Whether any block was placed by a loose rule, so the model should check the result. */
export function hasLooseMatch(blocks: readonly AppliedBlock[]): boolean {
  return blocks.some((block) => block.strategy === "line-trimmed" || block.strategy === "block-anchor");
}
