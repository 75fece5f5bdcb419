/** What to search for and where. */
export interface SearchRequest {
  /** Absolute directory to search, subdirectories included. */
  directory: string;
  /** Rust regex syntax (ripgrep's); the JavaScript engine accepts the common forms, see compileJavaScriptRegex. */
  regex: string;
  /** A glob limiting which files are read, such as `*.ts` or `src/**\/*.{ts,tsx}`; see compileFilePattern. */
  filePattern?: string;
  /** Lines shown before and after each match; defaults to 1. */
  contextLines?: number;
  /** Most matches to return; the outcome says when more exist. */
  maxResults: number;
  /** Absolute directory that result paths are relative to. */
  displayRoot: string;
  /** The project's ignore rules: ignored files are never read and never appear in results. */
  isIgnored?: (absolutePath: string) => boolean;
}

/** One numbered line of a file. */
export interface SearchLine {
  line: number;
  /** The line without its line terminator. */
  text: string;
}

/** One matching line with the lines around it. */
export interface SearchMatch {
  /** Relative to the request's displayRoot, with forward slashes. */
  file: string;
  line: number;
  text: string;
  before: SearchLine[];
  after: SearchLine[];
}

/** The two ways a search can run; both give the same matches for the same request. */
export type SearchEngineName = "ripgrep" | "javascript";

/** The matches, sorted by file (depth first, names in code point order) and then line. */
export interface SearchOutcome {
  matches: SearchMatch[];
  /** True when more than maxResults lines matched. */
  truncated: boolean;
  /** The engine that produced the matches. */
  engine: SearchEngineName;
}

/** How to run a search; by default ripgrep when it is installed, JavaScript otherwise. */
export interface SearchOptions {
  /** Forces an engine, for tests and benchmarks; ripgrep fails when it is not installed. */
  engine?: SearchEngineName;
}
