// Writes the data the generic prompt is made of, as plain JSON: per offered tool its name, requirements,
// description and params (model name, required, description, example, requirements), plus the default
// placeholders and context. It is what the generator's template sees, read with toolspec's own loader.
// Usage: node extract-prompt-data.mjs <project root> <out.json> [variant]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../lib/paths.mjs";

const [projectRoot, outFile, variant = "generic"] = process.argv.slice(2);
const load = (relative) => import(pathToFileURL(path.join(repoRoot, "dist", "codegen", relative)).href);
const { loadSpec } = await load("spec/load-spec.js");
const { resolveProjectPaths, locateGeneratorAssets } = await load("project-paths.js");

const paths = resolveProjectPaths(projectRoot);
const loaded = await loadSpec({ ...paths, projectRoot: paths.root, metaSchemaPath: locateGeneratorAssets().metaSchemaPath });
if (!loaded.ok) throw new Error(`tools.yaml does not load: ${JSON.stringify(loaded.problems.slice(0, 3))}`);
const { spec } = loaded;
const data = {
  variant,
  placeholders: Object.fromEntries(spec.placeholders.map((placeholder) => [placeholder.name, placeholder.defaultValue])),
  context: Object.fromEntries(spec.context.map((flag) => [flag.name, flag.defaultValue])),
  tools: spec.tools.flatMap((tool) => {
    const view = tool.views.find((candidate) => candidate.variant === variant);
    if (view === undefined) return [];
    return [
      {
        name: tool.name,
        requires: tool.requires,
        description: view.description,
        params: view.params.map((param) => ({ name: param.modelName, required: param.required, description: param.description, example: param.example, requires: param.requires })),
      },
    ];
  }),
};
writeFileSync(outFile, JSON.stringify(data));
process.stdout.write(`${JSON.stringify({ tools: data.tools.length })}\n`);
