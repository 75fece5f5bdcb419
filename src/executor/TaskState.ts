import type { TaskMode, TaskStateView } from "../contracts/task-config.js";

/** The executor's mutable record of a task; handlers only ever see a read-only snapshot. */
export class TaskState {
  mode: TaskMode;
  previousToolName: string | undefined;
  consecutiveMistakes = 0;
  /** Set when the user rejects a call; later calls of the same model turn are skipped. */
  rejectedInTurn = false;
  private readonly callCounts = new Map<string, number>();

  constructor(mode: TaskMode) {
    this.mode = mode;
  }

  /** Records that a call reached its handler. */
  recordCall(toolName: string): void {
    this.callCounts.set(toolName, (this.callCounts.get(toolName) ?? 0) + 1);
    this.previousToolName = toolName;
  }

  /** What handlers may read, frozen at the start of a call. */
  snapshot(): TaskStateView {
    const counts = new Map(this.callCounts);
    return {
      previousToolName: this.previousToolName,
      consecutiveMistakes: this.consecutiveMistakes,
      timesCalled: (toolName) => counts.get(toolName) ?? 0,
    };
  }
}
