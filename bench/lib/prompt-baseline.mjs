// The baseline of row 7: the tools part of an XML prompt built the plain way, with template literals over
// the tool data (see children/extract-prompt-data.mjs). It must give exactly renderToolsPrompt's text.

const fill = (text, placeholders) => (text.includes("{{") ? text.replace(/\{\{(\w+)\}\}/g, (_, name) => placeholders[name]) : text);

const holds = (requires, context) => requires.every((flag) => (flag[0] === "!" ? context[flag.slice(1)] !== true : context[flag] === true));

function section(tool, placeholders, context) {
  const params = tool.params.filter((param) => holds(param.requires, context));
  const described =
    tool.params.length === 0 ? "None\n" : params.map((param) => `- ${param.name}: (${param.required ? "required" : "optional"}) ${fill(param.description, placeholders)}\n`).join("");
  const usage = params.map((param) => `<${param.name}>${fill(param.example, placeholders)}</${param.name}>\n`).join("");
  return `## ${tool.name}
Description: ${fill(tool.description, placeholders)}
Parameters:
${described}Usage:
<${tool.name}>
${usage}</${tool.name}>`;
}

export function renderToolsPromptBaseline(data, placeholders = data.placeholders, context = data.context) {
  return data.tools
    .filter((tool) => holds(tool.requires, context))
    .map((tool) => section(tool, placeholders, context))
    .join("\n\n");
}
