// What validate prints in each format, whole, for the runs a CI step meets: all valid, invalid
// records (at the root, nested, in NDJSON lines), inputs that cannot be read, and more problems
// than a report keeps. The snapshots are reviewed output: a format is a contract with the tools
// that read it.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FULL, MINIMAL } from "../fixtures.js";
import { runSummary, type RunSummary, type WalkSummary } from "../../src/cli/reporters/validate-reporter.js";
import { runCli } from "./run-cli.js";
import { VALIDATE_FORMATS } from "../../src/cli/reporters/validate-formats.js";
import { DIFF_FORMATS } from "../../src/cli/reporters/diff-formats.js";
import { FROZEN_DOCUMENT } from "../documents.js";

const dir = mkdtempSync(path.join(tmpdir(), "contract-reports-"));
function file(name: string, content: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
}
const ndjson = (records: unknown[]) => records.map((record) => JSON.stringify(record)).join("\n");

const valid = [file("one.json", JSON.stringify(FULL.SurveyResponse, null, 2)), file("two.json", JSON.stringify(MINIMAL.SurveyResponse))];
const invalid = [
  file("root.json", JSON.stringify("a string")),
  file("nested.json", JSON.stringify({ ...FULL.SurveyResponse, id: "", status: "DONE" }, null, 2)),
  file("lines.ndjson", ndjson([FULL.SurveyResponse, { ...MINIMAL.SurveyResponse, id: "nope" }, MINIMAL.SurveyResponse, { ...MINIMAL.SurveyResponse, status: "DONE" }])),
];
const unreadable = [path.join(dir, "missing.json"), file("empty.json", "")];
const FORMATS = Object.keys(VALIDATE_FORMATS);
const RUNS: [string, string[]][] = [
  ["all valid", valid],
  ["invalid records", [...valid.slice(0, 1), ...invalid]],
  ["one input error", unreadable.slice(0, 1)],
  ["two input errors beside a valid input", [...unreadable, valid[0]!]],
];

async function report(format: string, inputs: string[]) {
  const { code, stdout, stderr } = await runCli("validate", "SurveyResponse", "--format", format, ...inputs);
  const local = (text: string) => text.split(dir).join("<dir>");
  return { code, stdout: local(stdout), stderr: local(stderr) };
}

describe.each(FORMATS)("validate --format %s", (format) => {
  it.each(RUNS)("%s", async (_, inputs) => {
    expect(await report(format, inputs)).toMatchSnapshot();
  });
});

describe("more problems than a report keeps (1 000)", () => {
  const many = file("many.ndjson", ndjson(Array.from({ length: 1003 }, (_, i) => ({ ...MINIMAL.SurveyResponse, id: `bad ${i}` }))));

  it("json lists the first 1 000 and counts the rest", async () => {
    const { code, stdout } = await runCli("validate", "SurveyResponse", "--format", "json", many);
    const run = JSON.parse(stdout);
    expect(code).toBe(1);
    expect([run.valid, run.records, run.invalidRecords, run.problems.length, run.problemsOmitted]).toEqual([false, 1003, 1003, 1000, 3]);
    expect(run.problems.at(-1)).toMatchObject({ line: 1000, path: "/id" });
  });

  it("junit keeps a case per record for the first 1 000 problems and one case for the rest", async () => {
    const { stdout } = await runCli("validate", "SurveyResponse", "--format", "junit", many);
    expect(stdout.match(/<testcase /g)).toHaveLength(1002);
    expect(stdout).toContain(`name="${many}:1000"`);
    expect(stdout).not.toContain(`name="${many}:1001"`);
    expect(stdout).toMatch(
      /<testcase classname="SurveyResponse" name="3 more records with problems"[^>]*><failure message="not listed: the report keeps the first problems only">/,
    );
  });

  it("junit keeps the first 1 000 problems of one file's records", async () => {
    const array = file("many.json", JSON.stringify(Array.from({ length: 1003 }, (_, i) => ({ ...MINIMAL.SurveyResponse, id: `bad ${i}` }))));
    const { stdout } = await runCli("validate", "SurveyResponse", "--each", "--format", "junit", array);
    expect(stdout.match(/<testcase /g)).toHaveLength(1);
    // 1 000 lines of details, the first of them also the failure's message.
    expect(stdout.match(/\/id has \d+ characters, where a UUID has 36/g)).toHaveLength(1001);
  });

  it("json keeps the first 1 000 input errors", async () => {
    const missing = Array.from({ length: 1002 }, (_, i) => path.join(dir, `missing-${i}.json`));
    const { stdout } = await runCli("validate", "SurveyResponse", "--format", "json", ...missing);
    const run = JSON.parse(stdout);
    expect([run.valid, run.inputErrors.length]).toEqual([false, 1000]);
  });
});

