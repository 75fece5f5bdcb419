/**
 * Rendered prompt text marks the parts that depend on the host with these sentinels; they become
 * conditional expressions in the generated template literal. Control characters never occur in specs.
 */
export const CONDITION_START = "\u0001";
export const CONDITION_END = "\u0002";
export const CONDITION_CLOSE = "\u0003";

/** Wraps text so it is only emitted when every requirement holds. */
export function conditional(requires: readonly string[], text: string): string {
  if (requires.length === 0) return text;
  return `${CONDITION_START}${requires.join(",")}${CONDITION_END}${text}${CONDITION_CLOSE}`;
}

/** `["focusChain", "!yolo"]` -> `context.focusChain && !context.yolo`. */
export function requirementExpression(requires: readonly string[], contextName: string): string {
  return requires
    .map((requirement) => (requirement.startsWith("!") ? `!${contextName}.${requirement.slice(1)}` : `${contextName}.${requirement}`))
    .join(" && ");
}

function escapeTemplateText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${");
}

/**
 * Turns rendered text into a template literal: {{placeholder}} becomes `${placeholders.name}` and each
 * conditional part becomes `${requirement ? `...` : ""}`, so the agent renders prompts with no template engine.
 */
export function toTemplateLiteral(text: string, placeholdersName: string, contextName: string): string {
  let position = 0;
  const parse = (): string => {
    let code = "";
    let plain = "";
    const flush = () => {
      code += escapeTemplateText(plain).replace(/\{\{([a-zA-Z][a-zA-Z0-9]*)\}\}/g, (_, name: string) => `\${${placeholdersName}.${name}}`);
      plain = "";
    };
    while (position < text.length) {
      const character = text[position]!;
      if (character === CONDITION_START) {
        flush();
        const end = text.indexOf(CONDITION_END, position);
        const requires = text.slice(position + 1, end).split(",");
        position = end + 1;
        const inner = parse();
        code += `\${${requirementExpression(requires, contextName)} ? \`${inner}\` : ""}`;
      } else if (character === CONDITION_CLOSE) {
        position++;
        break;
      } else {
        plain += character;
        position++;
      }
    }
    flush();
    return code;
  };
  return `\`${parse()}\``;
}
