import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatFileListing } from "../../src/workspace/format-file-listing.js";
import { type FileListing, listFiles } from "../../src/workspace/list-files.js";

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "list-files-"));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Creates files (with content "x") and, for paths ending in "/", empty directories under the temp root. */
function createTree(paths: readonly string[]): void {
  for (const relativePath of paths) {
    const absolutePath = path.join(root, relativePath);
    if (relativePath.endsWith("/")) {
      fs.mkdirSync(absolutePath, { recursive: true });
    } else {
      fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
      fs.writeFileSync(absolutePath, "x");
    }
  }
}

const ignoreSecrets = (absolutePath: string) => /(^|[/\\])(secret|\.env)$/.test(absolutePath);

const listingCases: {
  name: string;
  tree: string[];
  recursive: boolean;
  maxEntries?: number;
  isIgnored?: (absolutePath: string) => boolean;
  expected: string[];
  truncated?: boolean;
}[] = [
  {
    name: "top level only, directories marked with a slash",
    tree: ["b.txt", "a/inner.ts", "node_modules/pkg/index.js"],
    recursive: false,
    expected: ["a/", "b.txt", "node_modules/"],
  },
  {
    name: "recursive listing puts each directory right before its contents",
    tree: ["src/app.ts", "src/lib/util.ts", "src-old.ts", "empty/"],
    recursive: true,
    expected: ["empty/", "src/", "src/app.ts", "src/lib/", "src/lib/util.ts", "src-old.ts"],
  },
  {
    name: "names sort by code point, so capitals come first",
    tree: ["b.ts", "README.md", "a.ts", "Zeta/"],
    recursive: false,
    expected: ["README.md", "Zeta/", "a.ts", "b.ts"],
  },
  {
    name: "heavy folders are listed but not entered, at any depth",
    tree: ["node_modules/pkg/index.js", "packages/web/dist/bundle.js", "packages/web/index.ts", ".git/HEAD", "Pods/x"],
    recursive: true,
    expected: [".git/", "Pods/", "node_modules/", "packages/", "packages/web/", "packages/web/dist/", "packages/web/index.ts"],
  },
  {
    name: "hidden files and folders are listed",
    tree: [".github/workflows/ci.yml", ".prettierrc"],
    recursive: true,
    expected: [".github/", ".github/workflows/", ".github/workflows/ci.yml", ".prettierrc"],
  },
  {
    name: "ignored files and folders are neither listed nor entered",
    tree: ["secret/key.pem", "app/.env", "app/main.ts"],
    recursive: true,
    isIgnored: ignoreSecrets,
    expected: ["app/", "app/main.ts"],
  },
  {
    name: "truncated listing keeps the shallowest entries",
    tree: ["a/deep/one.ts", "b/two.ts", "c.ts"],
    recursive: true,
    maxEntries: 4,
    expected: ["a/", "a/deep/", "b/", "c.ts"],
    truncated: true,
  },
  {
    name: "exactly maxEntries entries is not truncated",
    tree: ["a.ts", "b.ts"],
    recursive: true,
    maxEntries: 2,
    expected: ["a.ts", "b.ts"],
  },
  {
    name: "an empty directory lists nothing",
    tree: [],
    recursive: true,
    expected: [],
  },
];

