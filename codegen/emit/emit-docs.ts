import { readFileSync } from "node:fs";
import path from "node:path";
import type { ParamDefinition, ToolDefinition, ToolSpec } from "../spec/model.js";
import type { DocsCosts } from "../tokens/docs-costs.js";
import { headerComment, type GeneratedFile } from "./generated-file.js";
import { handlerDiagram } from "./handler-diagram.js";
import { code } from "./markdown-code.js";

type Handlebars = typeof import("handlebars");

const dynamicNamesText: Record<string, string> = {
  mcp: "native MCP tool names (`<server>0mcp0<tool>`); their arguments become `server_name`, `tool_name` and `arguments`",
  subagent: "the host's subagent tools (`use_subagent_<agent>`); their `prompt` becomes `prompt_1`",
};

function requirementText(requires: readonly string[]): string {
  return requires.map((requirement) => (requirement.startsWith("!") ? `${code(requirement.slice(1))} is off` : `${code(requirement)} is on`)).join(", ");
}

function typeText(param: ParamDefinition): string {
  if (param.enum) return param.enum.map(code).join(" \\| ");
  if (param.type === "array") return `${param.items?.type ?? "unknown"}[]`;
  return param.type;
}

function paramNotes(param: ParamDefinition): string {
  const notes: string[] = [];
  if (param.path) notes.push("workspace path");
  if (param.restrictTo.length) notes.push(`must match ${param.restrictTo.map(code).join(", ")}`);
  if (param.allowEmpty) notes.push("may be empty");
  if (param.approvalRisk) notes.push("true needs the stricter approval");
  if (param.minimum !== undefined) notes.push(`≥ ${param.minimum}`);
  if (param.maximum !== undefined) notes.push(`≤ ${param.maximum}`);
  if (param.requires.length) notes.push(`only when ${requirementText(param.requires)}`);
  if (param.shared) notes.push("shared");
  return notes.join("; ");
}

function overrideChanges(tool: ToolDefinition): { variant: string; changes: string }[] {
  return tool.views.flatMap((view) => {
    const changes: string[] = [];
    if (view.description !== tool.description) changes.push("own description");
    for (const param of tool.params) {
      const seen = view.params.find((candidate) => candidate.name === param.name);
      if (seen === undefined) changes.push(`no ${code(param.name)}`);
      else {
        if (seen.modelName !== param.name) changes.push(`${code(param.name)} is called ${code(seen.modelName)}`);
        if (seen.required !== param.required) changes.push(`${code(seen.modelName)} is ${seen.required ? "required" : "optional"}`);
      }
    }
    return changes.length ? [{ variant: view.variant, changes: changes.join(", ") }] : [];
  });
}

function handlerText(tool: ToolDefinition, spec: ToolSpec): { summary: string; detail: string; sharing: string } {
  const handler = tool.handler;
  if (handler.kind === "none") return { summary: "none", detail: "none: the name is reserved and no handler serves it", sharing: "" };
  const sharing = spec.tools.filter((other) => other !== tool && other.handler.kind !== "none" && other.handler.className === handler.className).map((other) => code(other.name));
  const detail = handler.kind === "class" ? `${code(handler.className)} (src/handlers/${handler.className}.ts)` : `${code(handler.className)} of ${code(handler.sharedWith)}, mounted as ${code(tool.name)} through SharedToolHandler`;
  return { summary: code(handler.className), detail, sharing: sharing.join(", ") };
}

/**
 * docs/tools.md: the readable catalog of every tool, rendered from codegen/templates/tools-doc.md.hbs, with
 * each tool's token cost and a diagram of which handler class serves which name.
 */
export function emitDocs(spec: ToolSpec, handlebars: Handlebars, templatesDirectory: string, docsPath: string, costs: DocsCosts): GeneratedFile {
  const instance = handlebars.create();
  instance.registerHelper("cell", (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " "));
  const template = instance.compile(readFileSync(path.join(templatesDirectory, "tools-doc.md.hbs"), "utf8"), { noEscape: true, strict: false });
  const tools = spec.tools.map((tool) => {
    const handler = handlerText(tool, spec);
    return {
      ...tool,
      anchor: tool.name.toLowerCase(),
      handlerSummary: handler.summary,
      handlerDetail: handler.detail,
      sharingNames: handler.sharing,
      aliases: tool.aliases.map(code).join(", "),
      dynamicNamesText: tool.dynamicNames ? dynamicNamesText[tool.dynamicNames] : "",
      variantList: tool.views.map((view) => code(view.variant)).join(", ") || "none (called by name only)",
      requiresList: requirementText(tool.requires),
      approvalWhen: tool.approvalWhen && { param: tool.approvalWhen.param, valueList: tool.approvalWhen.values.map(code).join(" or ") },
      params: tool.params.map((param) => ({ ...param, typeText: typeText(param), notes: paramNotes(param) })),
      overrides: overrideChanges(tool),
      tokensSummary: costs.summaryCells.get(tool.name) ?? "",
      tokensLine: costs.sectionLines.get(tool.name) ?? "",
    };
  });
  const body = template({ tools, tokensNote: costs.summaryNote, handlerDiagram: handlerDiagram(spec) }).replace(/\n{3,}/g, "\n\n").trimEnd();
  return { path: docsPath, content: `${headerComment(docsPath)}\n\n${body}\n` };
}
