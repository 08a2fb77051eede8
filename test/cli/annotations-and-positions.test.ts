// survey-contract validate --format github|junit, positions in pretty-printed and minified
// files, and input that tries to forge an annotation, a line or an XML element.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FULL, MINIMAL, copy } from "../fixtures.js";
import { runCli } from "./run-cli.js";

const dir = mkdtempSync(path.join(tmpdir(), "contract-formats-"));
function file(name: string, content: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
}

const badPage = copy(FULL.CollectorPage) as any;
badPage.data[0].groups[0].createdAt = "2026-13-01T10:00:00Z";
badPage.data[2].status = "open";
const pretty = file("pretty.json", JSON.stringify(badPage, null, 2));
const minified = file("minified.json", JSON.stringify(badPage));
const valid = file("valid.json", JSON.stringify(FULL.CollectorPage));
const HOSTILE_KEY = "x\n::error::forged\u001b[31m</failure>]]>&";
const hostile = file("hostile.json", JSON.stringify({ ...MINIMAL.FromEmail, [HOSTILE_KEY]: 1 }));
const lines = file(
  "records.ndjson",
  [FULL.SurveyResponse, { ...MINIMAL.SurveyResponse, id: "nope" }, FULL.SurveyResponse, { ...MINIMAL.SurveyResponse, status: "DONE" }].map((r) => JSON.stringify(r)).join("\n"),
);