describe("listFiles", () => {
  it.each(listingCases)("$name", async ({ tree, recursive, maxEntries, isIgnored, expected, truncated }) => {
    createTree(tree);
    const listing = await listFiles(root, { recursive, maxEntries: maxEntries ?? 100, isIgnored });
    expect(listing.entries).toEqual(expected);
    expect(listing.truncated).toBe(truncated ?? false);
  });

  it("never asks about or enters the contents of an ignored folder", async () => {
    createTree(["secret/key.pem", "secret/nested/more.pem", "public.txt"]);
    const asked: string[] = [];
    await listFiles(root, {
      recursive: true,
      maxEntries: 100,
      isIgnored: (absolutePath) => {
        asked.push(path.relative(root, absolutePath));
        return ignoreSecrets(absolutePath);
      },
    });
    expect(asked.sort()).toEqual(["public.txt", "secret"]);
  });

  it.skipIf(process.platform === "win32")("lists symlinked directories without following them, so cycles end", async () => {
    createTree(["real/file.ts"]);
    fs.symlinkSync(path.join(root, "real"), path.join(root, "linked"));
    fs.symlinkSync(root, path.join(root, "real", "loop"));
    fs.symlinkSync(path.join(root, "missing"), path.join(root, "dangling"));
    const listing = await listFiles(root, { recursive: true, maxEntries: 100 });
    expect(listing.entries).toEqual(["dangling", "linked/", "real/", "real/file.ts", "real/loop/"]);
  });

  it("lists only the top level of the home directory, even when asked to recurse", async () => {
    createTree(["projects/app/main.ts", "notes.txt"]);
    const savedHome = process.env.HOME;
    const savedProfile = process.env.USERPROFILE;
    process.env.HOME = root;
    process.env.USERPROFILE = root;
    try {
      const listing = await listFiles(root, { recursive: true, maxEntries: 100 });
      expect(listing).toEqual({ entries: ["notes.txt", "projects/"], truncated: false, recursive: false, recursionSkipped: "home directory" });
    } finally {
      process.env.HOME = savedHome;
      process.env.USERPROFILE = savedProfile;
    }
  });

  it("recognises the home directory when HOME reaches it through a symlink", async () => {
    createTree(["home/projects/app/main.ts", "home/notes.txt"]);
    const linkedHome = path.join(root, "linked-home");
    fs.symlinkSync(path.join(root, "home"), linkedHome);
    const savedHome = process.env.HOME;
    const savedProfile = process.env.USERPROFILE;
    process.env.HOME = linkedHome;
    process.env.USERPROFILE = linkedHome;
    try {
      // The handler lists real paths, so the home folder arrives with the symlink already followed.
      const listing = await listFiles(fs.realpathSync(path.join(root, "home")), { recursive: true, maxEntries: 100 });
      expect(listing).toEqual({ entries: ["notes.txt", "projects/"], truncated: false, recursive: false, recursionSkipped: "home directory" });
    } finally {
      process.env.HOME = savedHome;
      process.env.USERPROFILE = savedProfile;
    }
  });

  it("lists only the top level of the filesystem root", async () => {
    const listing = await listFiles(path.parse(root).root, { recursive: true, maxEntries: 10_000 });
    expect(listing.recursionSkipped).toBe("filesystem root");
    expect(listing.entries.every((entry) => !entry.slice(0, -1).includes("/"))).toBe(true);
  });

  it.each([
    { name: "a missing directory", target: "missing", message: /^Directory not found: .*missing$/ },
    { name: "a file", target: "file.txt", message: /^Not a directory: .*file\.txt$/ },
  ])("throws a clear error for $name", async ({ target, message }) => {
    createTree(["file.txt"]);
    await expect(listFiles(path.join(root, target), { recursive: false, maxEntries: 10 })).rejects.toThrow(message);
  });
});

describe("formatFileListing", () => {
  const formatCases: { name: string; listing: FileListing; expected: string }[] = [
    {
      name: "entries one per line",
      listing: { entries: ["src/", "src/app.ts"], truncated: false, recursive: true },
      expected: "src/\nsrc/app.ts",
    },
    {
      name: "an empty directory",
      listing: { entries: [], truncated: false, recursive: false },
      expected: "No files found.",
    },
    {
      name: "a truncated recursive listing says how to see more",
      listing: { entries: ["a/", "b/"], truncated: true, recursive: true },
      expected:
        "a/\nb/\n\n(Showing the first 2 entries; there are more. List a subdirectory to see its contents, " +
        "or list this directory without recursive for its top level only.)",
    },
    {
      name: "a truncated top-level listing suggests searching",
      listing: { entries: ["a.ts"], truncated: true, recursive: false },
      expected: "a.ts\n\n(Showing the first 1 entries; there are more. Search with a file pattern to find the files you need here.)",
    },
    {
      name: "a refused recursion is explained",
      listing: { entries: ["Documents/"], truncated: false, recursive: false, recursionSkipped: "home directory" },
      expected:
        "Documents/\n\n(Only the top level is listed: the home directory is never listed recursively. " +
        "List one of its subdirectories recursively instead.)",
    },
  ];

  it.each(formatCases)("$name", ({ listing, expected }) => {
    expect(formatFileListing(listing)).toBe(expected);
  });
});
