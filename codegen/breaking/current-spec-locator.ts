import type { SourcePosition } from "../spec/problem.js";
import { isRecord } from "../spec/rules/rule-context.js";
import type { DocumentPath, SourceDocument } from "../spec/source-document.js";

/**
 * Finds where a change sits in the current tools.yaml: the changed field when it is written, otherwise
 * the key of the entry that owns it (a removed field leaves nothing else to point at).
 */
export class CurrentSpecLocator {
  constructor(
    private readonly source: SourceDocument,
    private readonly data: unknown,
  ) {}

  /** The `tools` key: where a tool that no longer exists was. */
  toolsKey(): SourcePosition {
    return this.source.keyPositionOf(["tools"]);
  }

  /** A field of the tool at `toolIndex` (its value), or the tool entry when the field is not written. */
  toolField(toolIndex: number, ...field: DocumentPath): SourcePosition {
    const path = ["tools", toolIndex, ...field];
    return this.exists(path) ? this.source.positionOf(path) : this.source.positionOf(["tools", toolIndex]);
  }

  /** The key of a tool field (`params`, `aliases`), or the tool entry when the field is not written. */
  toolFieldKey(toolIndex: number, field: string): SourcePosition {
    const path = ["tools", toolIndex, field];
    return this.exists(path) ? this.source.keyPositionOf(path) : this.source.positionOf(["tools", toolIndex]);
  }

  /** The key naming a param in the tool's `params`. */
  paramKey(toolIndex: number, param: string): SourcePosition {
    return this.source.keyPositionOf(["tools", toolIndex, "params", param]);
  }

  /**
   * A field of a param (e.g. `type`, `items.enum`): in sharedParams for a `name: shared` param, where the
   * field is written; the tool's param key when the field is not written.
   */
  paramField(toolIndex: number, param: string, ...field: DocumentPath): SourcePosition {
    const inTool = ["tools", toolIndex, "params", param];
    const declaration = this.valueAt(inTool) === "shared" ? ["sharedParams", param] : inTool;
    const path = [...declaration, ...field];
    return this.exists(path) ? this.source.positionOf(path) : this.paramKey(toolIndex, param);
  }

  private exists(path: DocumentPath): boolean {
    return this.valueAt(path) !== undefined;
  }

  private valueAt(path: DocumentPath): unknown {
    let value: unknown = this.data;
    for (const segment of path) {
      if (Array.isArray(value) && typeof segment === "number") value = value[segment];
      else if (isRecord(value)) value = value[String(segment)];
      else return undefined;
    }
    return value;
  }
}
