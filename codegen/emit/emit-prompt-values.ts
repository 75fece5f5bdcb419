import { defaultPromptValues } from "../prompt-text/prompt-values.js";
import type { ToolSpec } from "../spec/model.js";
import { docText } from "./naming.js";
import { printLiteral } from "./print-literal.js";
import type { TypeScriptFiles } from "./typescript-files.js";

/** src/generated/prompt-values.ts: the declared placeholders and context flags, typed, with their defaults. */
export function emitPromptValues(spec: ToolSpec, files: TypeScriptFiles, directory: string): void {
  const { StructureKind, VariableDeclarationKind } = files.kinds;
  const defaults = defaultPromptValues(spec);
  files.add(`${directory}/prompt-values.ts`, [
    {
      kind: StructureKind.Interface,
      name: "PromptPlaceholders",
      isExported: true,
      docs: ["Values filled into tool descriptions at run time ({{name}} in tools.yaml)."],
      properties: spec.placeholders.map((placeholder) => ({ name: placeholder.name, type: "string", isReadonly: true, docs: [docText(placeholder.description)] })),
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["The defaults declared in tools.yaml."],
      declarations: [
        {
          name: "defaultPromptPlaceholders",
          type: "PromptPlaceholders",
          initializer: printLiteral(defaults.placeholders),
        },
      ],
    },
    {
      kind: StructureKind.Interface,
      name: "PromptContext",
      isExported: true,
      docs: ["Facts about the host that decide which tools and params the model is offered."],
      properties: spec.context.map((flag) => ({ name: flag.name, type: "boolean", isReadonly: true, docs: [docText(flag.description)] })),
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["The defaults declared in tools.yaml."],
      declarations: [
        {
          name: "defaultPromptContext",
          type: "PromptContext",
          initializer: printLiteral(defaults.context),
        },
      ],
    },
  ]);
}
