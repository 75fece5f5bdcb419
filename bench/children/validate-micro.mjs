// validateToolParams against the raw ajv standalone validator of read_file, on a valid and an invalid call.
// Usage: node validate-micro.mjs <package entry> <validator group .cjs> <samples>
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { compareLoops, report } from "../lib/micro.mjs";

const [entry, compiledPath, samplesArg] = process.argv.slice(2);
const { validateToolParams } = await import(pathToFileURL(entry).href);
const { validateReadFile } = createRequire(import.meta.url)(compiledPath);
const samples = Number(samplesArg);

const valid = { path: "src/server.ts", start_line: 10, end_line: 40 };
const invalid = { start_line: 0, end_line: "forty" }; // path missing, start_line below its minimum, end_line not an integer

if (validateToolParams("read_file", valid).ok !== true || validateReadFile(valid) !== true) throw new Error("the valid call does not validate");
if (validateToolParams("read_file", invalid).ok !== false || validateReadFile(invalid) !== false) throw new Error("the invalid call validates");

const results = {};
for (const [label, params] of [["valid", valid], ["invalid", invalid]]) {
  const raw = (n) => {
    let ok = 0;
    for (let i = 0; i < n; i++) if (validateReadFile(params)) ok++;
    return ok;
  };
  const api = (n) => {
    let ok = 0;
    for (let i = 0; i < n; i++) if (validateToolParams("read_file", params).ok) ok++;
    return ok;
  };
  results[label] = await compareLoops({ raw, api }, { samples });
}
report({ results, invalidMessage: validateToolParams("read_file", invalid).message });
