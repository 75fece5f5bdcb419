import type { NativeFormat, NativeToolSet } from "../../src/prompts/native-tool-types.js";
import { renderXmlTools } from "../../src/prompts/render-xml-tools.js";
import { selectNativeTools } from "../../src/prompts/select-native-tools.js";
import type { XmlToolSection } from "../../src/prompts/xml-tool-section.js";
import type { RenderTool } from "../emit/emit-xml-prompts.js";
import { buildVariantTools, type VariantTools } from "../emit/variant-tools.js";
import type { ToolSpec, VariantDefinition } from "../spec/model.js";
import type { PromptFormat } from "./prompt-format.js";
import type { PromptValues } from "./prompt-values.js";

type Section = XmlToolSection<object, object>;

/**
 * One variant's tools prepared once, then rendered for any placeholders and context exactly as the runtime
 * renders them: the sections and definitions the generator emits, passed to renderXmlTools/selectNativeTools.
 */
export class VariantPrompt {
  private constructor(
    readonly variant: VariantDefinition,
    private readonly sections: readonly Section[],
    private readonly toolSet: NativeToolSet | undefined,
  ) {}

  /** Prepares the variant's sections (XML) or definitions (native) from the spec. */
  static prepare(spec: ToolSpec, variant: VariantDefinition, renderTool: RenderTool): VariantPrompt {
    return VariantPrompt.fromTools(buildVariantTools(spec, variant, renderTool));
  }

  /** Prepares the variant from the tools the generator built for it (the very ones it emits). */
  static fromTools(tools: VariantTools): VariantPrompt {
    const variant = tools.variant;
    if (tools.toolCalling === "native") return new VariantPrompt(variant, [], tools.toolSet);
    const sections = tools.sections.map(
      (section): Section => ({
        name: section.name,
        requires: section.requires,
        // The exact function source the generator writes to src/generated/prompts, evaluated here.
        render: new Function(`return ${section.renderCode};`)() as Section["render"],
      }),
    );
    return new VariantPrompt(variant, sections, undefined);
  }

  /** The names of the tools the variant declares, in prompt order, whatever the context. */
  get toolNames(): readonly string[] {
    return this.toolSet === undefined ? this.sections.map((section) => section.name) : this.toolSet.anthropic.map((entry) => entry.name);
  }

  /** Everything the model is offered, as `toolspec prompt` prints it. */
  fullText(format: PromptFormat, values: PromptValues): string {
    if (format === "xml") return renderXmlTools(this.sections, values.placeholders, values.context);
    return JSON.stringify(selectNativeTools(this.nativeSet(), format, values.placeholders, values.context), null, 2);
  }

  /**
   * One tool as the model sees it: its XML section, or the compact JSON of its native definition.
   * Undefined when the variant does not offer the tool in this context.
   */
  toolText(tool: string, format: PromptFormat, values: PromptValues): string | undefined {
    if (format === "xml") {
      const section = this.sections.find((candidate) => candidate.name === tool);
      if (section === undefined) return undefined;
      const text = renderXmlTools([section], values.placeholders, values.context);
      return text === "" ? undefined : text;
    }
    const toolSet = this.nativeSet();
    const single = { ...toolSet, [format]: toolSet[format].filter((entry) => entry.name === tool) } as NativeToolSet;
    const [definition] = selectNativeTools(single, format as NativeFormat, values.placeholders, values.context);
    return definition === undefined ? undefined : JSON.stringify(definition);
  }

  private nativeSet(): NativeToolSet {
    if (this.toolSet === undefined) throw new Error(`variant '${this.variant.name}' calls tools with XML and has no native definitions`);
    return this.toolSet;
  }
}
