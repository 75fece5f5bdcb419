/**
 * Folder names that recursive listing and searching never enter: installed dependencies, build output,
 * caches and tool state. Such folders are large, generated and rarely what the model is looking for;
 * listing still shows the folder itself, and the model can list or search inside it directly.
 */
export const HEAVY_FOLDER_NAMES: ReadonlySet<string> = new Set([
  // Version control.
  ".git",
  ".hg",
  ".svn",
  // JavaScript and TypeScript.
  "node_modules",
  "bower_components",
  "jspm_packages",
  ".pnpm-store",
  ".yarn",
  ".next",
  ".nuxt",
  ".svelte-kit",
  ".angular",
  ".turbo",
  ".parcel-cache",
  ".nyc_output",
  "coverage",
  // Build output of many toolchains (Rust and Maven use target, Go and PHP vendor).
  "dist",
  "build",
  "out",
  "target",
  "vendor",
  // Python.
  "__pycache__",
  ".venv",
  "venv",
  ".tox",
  ".nox",
  ".mypy_cache",
  ".pytest_cache",
  ".ruff_cache",
  // Other ecosystems and editors.
  "Pods",
  "DerivedData",
  ".gradle",
  ".dart_tool",
  ".terraform",
  "_build",
  ".idea",
  ".cache",
]);
