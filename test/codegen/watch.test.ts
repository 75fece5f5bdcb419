// `toolspec generate --watch`, in-process: a temp copy of the mini project and of toolspec's templates
// is watched while the test edits real files (including an editor-style save through a rename). Each
// wait polls with a deadline; every watcher is stopped and must leave no file-system handle open.
import { appendFileSync, cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { watchProject, type ProjectWatcher, type WatchRun } from "../../codegen/generate/watch-project.js";
import { locateGeneratorAssets, resolveProjectPaths, type GeneratorAssets } from "../../codegen/project-paths.js";
import { runCli } from "../../codegen/run-cli.js";
import { captureIO, SpecProject, type CapturedIO } from "./support/spec-project.js";

const MINI_PROJECT = new URL("../fixtures/mini-project/", import.meta.url);
/** The first run loads the generator into this worker, which takes a while on a busy machine. */
const FIRST_RUN_DEADLINE = 20_000;
const DEADLINE = 8_000;

/** Polls until the condition holds, failing with `what` once the deadline passes. */
async function waitFor(what: string, condition: () => boolean, deadline = DEADLINE): Promise<void> {
  const giveUp = Date.now() + deadline;
  while (!condition()) {
    if (Date.now() > giveUp) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Open fs.watch handles of this process. */
function openWatchHandles(): number {
  return process.getActiveResourcesInfo().filter((resource) => resource === "FSEventWrap").length;
}

/** A closed watcher's handle is released by the event loop shortly after close(); wait for that, bounded. */
async function expectWatchHandlesBackTo(baseline: number): Promise<void> {
  await waitFor(`fs.watch handles to drop back to ${baseline} (now ${openWatchHandles()})`, () => openWatchHandles() === baseline, 2_000);
}

describe("watchProject", () => {
  let project: SpecProject;
  /** A private copy of toolspec's assets, so a template can be edited. */
  let assetsRoot: string;
  let assets: GeneratorAssets;
  let watcher: ProjectWatcher | undefined;
  let baselineHandles: number;

  beforeEach(() => {
    baselineHandles = openWatchHandles();
    project = SpecProject.create("toolspec-watch-");
    cpSync(MINI_PROJECT, project.root, { recursive: true });
    assetsRoot = mkdtempSync(path.join(os.tmpdir(), "toolspec-watch-assets-"));
    const real = locateGeneratorAssets();
    cpSync(real.templatesDirectory, path.join(assetsRoot, "templates"), { recursive: true });
    assets = { ...real, templatesDirectory: path.join(assetsRoot, "templates") };
  });

  afterEach(async () => {
    await watcher?.stop();
    watcher = undefined;
    project.dispose();
    rmSync(assetsRoot, { recursive: true, force: true });
  });

  function start(signal?: AbortSignal): { io: CapturedIO; runs: WatchRun[] } {
    const io = captureIO(project.root);
    const runs: WatchRun[] = [];
    watcher = watchProject({ paths: resolveProjectPaths(project.root), assets, errorFormat: "text", io, onRun: (run) => runs.push(run), ...(signal ? { signal } : {}) });
    return { io, runs };
  }

  /** Saves like many editors do: write a temp file beside the target, then rename it over the target. */
  function saveByRename(relativePath: string, content: string): void {
    const temporary = project.resolve(`${relativePath}.editor-tmp~`);
    writeFileSync(temporary, content);
    renameSync(temporary, project.resolve(relativePath));
  }

  it("regenerates on each kind of input change; a broken spec prints located errors and writes nothing", async () => {
    const { io, runs } = start();
    await waitFor("the first run", () => runs.length === 1, FIRST_RUN_DEADLINE);
    expect(runs[0], io.out() + io.err()).toEqual({ code: 0, changes: [] });
    expect(io.err()).toContain("for changes; press Ctrl-C to stop");
    expect(project.exists("docs/tools.md")).toBe(true);
    const specText = project.read("tools.yaml");
    const outputs = () => ({ ...project.snapshot("src/generated"), "docs/tools.md": project.read("docs/tools.md") });

    const steps: { name: string; edit: () => void; changes: (changes: readonly string[]) => void; code: number; after: () => void }[] = [
      {
        name: "a broken spec",
        edit: () => project.write("tools.yaml", specText.replace("approval: read", "approval: sometimes")),
        changes: (changes) => expect(changes).toEqual(["tools.yaml"]),
        code: 1,
        after: () => {
          const line = specText.split("\n").findIndex((text) => text.includes("approval: read")) + 1;
          expect(io.out()).toMatch(new RegExp(`^tools\\.yaml:${line}:\\d+ FIELD_VALUE `, "m"));
          expect(io.err()).toContain("Nothing was written");
        },
      },
      {
        name: "the fix, saved through a rename, with a new description",
        edit: () => saveByRename("tools.yaml", specText.replace("The text to repeat.", "The text to say back.")),
        changes: (changes) => expect(changes).toEqual(["tools.yaml"]),
        code: 0,
        after: () => expect(project.read("src/generated/tool-params.ts")).toContain("The text to say back."),
      },
      {
        name: "a handler file",
        edit: () => project.write("src/handlers/EchoToolHandler.ts", `${project.read("src/handlers/EchoToolHandler.ts")}// edited\n`),
        changes: (changes) => expect(changes).toEqual(["src/handlers/EchoToolHandler.ts"]),
        code: 0,
        after: () => expect(io.out()).toMatch(/3 tools: 0 file\(s\) written, 0 removed, 11 unchanged\.\n$/),
      },
      {
        name: "a template",
        edit: () => appendFileSync(path.join(assets.templatesDirectory, "tools-doc.md.hbs"), "Edited template.\n"),
        changes: (changes) => expect(changes).toEqual([path.join(assets.templatesDirectory, "tools-doc.md.hbs")]),
        code: 0,
        after: () => expect(project.read("docs/tools.md")).toContain("Edited template."),
      },
      {
        // Files that are not inputs are ignored: only tools.yaml is reported as the cause.
        name: "a spec edit next to changes that are not inputs",
        edit: () => {
          project.write("src/handlers/notes.txt", "not a handler\n");
          project.write("README.md", "not an input\n");
          project.write("tools.yaml", specText);
        },
        changes: (changes) => expect(changes).toEqual(["tools.yaml"]),
        code: 0,
        after: () => expect(project.read("src/generated/tool-params.ts")).toContain("The text to repeat."),
      },
    ];
    for (const [index, step] of steps.entries()) {
      const before = outputs();
      step.edit();
      await waitFor(`the run after ${step.name}`, () => runs.length === index + 2);
      const run = runs[index + 1]!;
      expect(run.code, `${step.name}\n${io.out()}${io.err()}`).toBe(step.code);
      step.changes(run.changes);
      step.after();
      if (step.code !== 0) expect(outputs(), `${step.name} wrote nothing`).toEqual(before);
    }
    // The generator's own writes never triggered a run: there was exactly one run per edit.
    expect(runs).toHaveLength(steps.length + 1);

    await watcher!.stop();
    await expectWatchHandlesBackTo(baselineHandles);
  }, 90_000);

  it("stops through its AbortSignal, leaving no watcher open; stopping again is harmless", async () => {
    const controller = new AbortController();
    const { runs } = start(controller.signal);
    await waitFor("the first run", () => runs.length === 1, FIRST_RUN_DEADLINE);
    expect(openWatchHandles()).toBeGreaterThan(baselineHandles);
    controller.abort();
    await watcher!.stopped;
    await expectWatchHandlesBackTo(baselineHandles);
    await watcher!.stop();
    expect(runs).toHaveLength(1);
  }, 60_000);

  it("never starts when its signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const { runs } = start(controller.signal);
    await watcher!.stopped;
    expect(runs).toEqual([]);
    await expectWatchHandlesBackTo(baselineHandles);
  });
});

describe("toolspec generate --watch", () => {
  let project: SpecProject;

  beforeEach(() => {
    project = SpecProject.create("toolspec-watch-cli-");
    cpSync(MINI_PROJECT, project.root, { recursive: true });
  });
  afterEach(() => project.dispose());

  it("stops on SIGINT with exit 0", async () => {
    const before = new Set(process.listeners("SIGINT"));
    const baselineHandles = openWatchHandles();
    const io = captureIO(project.root);
    const exit = runCli(["generate", "--watch", "--spec", project.specPath], io);
    await waitFor("the first run", () => /\d+ tools: \d+ file\(s\) written|up to date/.test(io.out()), FIRST_RUN_DEADLINE);
    // Deliver the signal to the watch command's listener only, not to whatever else listens in this worker.
    const added = process.listeners("SIGINT").filter((listener) => !before.has(listener));
    expect(added).toHaveLength(1);
    added[0]!("SIGINT");
    expect(await exit).toBe(0);
    expect(io.err()).toContain("stopped watching");
    expect(process.listeners("SIGINT").filter((listener) => !before.has(listener))).toEqual([]);
    await expectWatchHandlesBackTo(baselineHandles);
  }, 60_000);

  it("refuses --watch with --check as a usage error", async () => {
    const io = captureIO(project.root);
    expect(await runCli(["generate", "--watch", "--check", "--spec", project.specPath], io)).toBe(2);
    expect(io.err()).toContain("toolspec: --watch and --check cannot be combined");
    expect(io.err()).toContain("Run 'toolspec generate --help' for usage.");
  });
});
