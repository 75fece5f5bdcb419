import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { ErrorObject, ValidateFunction } from "ajv";
import { closestNames } from "../../src/util/closest-names.js";
import { loadAjvStandalone } from "../libraries.js";
import { describePath } from "./describe-path.js";
import { metaSchemaAjvOptions } from "./meta-schema-options.js";
import type { Problem } from "./problem.js";
import type { DocumentPath, SourceDocument } from "./source-document.js";

const require = createRequire(import.meta.url);

/** Where the build puts the meta-schema compiled to a standalone validator (scripts/precompile-meta-schema.mjs). */
const precompiledValidator = new URL("./meta-schema-validator.cjs", import.meta.url);

let compiled: ValidateFunction | undefined;

/**
 * The meta-schema's validator: the one the build precompiled when it is there, else compiled now (running
 * from source), once per process. Loading is synchronous, so ajv's compiler loads only in the second case.
 */
function metaSchemaValidator(metaSchemaPath: string): ValidateFunction {
  if (compiled !== undefined) return compiled;
  if (existsSync(precompiledValidator)) {
    compiled = require(fileURLToPath(precompiledValidator)) as ValidateFunction;
  } else {
    const { Ajv } = loadAjvStandalone();
    compiled = new Ajv(metaSchemaAjvOptions).compile(JSON.parse(readFileSync(metaSchemaPath, "utf8")) as object);
  }
  return compiled;
}

/** Checks the data against codegen/tools.schema.json; each violation becomes a located problem. */
export function checkMetaSchema(source: SourceDocument, data: unknown, metaSchemaPath: string): Problem[] {
  const validate = metaSchemaValidator(metaSchemaPath);
  if (validate(data)) return [];
  const problems = (validate.errors ?? [])
    // `if` only reports that a `then`/`else` branch failed, and a failed `propertyNames` repeats its inner
    // error: the remaining error says why.
    .filter((error) => error.keyword !== "if" && error.keyword !== "propertyNames")
    .map((error) => toProblem(source, data, error));
  return dedupe(problems);
}

function toProblem(source: SourceDocument, data: unknown, error: ErrorObject): Problem {
  const path = pointerToPath(error.instancePath);
  const where = describePath(path, data);
  switch (error.keyword) {
    case "required": {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return source.problemAt("FIELD_MISSING", path, `${where} is missing the required field '${missing}'`);
    }
    case "additionalProperties": {
      const unknown = (error.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const suggestion = closestNames(unknown, known, 1)[0];
      const hint = suggestion ? ` (did you mean '${suggestion}'?)` : known.length ? ` (known fields: ${known.join(", ")})` : "";
      return source.problemAtKey("FIELD_UNKNOWN", [...path, unknown], `unknown field '${unknown}' in ${where}${hint}`);
    }
    case "type":
      return source.problemAt("FIELD_TYPE", path, `${where} must be ${typeName(error)}, got ${describeValue(error.data)}`);
    case "const":
      if ((error.params as { allowedValue: unknown }).allowedValue === "shared") {
        return source.problemAt("FIELD_TYPE", path, `${where} must be a mapping (at least type and description) or the word shared, got ${describeValue(error.data)}`);
      }
    // falls through
    case "enum": {
      const allowed = error.keyword === "enum" ? (error.params as { allowedValues: unknown[] }).allowedValues : [(error.params as { allowedValue: unknown }).allowedValue];
      return source.problemAt("FIELD_VALUE", path, `${where} must be ${allowed.map((value) => JSON.stringify(value)).join(" | ")}, got ${describeValue(error.data)}`);
    }
    case "pattern": {
      const pattern = (error.params as { pattern: string }).pattern;
      // A propertyNames failure: the offending thing is a key of the mapping at `path`.
      if (error.propertyName !== undefined) {
        return source.problemAtKey("FIELD_FORMAT", [...path, error.propertyName], `name '${error.propertyName}' in ${where} must match ${pattern}`);
      }
      return source.problemAt("FIELD_FORMAT", path, `${where} ${JSON.stringify(error.data)} must match ${pattern}`);
    }
    case "minLength":
    case "minItems":
      return source.problemAt("FIELD_EMPTY", path, `${where} must not be empty`);
    default:
      return source.problemAt("SCHEMA_VIOLATION", path, `${where} ${error.message ?? "is invalid"}`);
  }
}

function typeName(error: ErrorObject): string {
  const type = (error.params as { type: string | string[] }).type;
  const names = Array.isArray(type) ? type : type.split(",");
  return names.map((name) => (name === "object" ? "a mapping" : name === "array" ? "a list" : name === "null" ? "null" : name === "integer" ? "an integer" : `a ${name}`)).join(" or ");
}

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return `${typeof value} ${JSON.stringify(value)}`;
}

function pointerToPath(pointer: string): DocumentPath {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const id = `${problem.rule}:${problem.position.line}:${problem.position.column}:${problem.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
