// Build step: compiles codegen/tools.schema.json to a standalone ajv validator next to the compiled loader,
// so loading tools.yaml never compiles a schema (nor loads ajv's compiler). The loader compiles the schema
// itself when this file is missing, as when it runs from source.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import AjvModule from "ajv";
import standaloneModule from "ajv/dist/standalone/index.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The loader's own options, from the compiled generator this step runs after.
const { metaSchemaAjvOptions } = await import(pathToFileURL(path.join(root, "dist/codegen/spec/meta-schema-options.js")).href);
const schema = JSON.parse(readFileSync(path.join(root, "codegen/tools.schema.json"), "utf8"));
const ajv = new AjvModule.default({ ...metaSchemaAjvOptions, code: { source: true } });
const code = standaloneModule.default(ajv, ajv.compile(schema));
if (/\brequire\(/.test(code)) throw new Error("the meta-schema needs an ajv runtime helper; keep it to keywords standalone code can inline");
// CommonJS, so the synchronous loader can require it.
const target = path.join(root, "dist/codegen/spec/meta-schema-validator.cjs");
writeFileSync(target, `// Compiled from codegen/tools.schema.json by scripts/precompile-meta-schema.mjs.\n${code}\n`);
