import type { ApprovalClass } from "../../src/contracts/tool-metadata.js";

/**
 * How strict each approval class is, strictest first; classes in one group are equally strict.
 * user always asks (YOLO included); command has two settings, risky calls needing the stricter; edit is
 * off by default; browser, web and mcp have one setting each; read is on by default; none never asks.
 */
const approvalStrictness: readonly (readonly ApprovalClass[])[] = [["user"], ["command"], ["edit"], ["browser", "web", "mcp"], ["read"], ["none"]];

/** `user > command > edit > browser = web = mcp > read > none`, for messages and help. */
export const approvalOrderText = approvalStrictness.map((group) => group.join(" = ")).join(" > ");

/** A rank where higher is stricter. */
export function approvalStrictnessRank(approval: ApprovalClass): number {
  return approvalStrictness.length - approvalStrictness.findIndex((group) => group.includes(approval));
}
