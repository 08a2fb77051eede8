// D24: no text from the input commands a CI runner. Every line printed, in every format of
// validate, diff and probe, is read as the GitHub Actions runner reads a log line (both of its
// command forms, every registered name, and any name a stop-commands token could register):
// the only commands found are the annotations the github format issues itself, and those place
// the real file name.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { githubCommand } from "../../src/cli/reporters/validate-github.js";
import { escapeLine } from "../../src/text/escape-line.js";
import { makeCollector } from "../../src/testing/index.js";
import { collectorPage, serve } from "../probe/serve.js";
import { REGISTERED_COMMANDS, logLines, runnerCommandOf } from "./runner-commands.js";
import { runCli } from "./run-cli.js";
import { VALIDATE_FORMATS } from "../../src/cli/reporters/validate-formats.js";
import { DIFF_FORMATS } from "../../src/cli/reporters/diff-formats.js";
import { cases } from "../depth.js";
import { FROZEN_DOCUMENT } from "../documents.js";

const BIN = path.resolve(import.meta.dirname, "../../dist/src/cli/bin.js");
const DOCUMENT = FROZEN_DOCUMENT;
const dir = mkdtempSync(path.join(tmpdir(), "contract-runner-commands-"));

/** Pieces an attacker puts together: both command forms, every name, white space the runner trims. */
const PIECES = ["::", "##[", "]", " ", "\u3000", "\u00a0", "=", ",", ";", "%", "\n", "\r", "\t", "x", "name=verdict", ...REGISTERED_COMMANDS];
const hostileText = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((pieces) => pieces.join(""));

/** The built executable, run in `cwd` so that relative names start the lines they are printed on. */
function bin(args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (data) => (stdout += data));
    child.stderr.on("data", (data) => (stderr += data));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every line of a run's output read as the runner reads it: the commands found. */
function commandsIn(text: string) {
  return logLines(text)
    .map((line) => ({ line, command: runnerCommandOf(line, { anyName: true }) }))
    .filter((found) => found.command !== undefined);
}

function expectNoCommand(text: string): void {
  expect(commandsIn(text).map((found) => found.line)).toEqual([]);
}

/** The github format: every command is an annotation of ours, at a real file's name. */
function expectOnlyAnnotations(text: string, files: string[]): void {
  for (const { line, command } of commandsIn(text)) {
    expect(command!.form, line).toBe("v2");
    expect(["error", "warning", "notice"], line).toContain(command!.command);
    if (command!.properties.file !== undefined) expect(files, line).toContain(command!.properties.file);
  }
}

describe("escapeLine, the one rule between input and output", () => {
  it("leaves no command of either form, for any name, in any line made of hostile pieces", () => {
    fc.assert(
      fc.property(hostileText, hostileText, (before, after) => {
        expect(runnerCommandOf(escapeLine(`${before}${after}`), { anyName: true })).toBeUndefined();
      }),
      { numRuns: cases(2_000) },
    );
  });

  it("keeps a JSON text the same JSON", () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, fc.string({ unit: "binary" })), (text) => {
        expect(JSON.parse(escapeLine(JSON.stringify({ [text]: text })))).toEqual({ [text]: text });
      }),
      { numRuns: cases(2_000) },
    );
  });

  it("lets the package's own workflow command through as the command it is, its file read back as given", () => {
    fc.assert(
      fc.property(hostileText, hostileText, (file, message) => {
        // Read back as given: a name the runner can hold (not empty, no ##[, no control character D16 writes as text).
        fc.pre(file.trim() !== "" && !file.includes("##[") && !/[\n\r\t]/.test(file));
        const line = escapeLine(githubCommand("error", { file, line: 3, title: message }, message), { workflowCommand: true });
        const command = runnerCommandOf(line);
        expect(command).toMatchObject({ form: "v2", command: "error", properties: { file, line: "3" } });
      }),
      { numRuns: cases(2_000) },
    );
  });

  it.each([
    ["::error title=forged::all records valid", "\\u003a:error title=forged::all records valid"],
    [" \u3000::add-mask::x", " \u3000\\u003a:add-mask::x"],
    ["a ##[set-output name=verdict]ok", "a ##\\u005bset-output name=verdict]ok"],
    ["###[stop-commands]t", "###\\u005bstop-commands]t"],
    ["a :: in the middle", "a :: in the middle"],
  ])("escapes %j as %j", (line, escaped) => {
    expect(escapeLine(line)).toBe(escaped);
  });
});

