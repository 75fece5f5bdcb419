import { readFileSync } from "node:fs";
import path from "node:path";
import type { ToolSpec, ToolVariantView } from "../spec/model.js";
import { camelCase } from "./naming.js";
import { printLiteral, raw } from "./print-literal.js";
import { conditional, toTemplateLiteral } from "./template-literal.js";
import type { TypeScriptFiles } from "./typescript-files.js";
import type { VariantTools } from "./variant-tools.js";
import { viewsOfVariant } from "./variant-views.js";

type Handlebars = typeof import("handlebars");
/** The compiled xml-tool.hbs: one tool's section text from its view. */
export type RenderTool = (view: { name: string } & ToolVariantView) => string;

/** Compiles codegen/templates/xml-tool.hbs; `{{#requires list}}` marks text that depends on context flags. */
export function compileXmlToolTemplate(handlebars: Handlebars, templatesDirectory: string): RenderTool {
  const instance = handlebars.create();
  instance.registerHelper("requires", function (this: unknown, requires: readonly string[], options: { fn: (context: unknown) => string }) {
    return conditional(requires ?? [], options.fn(this));
  });
  const source = readFileSync(path.join(templatesDirectory, "xml-tool.hbs"), "utf8");
  // noEscape: prompts are plain text, `<` and `&` must stay as written; strict: a typo in the template fails loudly.
  return instance.compile(source, { noEscape: true, strict: true }) as RenderTool;
}

/** The export name of an XML variant's sections: generic -> genericXmlTools. */
export function xmlToolsExportName(variant: string): string {
  return `${camelCase(variant)}XmlTools`;
}

/** One section of an XML variant's prompt, with its render function as source code. */
export interface XmlSectionSource {
  readonly name: string;
  readonly requires: readonly string[];
  /** An arrow function `(placeholders, context) => \`...\`` building the section text. */
  readonly renderCode: string;
}

/** The sections of one XML variant, in the order of tools.yaml. */
export function xmlSectionSources(spec: ToolSpec, variant: string, renderTool: RenderTool): XmlSectionSource[] {
  return viewsOfVariant(spec, variant).map(({ tool, view }) => {
    const text = renderTool({ ...view, name: tool.name }).trimEnd();
    return { name: tool.name, requires: tool.requires, renderCode: `(placeholders, context) => ${toTemplateLiteral(text, "placeholders", "context")}` };
  });
}

/** src/generated/prompts/<variant>.ts for each XML variant: one precompiled section per offered tool. */
export function emitXmlPrompts(variantTools: readonly VariantTools[], files: TypeScriptFiles, directory: string): void {
  const { StructureKind, VariableDeclarationKind } = files.kinds;
  for (const tools of variantTools) {
    if (tools.toolCalling !== "xml") continue;
    const variant = tools.variant;
    const sections = tools.sections.map((section) => ({
      name: section.name,
      requires: section.requires,
      render: raw(section.renderCode),
    }));
    files.add(`${directory}/prompts/${variant.name}.ts`, [
      files.importFrom("../../prompts/xml-tool-section.js", ["XmlToolSection"], { typeOnly: true }),
      files.importFrom("../prompt-values.js", ["PromptContext", "PromptPlaceholders"], { typeOnly: true }),
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: [`The tool sections of the ${variant.name} variant's system prompt, in the order of tools.yaml.`],
        declarations: [
          {
            name: xmlToolsExportName(variant.name),
            type: "readonly XmlToolSection<PromptPlaceholders, PromptContext>[]",
            initializer: printLiteral(sections),
          },
        ],
      },
    ]);
  }
}
