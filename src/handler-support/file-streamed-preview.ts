/** How much of a streamed file content or diff the UI preview carries. */
const STREAMED_PREVIEW_CHARACTERS = 4000;

/** The end of a text that is still streaming (the newest part is what the user wants to watch), marked when cut. */
export function previewStreamedText(text: string | undefined): string {
  if (text === undefined) return "";
  if (text.length <= STREAMED_PREVIEW_CHARACTERS) return text;
  return `…${text.slice(text.length - STREAMED_PREVIEW_CHARACTERS)}`;
}
