// survey-contract diff: --format github|junit|markdown, the version policy (D17) with
// --check-version, and --against a git ref.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { bumpBetween, judgeVersions, neededBump } from "../../src/diff/version-policy.js";
import { runCli } from "./run-cli.js";
import { FROZEN_DOCUMENT, NEWEST_RELEASE } from "../documents.js";

const DOCUMENT = FROZEN_DOCUMENT;
const dir = mkdtempSync(path.join(tmpdir(), "contract-diff-formats-"));

/** The package's document, at `version`, changed by `edit`, pretty-printed to a file. */
function documentFile(name: string, version: string, edit: (document: any) => void = () => {}): string {
  const document = JSON.parse(readFileSync(DOCUMENT, "utf8"));
  document.info.version = version;
  edit(document);
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  return file;
}

const addOptional = (d: any) => (d.components.schemas.FromEmail.properties.replyTo = { type: ["string", "null"] });
const removeEnumValue = (d: any) => d.components.schemas.CollectorType.enum.pop();
const describeAgain = (d: any) => (d.components.schemas.FromEmail.description = "Who sends the e-mail.");

describe("the version policy (D17)", () => {
  it("needs major for a break (minor while the major is 0), minor for an addition, patch for an annotation", () => {
    expect(neededBump(["ENUM_VALUE_REMOVED", "FIELD_ADDED_OPTIONAL"], "1.4.2")).toBe("major");
    expect(neededBump(["ENUM_VALUE_REMOVED"], "0.4.2")).toBe("minor");
    expect(neededBump(["FIELD_ADDED_OPTIONAL", "ANNOTATION_CHANGED"], "1.4.2")).toBe("minor");
    expect(neededBump(["ANNOTATION_CHANGED"], "1.4.2")).toBe("patch");
    expect(neededBump([], "1.4.2")).toBe("none");
  });

  it("reads the bump between two versions, and no bump when the version went down", () => {
    expect(bumpBetween("1.4.2", "2.0.0")).toBe("major");
    expect(bumpBetween("1.4.2", "1.5.0")).toBe("minor");
    expect(bumpBetween("1.4.2", "1.4.3-rc.1")).toBe("patch");
    expect(bumpBetween("1.4.2", "1.4.2")).toBe("none");
    expect(bumpBetween("1.4.2", "1.3.9")).toBeUndefined();
    expect(bumpBetween("1.4.2", "next")).toBeUndefined();
    expect(judgeVersions(["FIELD_ADDED_OPTIONAL"], "1.4.2", "1.4.3")).toMatchObject({ needed: "minor", shown: "patch", ok: false });
    expect(judgeVersions(["FIELD_ADDED_OPTIONAL"], "1.4.2", "2.0.0")).toMatchObject({ needed: "minor", shown: "major", ok: true });
  });
});

describe("diff --check-version", () => {
  it("fails when info.version is bumped less than the changes need, and says what they need", async () => {
    const previous = documentFile("v1", "1.2.0");
    const tooSmall = await runCli("diff", previous, documentFile("v1-patch", "1.2.1", addOptional), "--check-version");
    expect(tooSmall.code).toBe(1);
    expect(tooSmall.stderr.split("\n")).toEqual(["1 change, 0 breaking", "The change needs a minor version bump; 1.2.0 → 1.2.1 is a patch bump (too small)."]);
    const enough = await runCli("diff", previous, documentFile("v1-minor", "1.3.0", addOptional), "--check-version");
    expect(enough.code).toBe(0);
    expect(enough.stderr).toContain("1.2.0 → 1.3.0 is a minor bump.");
    const annotation = await runCli("diff", previous, documentFile("v1-doc", "1.2.1", describeAgain), "--check-version");
    expect(annotation.code).toBe(0);
  });

  it("does not fail on the version without the flag, but still names the bump needed", async () => {
    const result = await runCli("diff", documentFile("v2", "1.2.0"), documentFile("v2-same", "1.2.0", addOptional));
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("needs a minor version bump; the version stays 1.2.0 (too small)");
    const json = JSON.parse((await runCli("diff", documentFile("v2j", "1.2.0"), documentFile("v2j-same", "1.2.0", addOptional), "--format", "json")).stdout);
    expect(json.version).toEqual({ previous: "1.2.0", current: "1.2.0", needed: "minor", shown: "none", ok: false });
  });

  it("passes against the package's newest published version, as CI runs it", async () => {
    expect((await runCli("diff", NEWEST_RELEASE, DOCUMENT, "--check-version")).code).toBe(0);
  });
});

