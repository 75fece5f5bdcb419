import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** A file's bytes, or undefined when it did not exist. */
async function readBytes(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

async function filesUnder(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Writes through a temp file and a rename, so nobody reads a half-written file; keeps the file's permissions. */
export async function writeFileAtomically(file: string, content: string | Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  const mode = await stat(file).then((stats) => stats.mode & 0o7777, () => undefined);
  try {
    await writeFile(temporary, content);
    if (mode !== undefined) await chmod(temporary, mode);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

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
  async rememberFile(file: string): Promise<void> {
    if (!this.files.has(file)) this.files.set(file, await readBytes(file));
  }

  /** Remembers every file under a directory; files that appear there later are removed on restore. */
  async rememberTree(directory: string): Promise<void> {
    this.trees.add(directory);
    this.rememberDirectory(directory);
    for (const file of await filesUnder(directory)) await this.rememberFile(file);
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
      for (const file of await filesUnder(directory)) if (!this.files.has(file)) await rm(file, { force: true });
    }
    for (const [file, original] of this.files) {
      const current = await readBytes(file);
      if (original === undefined) {
        if (current !== undefined) await rm(file, { force: true });
      } else if (current === undefined || !current.equals(original)) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFileAtomically(file, original);
      }
    }
    // Each is the outermost directory that did not exist before, so everything inside it is new.
    for (const directory of this.createdDirectories) await rm(directory, { recursive: true, force: true });
  }
}
