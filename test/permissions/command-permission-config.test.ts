import { describe, expect, it } from "vitest";
import { type CommandPermissionConfig, parseCommandPermissionConfig } from "../../src/permissions/command-permission-types.js";

const cases: { name: string; json: string | undefined; expected: CommandPermissionConfig | undefined }[] = [
  { name: "unset", json: undefined, expected: undefined },
  { name: "empty", json: "", expected: undefined },
  { name: "blank", json: " \n ", expected: undefined },
  { name: "invalid JSON", json: "{allow: ['ls']}", expected: undefined },
  { name: "null", json: "null", expected: undefined },
  { name: "array", json: '["ls"]', expected: undefined },
  { name: "number", json: "7", expected: undefined },
  { name: "empty object", json: "{}", expected: {} },
  { name: "full configuration", json: '{"allow":["ls"],"deny":["rm *"],"allowRedirects":true}', expected: { allow: ["ls"], deny: ["rm *"], allowRedirects: true } },
  { name: "fields that are not arrays are ignored", json: '{"allow":"ls","deny":{"rm":true}}', expected: {} },
  { name: "non-string entries are dropped", json: '{"allow":["ls",3,null,"pwd"]}', expected: { allow: ["ls", "pwd"] } },
  { name: "allowRedirects must be a boolean", json: '{"allowRedirects":"yes"}', expected: {} },
  { name: "unknown fields are ignored", json: '{"deny":["rm *"],"comment":"strict"}', expected: { deny: ["rm *"] } },
];

describe("parseCommandPermissionConfig", () => {
  it.each(cases)("$name", ({ json, expected }) => {
    expect(parseCommandPermissionConfig(json)).toEqual(expected);
  });
});
