// Snapshots of a directory tree, for tests that prove a failed operation left every byte as it was.
import fs from "node:fs";
import path from "node:path";

/** Everything observable about a directory tree: each entry's kind, bytes, link target and permission bits. */
export function snapshotFileTree(treeRoot: string): Record<string, string> {
  const snapshot: Record<string, string> = {};
  const visit = (directory: string): void => {
    for (const name of fs.readdirSync(directory).sort()) {
      const fullPath = path.join(directory, name);
      const relativePath = path.relative(treeRoot, fullPath);
      const stats = fs.lstatSync(fullPath);
      const mode = (stats.mode & 0o777).toString(8);
      if (stats.isSymbolicLink()) {
        snapshot[relativePath] = `link -> ${fs.readlinkSync(fullPath)}`;
      } else if (stats.isDirectory()) {
        snapshot[relativePath] = `directory ${mode}`;
        visit(fullPath);
      } else {
        snapshot[relativePath] = `file ${mode} ${fs.readFileSync(fullPath).toString("base64")}`;
      }
    }
  };
  visit(treeRoot);
  return snapshot;
}

/** Names in the tree that look like leftovers of a staged write or a backup. */
export function findLeftovers(treeRoot: string): string[] {
  return Object.keys(snapshotFileTree(treeRoot)).filter((relativePath) => /\.(tmp|bak)$/.test(relativePath));
}
