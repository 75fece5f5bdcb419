/** One tool's section of an XML variant's system prompt, precompiled to a template-literal function. */
export interface XmlToolSection<Placeholders, Context> {
  readonly name: string;
  /** Context requirements of the tool. */
  readonly requires: readonly string[];
  /** The section text; conditional params are decided by `context`, placeholders filled from `placeholders`. */
  readonly render: (placeholders: Placeholders, context: Context) => string;
}
