/** Text as inline code in the catalog's markdown: `text`. */
export function code(text: string): string {
  return `\`${text}\``;
}
