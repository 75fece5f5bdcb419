/** One definition as the listing shows it, such as "export class App" with its methods as members. */
export interface CodeDefinition {
  /** Keyword-style description with the name, such as "async def fetch" or "interface Options". */
  readonly label: string;
  /** 1-based line where the definition starts (its decorators or export keyword included). */
  readonly line: number;
  readonly members: readonly CodeDefinition[];
}
