import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomically } from "../../src/workspace/write-file-atomically.js";
import { filesUnder, readIfPresent } from "../file-reads.js";

/**
 * Remembers files and directory trees as they were before a command changed them, and puts them back
 * byte for byte: files it changed are rewritten, files it created are removed, and so are the directories
 * it created.
 */
export class FileRollback {
  private readonly files = new Map<string, Buffer | undefined>();
  private readonly trees = new Set<string>();
  private readonly createdDirectories: string[] = [];

  /** Remembers one file (or its absence). */
  rememberFile(file: string): void {
    if (!this.files.has(file)) this.files.set(file, readIfPresent(file));
  }

  /** Remembers every file under a directory; files that appear there later are removed on restore. */
  rememberTree(directory: string): void {
    this.trees.add(directory);
    this.rememberDirectory(directory);
    for (const file of filesUnder(directory)) this.rememberFile(file);
  }

  /** Remembers whether a directory exists; if not, whatever part of it appears is removed on restore. */
  rememberDirectory(directory: string): void {
    let outermostMissing: string | undefined;
    for (let current = directory; !existsSync(current); current = path.dirname(current)) {
      outermostMissing = current;
      if (path.dirname(current) === current) break;
    }
    if (outermostMissing !== undefined) this.createdDirectories.push(outermostMissing);
  }

  /** Creates a directory (and its parents) and remembers the ones that did not exist. */
  async makeDirectory(directory: string): Promise<void> {
    const first = await mkdir(directory, { recursive: true });
    if (first !== undefined) this.createdDirectories.push(first);
  }

  /** Puts every remembered file back as it was, removes what appeared, then the directories created. */
  async restore(): Promise<void> {
    for (const directory of this.trees) {
      for (const file of filesUnder(directory)) if (!this.files.has(file)) await rm(file, { force: true });
    }
    for (const [file, original] of this.files) {
      const current = readIfPresent(file);
      if (original === undefined) {
        if (current !== undefined) await rm(file, { force: true });
      } else if (current === undefined || !current.equals(original)) {
        // Through the file's symbolic link, if it is one, like the write being undone.
        await writeFileAtomically(file, original);
      }
    }
    // Each is the outermost directory that did not exist before, so everything inside it is new.
    for (const directory of this.createdDirectories) await rm(directory, { recursive: true, force: true });
  }
}
