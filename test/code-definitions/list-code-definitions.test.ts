import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCodeDefinitions } from "../../src/code-definitions/list-code-definitions.js";
import { SOURCE_LANGUAGE_BY_EXTENSION } from "../../src/code-definitions/source-languages.js";

let workspace: string;
let sourceDirectory: string;
// Parsers load once per process, so one listing of a directory holding every case keeps the file fast.
let listing: string;

const sourceFiles: Record<string, string> = {
  "app.ts": [
    "import { run } from './run.js';",
    "",
    "export class App {",
    "  constructor(private readonly name: string) {}",
    "  start(): void {}",
    "  static async create(): Promise<App> { return new App('x'); }",
    "  get title(): string { return this.name; }",
    "  private handle = () => 1;",
    "}",
    "export interface Options { verbose: boolean }",
    "export type Id = string;",
    "export enum Color { Red, Green }",
    "export const VERSION = '1.0';",
    "const double = (value: number) => value * 2;",
    "const internalLimit = 3;",
    "function overloaded(value: string): void;",
    "function overloaded(value: unknown) {}",
    "export default function main() {}",
  ].join("\n"),
  "button.tsx": [
    "export const Button = ({ label }: { label: string }) => <button>{label}</button>;",
    "export default function Page() {",
    "  return <Button label='go' />;",
    "}",
  ].join("\n"),
  "legacy.js": [
    "class Store {",
    "  #items = [];",
    "  add(item) { this.#items.push(item); }",
    "}",
    "async function load() {}",
    "export default { Store, load };",
  ].join("\n"),
  "widget.jsx": "export function Widget() {\n  return <span />;\n}\n",
  "service.py": [
    "import os",
    "",
    "class Service(Base):",
    "    retries = 3",
    "",
    "    @staticmethod",
    "    def create():",
    "        return Service()",
    "",
    "    async def run(self):",
    "        pass",
    "",
    "@app.route('/health')",
    "def health():",
    "    return 'ok'",
    "",
    "async def fetch(url):",
    "    pass",
  ].join("\n"),
  "broken.ts": "export class Broken {\n  method( {\n}\n",
  "broken_tail.py": "def fine():\n    pass\n\ndef broken(:\n",
  "secret.ts": "export function leaked() {}\n",
  "constants.ts": "import x from 'y';\nx();\n",
  "notes.md": "# Not source code\n",
  "nested/inner.ts": "export function nestedFunction() {}\n",
};

beforeAll(async () => {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), "code-definitions-"));
  sourceDirectory = path.join(workspace, "src");
  for (const [relativePath, content] of Object.entries(sourceFiles)) {
    const absolutePath = path.join(sourceDirectory, relativePath);
    fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
    fs.writeFileSync(absolutePath, content);
  }
  listing = await listCodeDefinitions(sourceDirectory, {
    displayRoot: workspace,
    isIgnored: (absolutePath) => absolutePath.endsWith("secret.ts"),
  });
});

afterAll(() => {
  fs.rmSync(workspace, { recursive: true, force: true });
});

const sectionCases: { name: string; section: string }[] = [
  {
    name: "TypeScript classes with their methods, functions, interfaces, types, enums, consts and default export",
    section: [
      "src/app.ts",
      " 3│export class App",
      " 4│  constructor",
      " 5│  method start",
      " 6│  static async method create",
      " 7│  get title",
      " 8│  private method handle",
      "10│export interface Options",
      "11│export type Id",
      "12│export enum Color",
      "13│export const VERSION",
      "14│const double = (…) =>",
      "16│function overloaded",
      "18│export default function main",
    ].join("\n"),
  },
  {
    name: "TSX components",
    section: ["src/button.tsx", "1│export const Button = (…) =>", "2│export default function Page"].join("\n"),
  },
  {
    name: "JavaScript classes, async functions and a default export expression",
    section: ["src/legacy.js", "1│class Store", "3│  method add", "5│async function load", "6│export default { Store, load }"].join("\n"),
  },
  {
    name: "JSX functions",
    section: ["src/widget.jsx", "1│export function Widget"].join("\n"),
  },
  {
    name: "Python classes with methods, decorated and async functions",
    section: [
      "src/service.py",
      " 3│class Service",
      " 6│  @staticmethod def create",
      "10│  async def run",
      "13│@app.route def health",
      "17│async def fetch",
    ].join("\n"),
  },
  {
    name: "a file the parser cannot make sense of is reported, not thrown",
    section: "src/broken.ts (has syntax errors; no definitions recovered)",
  },
  {
    name: "a file with a late syntax error keeps what was recovered",
    section: ["src/broken_tail.py (has syntax errors; the list may be incomplete)", "1│def fine", "4│def broken"].join("\n"),
  },
];

describe("listCodeDefinitions", () => {
  it.each(sectionCases)("$name", ({ section }) => {
    expect(listing.split("\n\n")).toContain(section);
  });

  it.each([
    { name: "ignored files", text: "leaked" },
    { name: "files without definitions", text: "constants.ts" },
    { name: "files that are not source code", text: "notes.md" },
    { name: "files in subdirectories", text: "nestedFunction" },
  ])("leaves out $name", ({ text }) => {
    expect(listing).not.toContain(text);
  });

  it("lists files in name order", () => {
    const headers = listing.split("\n\n").map((section) => section.split(/[\n ]/, 1)[0]);
    expect(headers).toEqual([
      "src/app.ts",
      "src/broken.ts",
      "src/broken_tail.py",
      "src/button.tsx",
      "src/legacy.js",
      "src/service.py",
      "src/widget.jsx",
    ]);
  });

  it("outlines only the first maxFiles source files and says so", async () => {
    const text = await listCodeDefinitions(sourceDirectory, { displayRoot: workspace, maxFiles: 1 });
    const sections = text.split("\n\n");
    expect(sections).toHaveLength(2);
    expect(sections[0]).toMatch(/^src\/app\.ts\n/);
    expect(sections[1]).toBe("(Only the first 1 of 9 source files were outlined; the other 8 were not outlined.)");
  });

  it.each([
    {
      name: "no source files (shown relative to the display root)",
      files: { "README.md": "# hi" },
      withDisplayRoot: true,
      expected: () => "No source code definitions found in empty.",
    },
    {
      name: "only files without definitions (shown as given)",
      files: { "index.ts": "run();\n" },
      withDisplayRoot: false,
      expected: (directory: string) => `No source code definitions found in ${directory}.`,
    },
  ])("says so when a directory has $name", async ({ files, withDisplayRoot, expected }) => {
    const directory = path.join(workspace, "empty");
    fs.rmSync(directory, { recursive: true, force: true });
    fs.mkdirSync(directory);
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(directory, name), content);
    const text = await listCodeDefinitions(directory, withDisplayRoot ? { displayRoot: workspace } : {});
    expect(text).toBe(expected(directory));
  });

  it("throws a clear error for a missing directory", async () => {
    await expect(listCodeDefinitions(path.join(workspace, "missing"))).rejects.toThrow(/^Directory not found: /);
  });

  it("names TypeScript, TSX, JavaScript, JSX and Python among the supported languages", () => {
    expect(SOURCE_LANGUAGE_BY_EXTENSION).toMatchObject({
      ".ts": "typescript",
      ".tsx": "tsx",
      ".js": "javascript",
      ".jsx": "javascript",
      ".py": "python",
    });
  });
});
