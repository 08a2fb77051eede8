// What `validate` reads: directories walked, quoted globs expanded by the command itself,
// symbolic-link loops, byte-order marks; and --version and unknown options.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FULL } from "../fixtures.js";
import { expandGlob as expandGlobPaths, segmentMatcher } from "../../src/cli/glob.js";
import { runCli } from "./run-cli.js";

const root = mkdtempSync(path.join(tmpdir(), "contract-inputs-"));
function file(name: string, content: string): string {
  const at = path.join(root, name);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, content);
  return at;
}

const good = JSON.stringify(FULL.FromEmail);
const expandGlob = (pattern: string) => expandGlobPaths(pattern).map((found) => found.name);
file("tree/b.json", good);
file("tree/a.json", good);
file("tree/notes.txt", "not a record");
file("tree/sub/c.ndjson", `${good}\n${good}\n`);
file("tree/sub/deeper/d.jsonl", `${JSON.stringify({ email: 1 })}\n`);
file("tree/.hidden/e.json", good);
symlinkSync(path.join(root, "tree"), path.join(root, "tree/sub/loop"));
mkdirSync(path.join(root, "empty"));

describe("directories", () => {
  it("are walked for .json, .ndjson and .jsonl files, sorted, hidden ones left out, each directory once however links loop", async () => {
    const result = await runCli("validate", "FromEmail", path.join(root, "tree"));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`${path.join(root, "tree/sub/deeper/d.jsonl")}:1:10: /email must be a string [type]`);
    expect(result.stderr).toBe("1 of 5 FromEmail records invalid (tolerant profile) in 4 inputs");
  });

  it("with no record file are an input error", async () => {
    const result = await runCli("validate", "FromEmail", path.join(root, "empty"));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("empty: is a directory with no .json, .ndjson or .jsonl file");
  });
});

describe("glob patterns", () => {
  it("are expanded by the command, the same on every shell, sorted", () => {
    const tree = path.join(root, "tree");
    expect(expandGlob(`${tree}/*.json`)).toEqual([`${tree}/a.json`, `${tree}/b.json`]);
    expect(expandGlob(`${tree}/**/*.{json,jsonl}`)).toEqual([]);
    expect(expandGlob(`${tree}/**/*.json*`)).toEqual([`${tree}/a.json`, `${tree}/b.json`, `${tree}/sub/deeper/d.jsonl`]);
    expect(expandGlob(`${tree}/[ab].json`)).toEqual([`${tree}/a.json`, `${tree}/b.json`]);
    expect(expandGlob(`${tree}/[!a].json`)).toEqual([`${tree}/b.json`]);
    expect(expandGlob(`${tree}/?.json`)).toEqual([`${tree}/a.json`, `${tree}/b.json`]);
  });

  it("do not let * match a leading dot, nor a regular expression character mean anything", () => {
    expect(segmentMatcher("*.json").test(".e.json")).toBe(false);
    expect(segmentMatcher(".*.json").test(".e.json")).toBe(true);
    expect(segmentMatcher("a+(b).json").test("a+(b).json")).toBe(true);
    expect(segmentMatcher("a+(b).json").test("aab.json")).toBe(false);
  });

  it("are validated like the files they name; one that matches nothing is an input error", async () => {
    const result = await runCli("validate", "FromEmail", path.join(root, "tree/*.json"));
    expect(result).toMatchObject({ code: 0, stderr: "all 2 FromEmail records valid (tolerant profile) in 2 inputs" });
    const none = await runCli("validate", "FromEmail", path.join(root, "tree/*.yaml"));
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("*.yaml: matches no file");
  });
});

describe("a byte-order mark", () => {
  it("is accepted at the start of a JSON file and of an NDJSON file", async () => {
    const json = file("bom.json", `\ufeff${good}`);
    const lines = file("bom.ndjson", `\ufeff${good}\n${good}\n`);
    const result = await runCli("validate", "FromEmail", json, lines);
    expect(result).toMatchObject({ code: 0, stderr: "all 3 FromEmail records valid (tolerant profile) in 2 inputs" });
  });
});

describe("the command line", () => {
  it("prints the package's name and version with --version", async () => {
    const { version } = (await import("../../package.json", { with: { type: "json" } })).default;
    for (const flag of ["--version", "-v", "version"]) expect(await runCli(flag)).toEqual({ code: 0, stdout: `@survey-collection/contract ${version}`, stderr: "" });
  });

  it("refuses an unknown option with a clean message and a hint", async () => {
    const result = await runCli("validate", "FromEmail", "--colour", "x.json");
    expect(result.code).toBe(2);
    expect(result.stderr.split("\n")).toEqual([expect.stringMatching(/^survey-contract: Unknown option '--colour'/), "See survey-contract validate --help."]);
  });

  it("refuses --each with --ndjson, and says why --each needs an array", async () => {
    expect((await runCli("validate", "FromEmail", "--each", "--ndjson", "x.json")).stderr).toContain("give one of them");
    const notArray = file("object.json", good);
    const result = await runCli("validate", "FromEmail", "--each", notArray);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("object.json:1:1: is not a JSON array: --each reads a top-level array of records");
  });
});
