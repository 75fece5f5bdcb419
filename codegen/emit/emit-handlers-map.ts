import type { ToolSpec } from "../spec/model.js";
import { handlerClassNames } from "./handler-classes.js";
import { printLiteral, raw } from "./print-literal.js";
import type { TypeScriptFiles } from "./typescript-files.js";

/** src/generated/handlers-map.ts: one factory per tool that plugs the hand-written handler classes in. */
export function emitHandlersMap(spec: ToolSpec, files: TypeScriptFiles, directory: string): void {
  const { StructureKind, VariableDeclarationKind } = files.kinds;
  const classes = handlerClassNames(spec);
  const factories = Object.fromEntries(
    spec.tools.map((tool) => {
      const handler = tool.handler;
      const factory =
        handler.kind === "class"
          ? `(validator) => new ${handler.className}(validator)`
          : handler.kind === "shared"
            ? `(validator) => new SharedToolHandler(ClineDefaultTool.${tool.key}, new ${handler.className}(validator))`
            : "() => undefined";
      return [`[ClineDefaultTool.${tool.key}]`, raw(factory)];
    }),
  );
  const needsShared = spec.tools.some((tool) => tool.handler.kind === "shared");
  files.add(`${directory}/handlers-map.ts`, [
    files.importFrom("../contracts/tool-handler.js", ["IToolHandler"], { typeOnly: true }),
    ...(needsShared ? [files.importFrom("../coordinator/SharedToolHandler.js", ["SharedToolHandler"])] : []),
    ...classes.map((className) => files.importFrom(`../handlers/${className}.js`, [className])),
    files.importFrom("../validation/ToolValidator.js", ["ToolValidator"], { typeOnly: true }),
    files.importFrom("./tool-names.js", ["ClineDefaultTool"]),
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: "ToolHandlerFactory",
      docs: ["Builds the handler of one tool; undefined when no handler serves the name."],
      type: "(validator: ToolValidator) => IToolHandler | undefined",
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["The handler factory of every tool. Tools declared with sharedWith mount another tool's handler class under their own name."],
      declarations: [{ name: "toolHandlersMap", type: "Readonly<Record<ClineDefaultTool, ToolHandlerFactory>>", initializer: printLiteral(factories) }],
    },
  ]);
}
