// What an agent does when it starts: import the package, create a runtime, render one variant's prompt and
// validate one call. Usage: node cold-start.mjs <package entry> <workspace> [--report]
// With --report it prints a JSON line (for sanity checks and for maxRSS); timed runs leave it out.
import { pathToFileURL } from "node:url";

const [entry, workspace] = process.argv.slice(2);
const api = await import(pathToFileURL(entry).href);
const runtime = api.createToolRuntime({ cwd: workspace });
const prompt = await api.renderToolsPrompt("generic");
const validation = api.validateToolParams("read_file", { path: "src/main.ts", start_line: 1 });
if (!validation.ok || prompt.length === 0 || runtime.coordinator.getHandler("read_file") === undefined) {
  process.stderr.write(`cold start went wrong: ${JSON.stringify(validation)}\n`);
  process.exit(1);
}
if (process.argv.includes("--report")) {
  process.stdout.write(`${JSON.stringify({ tools: api.toolUseNames.length, promptChars: prompt.length, maxRssKiB: process.resourceUsage().maxRSS })}\n`);
}