describe("validate: keys and file names that forge runner commands", () => {
  const inputs = path.join(dir, "validate");
  mkdirSync(inputs);
  const forgedName = "::error title=forged::all records valid.json";
  const hostileKeys = { "##[add-mask]secret": 1, "##[set-output name=verdict]ok": 2, "##[stop-commands]token": 3, " ::warning::key": 4 };
  writeFileSync(path.join(inputs, forgedName), JSON.stringify({ ...makeCollector({}, { seed: 1 }), ...hostileKeys }));
  writeFileSync(path.join(inputs, "##[add-mask]x.ndjson"), `${JSON.stringify({ ...makeCollector({}, { seed: 2 }), ...hostileKeys })}\nnot json ##[debug]x\n`);

  it.each(Object.keys(VALIDATE_FORMATS))("prints no command in --format %s (file names found by a glob, keys reported under --strict)", async (format) => {
    const result = await bin(["validate", "Collector", "--strict", "--format", format, "*.json", "*.ndjson"], inputs);
    expect(result.code).toBe(2);
    expect(result.stdout + result.stderr).toContain("add-mask");
    if (format === "github") expectOnlyAnnotations(result.stdout + result.stderr, [forgedName, "##\\u005badd-mask]x.ndjson"]);
    else expectNoCommand(result.stdout + result.stderr);
    if (format === "json") expect(JSON.parse(result.stdout).problems.map((p: { file: string }) => p.file)).toContain(forgedName);
    if (format === "github") expect(result.stdout).toContain(`file=${forgedName.replace(/:/g, "%3A")}`);
  });
});

describe("diff: field names and info.version that forge runner commands", () => {
  const previous = JSON.parse(readFileSync(DOCUMENT, "utf8"));
  const current = structuredClone(previous);
  current.info.version = "##[add-mask]9.9.9";
  current.components.schemas.FromEmail.properties["##[stop-commands]token"] = { type: "string" };
  current.components.schemas.FromEmail.properties["::error title=forged::ok"] = { type: "string" };
  current.components.schemas.FromEmail.properties["##[set-output name=verdict]ok"] = { type: "string" };
  current.components.schemas.FromEmail.required = [...(current.components.schemas.FromEmail.required ?? []), "##[set-output name=verdict]ok"];
  const files = { previous: path.join(dir, "previous.json"), current: path.join(dir, "::notice::current.json") };
  writeFileSync(files.previous, JSON.stringify(previous));
  writeFileSync(files.current, JSON.stringify(current, null, 2));

  it.each(Object.keys(DIFF_FORMATS))("prints no command in --format %s", async (format) => {
    const result = await runCli("diff", files.previous, files.current, "--check-version", "--format", format);
    expect(result.stdout + result.stderr).toContain("stop-commands");
    if (format === "github") expectOnlyAnnotations(result.stdout + result.stderr, [files.current]);
    else expectNoCommand(result.stdout + result.stderr);
    if (format === "json") expect(JSON.stringify(JSON.parse(result.stdout))).toContain("##[stop-commands]token");
  });
});

describe("probe: what a service sends that forges runner commands", () => {
  it.each(Object.keys(VALIDATE_FORMATS))("prints no command in --format %s (an unknown key, a repeated id)", async (format) => {
    const repeated = "##[set-output name=verdict]ok";
    const { origin } = await serve((_request, response) => {
      const page = JSON.parse(collectorPage(1, 2, 2, [repeated, repeated]));
      page.data[0]["##[stop-commands]token"] = 1;
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(page));
    });
    const result = await runCli("probe", `${origin}/c?page={page}`, "--list", "CollectorPage", "--first-page", "1", "--strict", "--format", format);
    expect(result.stdout + result.stderr).toContain("stop-commands");
    if (format === "github") expectOnlyAnnotations(result.stdout + result.stderr, [`${origin}/c?page=1`]);
    else expectNoCommand(result.stdout + result.stderr);
  });
});
