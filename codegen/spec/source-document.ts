import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type YAMLError } from "yaml";
import type { Problem, SourcePosition } from "./problem.js";

/** Alias expansions allowed when converting to data: generous for real specs, bounded against alias bombs. */
export const MAX_ALIAS_EXPANSIONS = 10_000;

function firstLine(text: string): string {
  return text.split("\n")[0] ?? text;
}

/** A path into the parsed document: map keys and sequence indexes. */
export type DocumentPath = readonly (string | number)[];

/** tools.yaml parsed with positions, so every problem can point at the node it is about. */
export class SourceDocument {
  private constructor(
    readonly file: string,
    readonly text: string,
    private readonly document: Document.Parsed,
    private readonly lineCounter: LineCounter,
  ) {}

  /** Parses YAML text; syntax errors come back as YAML_SYNTAX problems. */
  static parse(file: string, text: string): { source: SourceDocument; problems: Problem[] } {
    const lineCounter = new LineCounter();
    const document = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
    const source = new SourceDocument(file, text, document, lineCounter);
    const errors = [...document.errors, ...document.warnings];
    const duplicates = errors.filter((error) => error.code === "DUPLICATE_KEY");
    // Syntax errors cascade (one unclosed bracket breaks every later line): the first is the real one.
    const firstSyntaxError = errors.find((error) => error.code !== "DUPLICATE_KEY");
    const problems = [
      ...duplicates.map((error) => source.duplicateKeyProblem(error)),
      ...(firstSyntaxError ? [source.problemAtOffset("YAML_SYNTAX", source.syntaxErrorOffset(firstSyntaxError), firstLine(firstSyntaxError.message))] : []),
    ];
    return { source, problems: problems.length > 0 ? problems : source.aliasProblems() };
  }

  /** The document as plain data (call only when parse reported no problems). */
  toData(): unknown {
    return this.document.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS });
  }

  /** Position of the value at `path`, or of its closest existing ancestor. */
  positionOf(path: DocumentPath): SourcePosition {
    return this.positionAt(this.nodeAt(path)?.range?.[0] ?? 0);
  }

  /** Position of the key that holds `path`'s value (falls back to the value's position). */
  keyPositionOf(path: DocumentPath): SourcePosition {
    const parent = this.nodeAt(path.slice(0, -1), false);
    const key = path[path.length - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(key));
      if (pair && isScalar(pair.key) && pair.key.range) return this.positionAt(pair.key.range[0]);
    }
    return this.positionOf(path);
  }

  /** Line and column of a character offset in the text (for spots no node marks, e.g. where text would be inserted). */
  positionAt(offset: number): SourcePosition {
    const { line, col } = this.lineCounter.linePos(offset);
    return { line, column: col };
  }

  /** A problem located at the value of `path`. */
  problemAt(rule: string, path: DocumentPath, message: string): Problem {
    return { rule, message, file: this.file, position: this.positionOf(path), severity: "error" };
  }

  /** A problem located at the key of `path` (for unknown or duplicate keys). */
  problemAtKey(rule: string, path: DocumentPath, message: string): Problem {
    return { rule, message, file: this.file, position: this.keyPositionOf(path), severity: "error" };
  }

  /** Where a syntax error starts: yaml reports unclosed quotes and brackets where it gave up, not where they opened. */
  private syntaxErrorOffset(error: YAMLError): number {
    const offset = error.pos[0];
    const opener = error.code === "MISSING_CHAR" && /quote/.test(error.message) ? (error.message.includes('"') ? '"' : "'") : /Flow sequence/.test(error.message) ? "[" : /Flow mapping/.test(error.message) ? "{" : undefined;
    if (opener === undefined) return offset;
    const found = this.text.lastIndexOf(opener, offset - 1);
    return found === -1 ? offset : found;
  }

  /** A duplicate key, named, at the second occurrence. */
  private duplicateKeyProblem(error: YAMLError): Problem {
    const key = this.text.slice(error.pos[0]).match(/^["']?([^"':\n]*)/)?.[1]?.trim() ?? "";
    return this.problemAtOffset("YAML_DUPLICATE_KEY", error.pos[0], key ? `key '${key}' appears twice in the same mapping; keep one` : "a key appears twice in the same mapping; keep one");
  }

  /** Aliases (`*name`) that point at no anchor, and documents that expand aliases without bound. */
  private aliasProblems(): Problem[] {
    const problems: Problem[] = [];
    visit(this.document, {
      Alias: (_, alias) => {
        if (isAlias(alias) && alias.resolve(this.document) === undefined) {
          problems.push(this.problemAtOffset("YAML_SYNTAX", alias.range?.[0] ?? 0, `alias *${alias.source} refers to no anchor &${alias.source} defined before it`));
        }
      },
    });
    if (problems.length > 0) return problems;
    try {
      this.toData();
    } catch (error) {
      problems.push(this.problemAtOffset("YAML_SYNTAX", 0, `the document cannot be expanded: ${(error as Error).message}`));
    }
    return problems;
  }

  private problemAtOffset(rule: string, offset: number, message: string): Problem {
    return { rule, message, file: this.file, position: this.positionAt(offset), severity: "error" };
  }

  /** The node at `path`; with `fallBack`, the deepest existing ancestor when the path runs out. */
  private nodeAt(path: DocumentPath, fallBack = true): Node | undefined {
    let node: unknown = this.document.contents;
    for (const segment of path) {
      let next: unknown;
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
        next = pair?.value ?? (pair?.key as unknown);
      } else if (isSeq(node) && typeof segment === "number") {
        next = node.items[segment];
      }
      if (next === undefined || next === null) return fallBack ? (node as Node) : undefined;
      node = next;
    }
    return node as Node;
  }
}
