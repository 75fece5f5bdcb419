import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import path from "node:path";

let lookup: Promise<string | undefined> | undefined;

/** The absolute path of the `rg` executable on PATH, looked up once per process; undefined when it is not installed. */
export function findRipgrep(): Promise<string | undefined> {
  lookup ??= searchPath(process.env.PATH ?? "");
  return lookup;
}

async function searchPath(searchPathValue: string): Promise<string | undefined> {
  const names = process.platform === "win32" ? ["rg.exe"] : ["rg"];
  for (const directory of searchPathValue.split(path.delimiter)) {
    if (directory === "") continue;
    for (const name of names) {
      const candidate = path.resolve(directory, name);
      if (await isExecutableFile(candidate)) return candidate;
    }
  }
  return undefined;
}

async function isExecutableFile(candidate: string): Promise<boolean> {
  try {
    if (!(await stat(candidate)).isFile()) return false;
    await access(candidate, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
