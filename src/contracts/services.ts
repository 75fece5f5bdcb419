import type { ClineIgnoreController } from "../permissions/ClineIgnoreController.js";
import type { CommandPermissionController } from "../permissions/CommandPermissionController.js";

/** Output of one shell command. */
export interface CommandOutcome {
  readonly exitCode: number | null;
  /** Combined stdout and stderr, in arrival order, possibly truncated. */
  readonly output: string;
  readonly timedOut: boolean;
  readonly truncated: boolean;
}

/** Runs shell commands; the default implementation spawns the user's shell in the workspace. */
export interface CommandRunner {
  run(command: string, options: { cwd: string; timeoutMs: number; maxOutputBytes: number }): Promise<CommandOutcome>;
}

/** The host's MCP connections. */
export interface McpHub {
  callTool(serverName: string, toolName: string, args: Readonly<Record<string, unknown>>): Promise<string>;
  readResource(serverName: string, uri: string): Promise<string>;
  /** Names of the connected servers, for error messages and documentation. */
  listServers?(): readonly string[];
  /** Whether the user marked this server tool as always allowed. */
  isToolAutoApproved?(serverName: string, toolName: string): boolean;
}

/** One browser action as the model requested it. */
export interface BrowserActionRequest {
  readonly action: string;
  readonly url?: string;
  readonly coordinate?: { readonly x: number; readonly y: number };
  readonly text?: string;
}

/** What a browser action produced. */
export interface BrowserActionOutcome {
  readonly logs: string;
  readonly screenshot?: string;
  readonly currentUrl?: string;
}

/** A browser the host controls. */
export interface BrowserSession {
  perform(request: BrowserActionRequest): Promise<BrowserActionOutcome>;
  close?(): Promise<void>;
}

/** Fetches a URL and answers a prompt about its content. */
export interface WebFetcher {
  fetch(url: string, prompt: string): Promise<string>;
}

/** Searches the web. */
export interface WebSearcher {
  search(query: string, options: { allowedDomains?: readonly string[]; blockedDomains?: readonly string[] }): Promise<string>;
}

/** Runs prompts in subagents and returns each one's final answer, in order. */
export interface SubagentRunner {
  run(prompts: readonly string[], options: { agentName?: string }): Promise<readonly string[]>;
}

/** Skills the host knows by name. */
export interface SkillLibrary {
  list(): readonly string[];
  /** The skill's instructions, or undefined when no skill has that name. */
  load(name: string): Promise<string | undefined>;
}

/** Task-level actions only the host can take. */
export interface TaskHost {
  startNewTask?(context: string): Promise<void>;
  condenseContext?(summary: string): Promise<void>;
  summarizeTask?(summary: string): Promise<void>;
  reportBug?(report: Readonly<Record<string, string>>): Promise<string>;
  explainChanges?(request: { title: string; fromRef: string; toRef?: string; diff: string }): Promise<string>;
}

/** Services a handler may use. The two controllers are always present; the rest come from the host. */
export interface ToolServices {
  readonly clineIgnoreController: ClineIgnoreController;
  readonly commandPermissionController: CommandPermissionController;
  readonly commandRunner: CommandRunner;
  readonly mcpHub?: McpHub;
  readonly browserSession?: BrowserSession;
  readonly fetcher?: WebFetcher;
  readonly webSearch?: WebSearcher;
  readonly subagentRunner?: SubagentRunner;
  readonly skills?: SkillLibrary;
  readonly taskHost?: TaskHost;
}

/** The optional services, by the name a missing-service error uses. */
export type HostServiceName = Exclude<keyof ToolServices, "clineIgnoreController" | "commandPermissionController" | "commandRunner">;