describe("diff in each format", () => {
  const base = JSON.parse(readFileSync(FROZEN_DOCUMENT, "utf8"));
  const edited = (name: string, version: string, edit: (schemas: any) => void) => {
    const document = structuredClone(base);
    document.info.version = version;
    edit(document.components.schemas);
    return file(name, JSON.stringify(document, null, 2));
  };
  const previous = edited("previous.json", "1.4.2", () => {});
  const described = edited("described.json", "1.4.2", (schemas) => {
    schemas.FromEmail.properties.name.description = "Who the mail is from";
  });
  const broken = edited("broken.json", "2.0.0", (schemas) => {
    delete schemas.FromEmail.properties.name;
    schemas.FromEmail.properties.replyTo = { type: "string" };
  });
  const lowered = edited("lowered.json", "1.3.0", (schemas) => {
    schemas.FromEmail.properties.replyTo = { type: "string" };
  });
  const allowFile = file("allow.json", JSON.stringify({ allow: [{ rule: "FIELD_REMOVED", reason: "name moved to `sender` | see #12" }] }));
  const DIFFS: [string, string[]][] = [
    ["nothing changed", [previous, previous, "--check-version"]],
    ["an annotation, the version not bumped", [previous, described, "--check-version"]],
    ["a break and an addition, a major bump", [previous, broken, "--check-version"]],
    ["a break allowed with its reason", [previous, broken, "--allow-file", allowFile]],
    ["a break allowed on the command line", [previous, broken, "--allow", "/components/schemas/FromEmail"]],
    ["an addition and a lower version", [previous, lowered, "--check-version"]],
  ];

  // One reviewed file a format, each diff's output in it, so that no snapshot grows past a page.
  it.each(Object.keys(DIFF_FORMATS))("--format %s", async (format) => {
    const outputs: string[] = [];
    for (const [name, args] of DIFFS) {
      const { code, stdout, stderr } = await runCli("diff", ...args, "--format", format);
      const local = (text: string) => text.split(dir).join("<dir>");
      outputs.push(`== ${name}: exit ${code}\n-- stdout\n${local(stdout)}\n-- stderr\n${local(stderr)}\n`);
    }
    await expect(outputs.join("\n")).toMatchFileSnapshot(`__snapshots__/diff-reports/${format}.txt`);
  });
});

describe("probe's closing line", () => {
  const run = (walk: Partial<WalkSummary>, more: Partial<RunSummary> = {}): RunSummary => ({
    command: "probe",
    record: "CollectorPage",
    profile: "strict",
    inputs: 3,
    records: 3,
    invalidRecords: 0,
    inputErrors: 0,
    walk: { url: "http://127.0.0.1/c?page=1", pages: 3, records: 60, seconds: 0.5, idsNotKept: 0, ...walk },
    ...more,
  });

  it.each<[string, RunSummary, string]>([
    ["no page read", run({ pages: 0, records: 0 }, { inputErrors: 1 }), "no CollectorPage page read"],
    ["one page, no time measured", run({ pages: 1, records: 20, seconds: 0 }), "1 CollectorPage page walked, all valid (strict profile): 20 records"],
    [
      "pages with latency",
      run({ latency: { median: 2.345, p95: 9.96, max: 31.5 } }),
      "3 CollectorPage pages walked, all valid (strict profile): 60 records, 120 records/s; page latency median 2.3 ms, p95 10.0 ms, max 32 ms",
    ],
    ["problems", run({}, { invalidRecords: 2 }), "2 of 3 CollectorPage pages with problems (strict profile): 60 records, 120 records/s"],
    [
      "ids not kept and pages not read",
      run({ idsNotKept: 7 }, { inputErrors: 2 }),
      "3 CollectorPage pages walked, all valid (strict profile): 60 records, 120 records/s; ids of the last 7 records not kept for the repeat check (memory bound); 2 pages not read",
    ],
    ["one page not read", run({}, { inputErrors: 1 }), "3 CollectorPage pages walked, all valid (strict profile): 60 records, 120 records/s; 1 page not read"],
  ])("%s", (_, summary, line) => {
    expect(runSummary(summary)).toBe(line);
  });
});
