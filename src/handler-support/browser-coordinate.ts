import { defaultPromptPlaceholders } from "../generated/prompt-values.js";

/** The size in pixels of the browser window the agent controls. */
export interface BrowserViewport {
  readonly width: number;
  readonly height: number;
}

/**
 * The viewport the tool description promises the model, from the tools.yaml placeholder defaults; the
 * handlers see no per-task size, so this is the size coordinates are checked against.
 */
export const defaultBrowserViewport: BrowserViewport = {
  width: Number.parseInt(defaultPromptPlaceholders.browserViewportWidth, 10),
  height: Number.parseInt(defaultPromptPlaceholders.browserViewportHeight, 10),
};

/** A point to click, in pixels from the window's top-left corner. */
export interface BrowserPoint {
  readonly x: number;
  readonly y: number;
}

// "450,300", with optional spaces and the parentheses some models add; signs are allowed so range errors are precise.
const COORDINATE = /^\(?\s*([+-]?\d+)\s*,\s*([+-]?\d+)\s*\)?$/;

/** The point written as `x,y`, or a sentence saying what is wrong with it. */
export function parseBrowserCoordinate(text: string, viewport: BrowserViewport): BrowserPoint | string {
  const match = COORDINATE.exec(text.trim());
  if (match?.[1] === undefined || match[2] === undefined) {
    return `'${text}' is not of the form x,y with two whole numbers of pixels, such as 450,300`;
  }
  const x = Number.parseInt(match[1], 10);
  const y = Number.parseInt(match[2], 10);
  if (x < 0 || x >= viewport.width || y < 0 || y >= viewport.height) {
    return (
      `${x},${y} lies outside the ${viewport.width}x${viewport.height} window ` +
      `(x must be 0 to ${viewport.width - 1}, y 0 to ${viewport.height - 1})`
    );
  }
  return { x, y };
}
