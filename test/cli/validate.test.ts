// survey-contract validate: files, NDJSON, standard input, both output formats, exit codes.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FULL, MINIMAL, copy } from "../fixtures.js";
import { runCli } from "./run-cli.js";
import { RECORD_NAMES } from "../../generated/record-names.js";
import { VALIDATE_FORMATS } from "../../src/cli/reporters/validate-formats.js";

const dir = mkdtempSync(path.join(tmpdir(), "contract-cli-"));
function file(name: string, content: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
}

const validPage = file("page.json", JSON.stringify(FULL.CollectorPage, null, 2));
const badPage = copy(FULL.CollectorPage) as any;
badPage.data[2].groups[1].createdAt = "2026-02-30T10:00:00Z";
const invalidPage = file("bad-page.json", JSON.stringify(badPage));
const responses = file(
  "responses.ndjson",
  `${[FULL.SurveyResponse, { ...MINIMAL.SurveyResponse, extra: 1 }, { ...MINIMAL.SurveyResponse, id: "nope" }].map((r) => JSON.stringify(r)).join("\n")}\n`,
);

describe("survey-contract validate", () => {
  it("exits 0 and says so when every record is valid", async () => {
    const result = await runCli("validate", "CollectorPage", validPage);
    expect(result).toMatchObject({ code: 0, stdout: "" });
    expect(result.stderr).toBe("1 CollectorPage record valid (tolerant profile) in 1 input");
  });

  it("exits 1 and names the file and JSON Pointer of each problem", async () => {
    const result = await runCli("validate", "CollectorPage", validPage, invalidPage);
    expect(result.code).toBe(1);
    const column = readFileSync(invalidPage, "utf8").indexOf('"2026-02-30T10:00:00Z"') + 1;
    expect(result.stdout).toBe(`${invalidPage}:1:${column}: /data/2/groups/1/createdAt is not a day of the calendar: 2026-02 has 28 days [format]`);
    expect(result.stderr).toBe("1 of 2 CollectorPage records invalid (tolerant profile) in 2 inputs");
  });

  it("reads NDJSON line by line, naming the line, in the strict profile on request", async () => {
    const tolerant = await runCli("validate", "SurveyResponse", responses);
    expect(tolerant.code).toBe(1);
    expect(tolerant.stdout).toBe(`${responses}:3:7: /id has 4 characters, where a UUID has 36 (8-4-4-4-12 hex digits) [format]`);
    const strict = await runCli("validate", "SurveyResponse", "--strict", responses);
    expect(strict.stdout.split("\n")).toEqual([
      `${responses}:2:${JSON.stringify(MINIMAL.SurveyResponse).length + 9}: /extra is not a property of this record: the strict profile admits only the properties the contract names [additionalProperties]`,
      `${responses}:3:7: /id has 4 characters, where a UUID has 36 (8-4-4-4-12 hex digits) [format]`,
    ]);
    expect(strict.stderr).toBe("2 of 3 SurveyResponse records invalid (strict profile) in 1 input");
  });

  it("treats any file as NDJSON with --ndjson, skipping blank lines and CRLF endings", async () => {
    const text = file("lines.txt", `${JSON.stringify(FULL.FromEmail)}\r\n\r\n${JSON.stringify({ email: 3 })}\r\n`);
    const result = await runCli("validate", "FromEmail", "--ndjson", text);
    expect(result.stdout).toBe(`${text}:3:10: /email must be a string [type]`);
  });

  it("gives a machine-readable report with --format json", async () => {
    const result = await runCli("validate", "SurveyResponse", "--format", "json", responses);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      record: "SurveyResponse",
      profile: "tolerant",
      valid: false,
      records: 3,
      invalidRecords: 1,
      problems: [{ file: responses, line: 3, column: 7, path: "/id", keyword: "format", message: "has 4 characters, where a UUID has 36 (8-4-4-4-12 hex digits)" }],
      problemsOmitted: 0,
      inputErrors: [],
    });
  });

  it("exits 2 for malformed JSON, with its line and column and what to do", async () => {
    const broken = file("broken.json", '{\n  "email": "a",\n  oops\n}');
    const result = await runCli("validate", "FromEmail", broken);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:3:3: malformed JSON; fix it there, or pass --ndjson if the file holds one record per line\n`),
    );
    const lines = file("broken.ndjson", `${JSON.stringify(FULL.FromEmail)}\n{"email": "a",}\n`);
    const fromLines = await runCli("validate", "FromEmail", lines);
    expect(fromLines.code).toBe(2);
    expect(fromLines.stderr).toContain(`${lines}:2:15: malformed JSON`);
  });

  it("exits 2 for a missing file and still checks the others", async () => {
    const result = await runCli("validate", "CollectorPage", path.join(dir, "missing.json"), invalidPage);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("missing.json: no such file; check the path");
    expect(result.stdout).toContain("/data/2/groups/1/createdAt");
  });

  it.each([
    [["validate", "NoSuchRecord", "x.json"], `unknown record "NoSuchRecord": use one of ${RECORD_NAMES.join(", ")}`],
    [["validate"], "name the record to check"],
    [["validate", "Collector"], "no input: name the files or directories to check, or - for standard input"],
    [["validate", "Collector", "--format", "xml", "x.json"], `--format xml: use ${Object.keys(VALIDATE_FORMATS).join(", ")}`],
    [["validate", "Collector", "--colour", "x.json"], "--colour"],
    [["frobnicate"], 'unknown command "frobnicate"'],
  ])("exits 2 with a hint for %j", async (args, message) => {
    const result = await runCli(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toMatch(/See survey-contract( validate)? --help\.$/);
  });

  it("accepts the record name in any case", async () => {
    expect((await runCli("validate", "collectorpage", validPage)).code).toBe(0);
  });

  it("explains itself with --help, and so does every command", async () => {
    expect((await runCli("--help")).stdout).toContain("validate <Record> [files...]");
    expect((await runCli("validate", "--help")).stdout).toContain("--format FORMAT");
    expect((await runCli("validate", "--help")).stdout).toContain("--strict");
    expect((await runCli("diff", "--help")).stdout).toContain("--allow <rule|pointer>");
    expect((await runCli()).code).toBe(2);
  });
});