describe("diff --format github", () => {
  it("annotates each change on its line: an error for a break, a notice for a compatible change", async () => {
    const previous = documentFile("g1", "0.3.0");
    const current = documentFile("g1-next", "0.3.1", (d) => {
      addOptional(d);
      removeEnumValue(d);
    });
    const result = await runCli("diff", previous, current, "--format", "github", "--check-version");
    expect(result.code).toBe(1);
    const lines = readFileSync(current, "utf8").split("\n");
    const enumLine = lines.findIndex((line) => line.includes('"CollectorType": {')) + 1;
    const replyLine = lines.findIndex((line) => line.includes('"replyTo": {')) + 1;
    const file = current.replace(/:/g, "%3A");
    expect(result.stdout.split("\n")).toEqual([
      `::error file=${file},line=${enumLine},col=24,title=ENUM_VALUE_REMOVED (breaking for clients and producers)::/components/schemas/CollectorType: value "WIDGET" was removed; it was not deprecated first; for example "WIDGET" is admitted before and refused now; the generated type is now a union of literals without "WIDGET": code that names "WIDGET" stops compiling (\`case "WIDGET":\` is TS2678, a comparison with it TS2367)`,
      `::notice file=${file},line=${replyLine},col=22,title=FIELD_ADDED_OPTIONAL (compatible)::/components/schemas/FromEmail/properties/replyTo: replyTo was added as an optional field`,
      `::error file=${file},title=version too small::The changes need a minor version bump; 0.3.0 → 0.3.1 is a patch bump (too small).`,
      "survey-contract diff: 2 changes, 1 breaking. The changes need a minor version bump; 0.3.0 → 0.3.1 is a patch bump (too small).",
    ]);
  });

  it("places what was removed in the previous document", async () => {
    const previous = documentFile("g2", "1.0.0");
    const current = documentFile("g2-next", "2.0.0", (d) => delete d.components.schemas.FromEmail.properties.name);
    const result = await runCli("diff", previous, current, "--format", "github");
    const lines = readFileSync(previous, "utf8").split("\n");
    const fromEmail = lines.findIndex((l) => l.includes('"FromEmail": {'));
    const line = lines.findIndex((l, i) => i > fromEmail && l.includes('"name": {')) + 1;
    expect(result.stdout.split("\n")[0]).toMatch(new RegExp(`^::error file=${previous.replace(/[/.]/g, "\\$&")},line=${line},col=\\d+,title=FIELD_REMOVED`));
  });
});

describe("diff --format junit", () => {
  it("is a JUnit document with a test case per change, failing for a break that was not allowed", async () => {
    const previous = documentFile("j1", "1.0.0");
    const current = documentFile("j1-next", "1.1.0", (d) => {
      addOptional(d);
      removeEnumValue(d);
    });
    const result = await runCli("diff", previous, current, "--format", "junit", "--check-version");
    expect(XMLValidator.validate(result.stdout)).toBe(true);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => name === "testcase" }).parse(result.stdout);
    const suite = xml.testsuites.testsuite;
    expect(suite).toMatchObject({ tests: "3", failures: "2" });
    expect(suite.testcase.map((c: any) => [c.name, c.failure !== undefined])).toEqual([
      ["ENUM_VALUE_REMOVED /components/schemas/CollectorType", true],
      ["FIELD_ADDED_OPTIONAL /components/schemas/FromEmail/properties/replyTo", false],
      ["info.version", true],
    ]);
  });
});

