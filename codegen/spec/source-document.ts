import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from "yaml";
import type { Problem, SourcePosition } from "./problem.js";

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
    const problems = [...document.errors, ...document.warnings].map((error) =>
      source.problemAtOffset(
        error.code === "DUPLICATE_KEY" ? "YAML_DUPLICATE_KEY" : "YAML_SYNTAX",
        error.pos[0],
        error.message.split("\n")[0] ?? error.message,
      ),
    );
    return { source, problems };
  }

  /** The document as plain data. */
  toData(): unknown {
    return this.document.toJS({ maxAliasCount: 100 });
  }

  /** Position of the value at `path`, or of its closest existing ancestor. */
  positionOf(path: DocumentPath): SourcePosition {
    return this.offsetToPosition(this.nodeAt(path)?.range?.[0] ?? 0);
  }

  /** Position of the key that holds `path`'s value (falls back to the value's position). */
  keyPositionOf(path: DocumentPath): SourcePosition {
    const parent = this.nodeAt(path.slice(0, -1), false);
    const key = path[path.length - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
      if (pair && isScalar(pair.key) && pair.key.range) return this.offsetToPosition(pair.key.range[0]);
    }
    return this.positionOf(path);
  }

  /** A problem located at the value of `path`. */
  problemAt(rule: string, path: DocumentPath, message: string): Problem {
    return { rule, message, file: this.file, position: this.positionOf(path), severity: "error" };
  }

  /** A problem located at the key of `path` (for unknown or duplicate keys). */
  problemAtKey(rule: string, path: DocumentPath, message: string): Problem {
    return { rule, message, file: this.file, position: this.keyPositionOf(path), severity: "error" };
  }

  private problemAtOffset(rule: string, offset: number, message: string): Problem {
    return { rule, message, file: this.file, position: this.offsetToPosition(offset), severity: "error" };
  }

  private offsetToPosition(offset: number): SourcePosition {
    const { line, col } = this.lineCounter.linePos(offset);
    return { line, column: col };
  }

  /** The node at `path`; with `fallBack`, the deepest existing ancestor when the path runs out. */
  private nodeAt(path: DocumentPath, fallBack = true): Node | undefined {
    let node: unknown = this.document.contents;
    for (const segment of path) {
      let next: unknown;
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === segment);
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