/** Line and column (1-based) of the first occurrence of `needle` in `text`. */
function positionIn(text: string, needle: string): string {
  const offset = text.indexOf(needle);
  const before = text.slice(0, offset).split("\n");
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

describe("positions of problems", () => {
  it("are the line and column of the value each pointer names, in a pretty-printed file", async () => {
    const text = JSON.stringify(badPage, null, 2);
    const result = await runCli("validate", "CollectorPage", pretty);
    expect(result.stdout.split("\n")).toEqual([
      `${pretty}:${positionIn(text, '"2026-13-01T10:00:00Z"')}: /data/0/groups/0/createdAt has month 13, outside 01 to 12 [format]`,
      expect.stringMatching(new RegExp(`^${escapeRegExp(pretty)}:${positionIn(text, '"open"')}: /data/2/status `)),
    ]);
  });

  it("are line 1 and the column in a minified file", async () => {
    const text = JSON.stringify(badPage);
    const result = await runCli("validate", "CollectorPage", minified);
    expect(result.stdout.split("\n")[0]).toMatch(new RegExp(`^${escapeRegExp(minified)}:1:${text.indexOf('"2026-13-01T10:00:00Z"') + 1}: /data/0/groups/0/createdAt `));
  });

  it("place a missing property at the object that lacks it, and --each reads an array of records", async () => {
    const at = file("missing.json", `[\n  1,\n  ${JSON.stringify({ name: "no email" })}\n]`);
    const result = await runCli("validate", "FromEmail", "--each", at);
    const out = result.stdout.split("\n");
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(new RegExp(`^${escapeRegExp(at)}:2:3: /0 must be `));
    expect(out[1]).toMatch(new RegExp(`^${escapeRegExp(at)}:3:3: /1/email `));
    expect(result.stderr).toBe("2 of 2 FromEmail records invalid (tolerant profile) in 1 input");
  });
});

describe("--format github", () => {
  it("prints one workflow command per problem with file, line and column, then a summary line", async () => {
    const result = await runCli("validate", "CollectorPage", "--format", "github", pretty, valid);
    expect(result.code).toBe(1);
    const out = result.stdout.split("\n");
    expect(out).toHaveLength(3);
    const text = JSON.stringify(badPage, null, 2);
    const [line, col] = positionIn(text, '"2026-13-01T10:00:00Z"').split(":");
    expect(out[0]).toBe(
      `::error file=${pretty.replace(/:/g, "%3A")},line=${line},col=${col},title=CollectorPage /data/0/groups/0/createdAt [format]::/data/0/groups/0/createdAt has month 13, outside 01 to 12`,
    );
    expect(out[2]).toBe("survey-contract validate: 1 of 2 CollectorPage records invalid (tolerant profile) in 2 inputs");
  });

  it("escapes what came from the input, so that no key forges a command, a line or an escape sequence", async () => {
    const result = await runCli("validate", "FromEmail", "--strict", "--format", "github", hostile);
    const out = result.stdout.split("\n");
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(
      /^::error file=[^:]*,line=1,col=\d+,title=FromEmail \/x%0A%3A%3Aerror%3A%3Aforged\\u001b\[31m<~1failure>]]>& \[additionalProperties\]::\/x%0A::error::forged\\u001b\[31m/,
    );
    expect(result.stdout).not.toContain("\u001b");
    expect(out.filter((l) => l.startsWith("::"))).toHaveLength(1);
  });

  it("escapes % , and : in properties and %, CR and LF in messages, as GitHub's runner reads them", async () => {
    const weird = file("a,b:c%d.json", "{}");
    const result = await runCli("validate", "FromEmail", "--format", "github", weird);
    expect(result.stdout.split("\n")[0]).toContain(`file=${weird.replace(/%/g, "%25").replace(/:/g, "%3A").replace(/,/g, "%2C")},`);
  });

  it("annotates input errors too", async () => {
    const broken = file("broken.json", '{\n  "email": }');
    const result = await runCli("validate", "FromEmail", "--format", "github", broken);
    expect(result.code).toBe(2);
    expect(result.stdout.split("\n")[0]).toMatch(/^::error file=.*broken\.json,line=2,col=12,title=input error::malformed JSON/);
  });
});

describe("--format junit", () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => name === "testcase" });

  async function junit(...args: string[]) {
    const result = await runCli("validate", ...args, "--format", "junit");
    expect(XMLValidator.validate(result.stdout)).toBe(true);
    return { ...result, xml: parser.parse(result.stdout) };
  }

  it("is a JUnit document with one test case per input file, failing with each problem's position", async () => {
    const { code, xml } = await junit("CollectorPage", pretty, valid);
    expect(code).toBe(1);
    const suite = xml.testsuites.testsuite;
    expect(suite).toMatchObject({ tests: "2", failures: "1", errors: "0" });
    expect(suite.testcase.map((c: any) => c.name)).toEqual([pretty, valid]);
    expect(suite.testcase[0].failure.message).toMatch(/:\d+:\d+: \/data\/0\/groups\/0\/createdAt has month 13, outside 01 to 12/);
    expect(suite.testcase[0].failure["#text"]).toContain("/data/2/status");
    expect(suite.testcase[1].failure).toBeUndefined();
  });

  it("gives an NDJSON input one more test case per record with a problem", async () => {
    const { xml } = await junit("SurveyResponse", lines);
    const cases = xml.testsuites.testsuite.testcase;
    expect(cases.map((c: any) => c.name)).toEqual([`${lines}:2`, `${lines}:4`, lines]);
    expect(cases[0].failure.message).toBe(`${lines}:2:7: /id has 4 characters, where a UUID has 36 (8-4-4-4-12 hex digits) [format]`);
    expect(cases[2].failure).toBeUndefined();
  });

  it("reports an input error as an error of its test case", async () => {
    const { code, xml } = await junit("FromEmail", path.join(dir, "absent.json"));
    expect(code).toBe(2);
    expect(xml.testsuites.testsuite).toMatchObject({ tests: "1", errors: "1" });
    expect(xml.testsuites.testsuite.testcase[0].error.message).toContain("no such file");
  });

  it("stays well-formed XML whatever the input holds: markup, controls, lone surrogates", async () => {
    const nasty = file("nasty-\u0001<&>.json", JSON.stringify({ email: "x", [`${HOSTILE_KEY}\ud800\u0000`]: 1 }));
    const { xml, stdout } = await junit("FromEmail", "--strict", nasty);
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const testCase = xml.testsuites.testsuite.testcase[0];
    expect(testCase.name).toContain("<&>");
    expect(testCase.failure.message).toContain("<~1failure>]]>&"); // "/" is "~1" in a JSON Pointer
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