describe("diff --format markdown", () => {
  it("is a table of changes by side and rule, headed by the version bump they need", async () => {
    const previous = documentFile("m1", "1.0.0");
    const current = documentFile("m1-next", "2.0.0", (d) => {
      addOptional(d);
      removeEnumValue(d);
      d.components.schemas.FromEmail.description = "Pipes | and `ticks` <b>";
    });
    const result = await runCli("diff", previous, current, "--format", "markdown");
    expect(result.stdout.split("\n")).toEqual([
      "## Contract changes: 1.0.0 → 2.0.0",
      "",
      "**Major version bump needed**. The changes need a major version bump; 1.0.0 → 2.0.0 is a major bump. 3 changes, 1 breaking.",
      "",
      "| side | rule | where | change |",
      "| --- | --- | --- | --- |",
      '| breaking for clients and producers | `ENUM_VALUE_REMOVED` | `/components/schemas/CollectorType` | value "WIDGET" was removed; it was not deprecated first; for example "WIDGET" is admitted before and refused now; the generated type is now a union of literals without "WIDGET": code that names "WIDGET" stops compiling (\\`case "WIDGET":\\` is TS2678, a comparison with it TS2367) |',
      "| compatible | `ANNOTATION_CHANGED` | `/components/schemas/FromEmail` | description changed |",
      "| compatible | `FIELD_ADDED_OPTIONAL` | `/components/schemas/FromEmail/properties/replyTo` | replyTo was added as an optional field |",
    ]);
  });
});

describe("diff --against", () => {
  it("reads the previous document from a git ref, so a pull request needs no copied baseline", async () => {
    const repo = mkdtempSync(path.join(tmpdir(), "contract-against-"));
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], { cwd: repo, stdio: "pipe" });
    git("init", "-q", "-b", "main");
    const file = path.join(repo, "openapi.json");
    writeFileSync(file, readFileSync(documentFile("a1", "1.0.0"), "utf8"));
    git("add", "openapi.json");
    git("commit", "-q", "-m", "contract 1.0.0");
    writeFileSync(file, readFileSync(documentFile("a1-next", "1.0.0", removeEnumValue), "utf8"));
    const result = await runCli("diff", "--against", "main", file, "--check-version");
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/ENUM_VALUE_REMOVED \/components\/schemas\/CollectorType/);
    expect(result.stderr).toContain("needs a major version bump; the version stays 1.0.0 (too small)");
    const missing = await runCli("diff", "--against", "no-such-ref", file);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no-such-ref:.*openapi\.json: cannot be read from git: no-such-ref is not a commit of this clone: fetch it/);
    // A removed field is placed where it was, in the checkout's file, where GitHub can show it (was: file=main%3A…).
    writeFileSync(
      file,
      readFileSync(
        documentFile("a1-gone", "1.0.0", (d) => delete d.components.schemas.Collector.properties.closeDate),
        "utf8",
      ),
    );
    const github = await runCli("diff", "--against", "main", file, "--format", "github");
    const removed = github.stdout.split("\n").filter((line) => line.includes("/properties/closeDate"));
    expect(removed).toEqual([expect.stringMatching(/^::error file=[^,]*,line=\d+,col=\d+,title=FIELD_REMOVED/)]);
    expect(removed[0]).toContain(`file=${file.replaceAll(":", "%3A")},`);
    expect(github.stdout).not.toContain("main%3A");
  });
});

describe("diff output from hostile documents", () => {
  it("keeps a record name with line breaks, workflow commands and escapes to its own line in every format", async () => {
    const name = "Evil\n::error::forged\u001b[2J|`<x>`";
    const previous = documentFile("h1", "1.0.0");
    const current = documentFile("h1-next", "2.0.0", (d) => (d.components.schemas[name] = { type: "string" }));
    const github = await runCli("diff", previous, current, "--format", "github");
    expect(github.stdout.split("\n")).toHaveLength(2);
    expect(github.stdout).not.toContain("\u001b");
    expect(github.stdout.split("\n")[0]).toMatch(/^::notice file=.*,title=RECORD_ADDED \(compatible\)::\/components\/schemas\/Evil%0A::error::forged\\u001b\[2J/);
    const markdown = await runCli("diff", previous, current, "--format", "markdown");
    const row = markdown.stdout.split("\n").at(-1)!;
    expect(row.startsWith("| compatible | `RECORD_ADDED` |")).toBe(true);
    expect(row.split(/(?<!\\)\|/)).toHaveLength(6);
    const junit = await runCli("diff", previous, current, "--format", "junit");
    expect(XMLValidator.validate(junit.stdout)).toBe(true);
  });
});
