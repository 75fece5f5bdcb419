/** `read_file` / `native-next-gen` -> `ReadFile` / `NativeNextGen`. */
export function pascalCase(name: string): string {
  return name
    .split(/[_\-\s.]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("");
}

/** `native-next-gen` -> `nativeNextGen`. */
export function camelCase(name: string): string {
  const pascal = pascalCase(name);
  return pascal[0]!.toLowerCase() + pascal.slice(1);
}

/** The first sentence of a description, for one-line doc comments. */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const end = flat.search(/\.(\s|$)/);
  return end === -1 ? flat : flat.slice(0, end + 1);
}

/** Text safe inside a `/** ... *\/` comment. */
export function docText(text: string): string {
  return text.replace(/\*\//g, "*\\/");
}
