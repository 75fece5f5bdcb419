import type { AskResponse } from "../contracts/task-config.js";

/** What the user typed in answer to an ask, trimmed; undefined when they typed nothing. */
export function userReplyText(answer: AskResponse): string | undefined {
  const text = answer.text?.trim();
  return text === undefined || text === "" ? undefined : text;
}

/** The images the user attached to an answer, or undefined when there are none (so results stay image-free). */
export function userReplyImages(answer: AskResponse): readonly string[] | undefined {
  return answer.images !== undefined && answer.images.length > 0 ? answer.images : undefined;
}

/** A sentence telling the model how many images came with the user's reply; empty when none did. */
export function describeAttachedImages(answer: AskResponse): string {
  const count = answer.images?.length ?? 0;
  if (count === 0) return "";
  return count === 1 ? "The user attached 1 image to this reply." : `The user attached ${count} images to this reply.`;
}
