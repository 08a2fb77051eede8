// The formats' reporters driven directly, without reading a file: what each keeps of a long run
// and what it counts instead (D25), and the words of the rarer cases: a single record, a short
// latency, a witness too long for a line, a pointer that would break a Markdown table.
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { escapingOutput } from "../../src/cli/output.js";
import { diffMarkdownReporter } from "../../src/cli/reporters/diff-markdown.js";
import { GITHUB_MESSAGE_ROOM, messageWithWitness, versionSentence, type DiffReport, type ReportedChange } from "../../src/cli/reporters/diff-reporter.js";
import { diffTextReporter } from "../../src/cli/reporters/diff-text.js";
import { DIFF_FORMAT_OPTION } from "../../src/cli/reporters/diff-formats.js";
import { githubCommand } from "../../src/cli/reporters/validate-github.js";
import { jsonReporter } from "../../src/cli/reporters/validate-json.js";
import { junitReporter } from "../../src/cli/reporters/validate-junit.js";
import { MAX_CASES_KEPT, MAX_PROBLEMS_KEPT, runSummary, type RunSummary, type ValidateProblem } from "../../src/cli/reporters/validate-reporter.js";

/** An Output whose lines are kept, as the CLI would print them. */
function captured() {
  const lines = { stdout: [] as string[], stderr: [] as string[] };
  const out = escapingOutput({ stdout: (line) => lines.stdout.push(line), stderr: (line) => lines.stderr.push(line) });
  return { out, lines };
}

const run: RunSummary = { command: "validate", record: "FromEmail", profile: "tolerant", inputs: 1, records: 1, invalidRecords: 1, inputErrors: 0 };

const problem = (file: string, line?: number): ValidateProblem => ({ file, line, column: 3, path: "/email", keyword: "type", message: "must be a string" });

const validInput = (file: string) => ({ file, ndjson: false, records: 1, invalidRecords: 0, inputErrors: 0 });

interface JunitTestCase {
  "@_name": string;
  failure?: { "@_message": string; "#text"?: string };
  error?: { "@_message": string; "#text"?: string };
}

function junitCases(stdout: string[]): JunitTestCase[] {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "testcase", processEntities: true, htmlEntities: true });
  return parser.parse(stdout.join("\n")).testsuites.testsuite.testcase;
}

describe("--format junit keeps the first cases and problems, and counts the rest in one closing case", () => {
  it("past MAX_CASES_KEPT cases, a record with problems and its input are counted, not listed", () => {
    const { out, lines } = captured();
    const reporter = junitReporter(out, "FromEmail");
    for (let i = 0; i < MAX_CASES_KEPT; i++) reporter.inputDone(validInput(`r${i}.json`));
    reporter.invalidRecord([problem("late.ndjson", 1)], { file: "late.ndjson", line: 1 });
    reporter.inputDone({ file: "late.ndjson", ndjson: true, records: 1, invalidRecords: 1, inputErrors: 0 });
    reporter.finish({ ...run, inputs: MAX_CASES_KEPT + 1, records: MAX_CASES_KEPT + 1 });
    const cases = junitCases(lines.stdout);
    expect(cases).toHaveLength(MAX_CASES_KEPT + 1);
    expect(cases.at(-2)).toEqual({ "@_classname": "FromEmail", "@_name": `r${MAX_CASES_KEPT - 1}.json` });
    expect(cases.at(-1)!["@_name"]).toBe("1 more record with problems and 1 more input");
    expect(cases.at(-1)!.failure!["@_message"]).toBe("not listed: the report keeps the first cases only");
  });

  it("names only the inputs when no record was left out", () => {
    const { out, lines } = captured();
    const reporter = junitReporter(out, "FromEmail");
    for (let i = 0; i < MAX_CASES_KEPT + 2; i++) reporter.inputDone(validInput(`r${i}.json`));
    reporter.finish({ ...run, inputs: MAX_CASES_KEPT + 2 });
    const closing = junitCases(lines.stdout).at(-1)!;
    expect(closing["@_name"]).toBe("2 more inputs");
    expect(closing.failure).toEqual({ "@_message": "not listed: the report keeps the first cases only" });
  });

  it("past MAX_PROBLEMS_KEPT problems, NDJSON records are counted as records left out, and a JSON input fails without a list", () => {
    const { out, lines } = captured();
    const reporter = junitReporter(out, "FromEmail");
    for (let line = 1; line <= MAX_PROBLEMS_KEPT + 1; line++) reporter.invalidRecord([problem("a.ndjson", line)], { file: "a.ndjson", line });
    reporter.inputDone({ file: "a.ndjson", ndjson: true, records: MAX_PROBLEMS_KEPT + 1, invalidRecords: MAX_PROBLEMS_KEPT + 1, inputErrors: 0 });
    reporter.invalidRecord([problem("b.json", 2)], { file: "b.json" });
    reporter.inputDone({ file: "b.json", ndjson: false, records: 1, invalidRecords: 1, inputErrors: 0 });
    reporter.finish(run);
    const cases = junitCases(lines.stdout);
    expect(cases).toHaveLength(MAX_PROBLEMS_KEPT + 3);
    expect(cases[MAX_PROBLEMS_KEPT - 1]!.failure!["@_message"]).toBe(`a.ndjson:${MAX_PROBLEMS_KEPT}:3: /email must be a string [type]`);
    expect(cases.at(-2)).toMatchObject({ "@_name": "b.json", failure: { "@_message": "invalid (not listed: the report keeps the first problems only)" } });
    expect(cases.at(-1)).toMatchObject({ "@_name": "1 more record with problems", failure: { "@_message": "not listed: the report keeps the first problems only" } });
  });

  it("keeps the first MAX_PROBLEMS_KEPT input errors; an input whose errors all come after says so", () => {
    const { out, lines } = captured();
    const reporter = junitReporter(out, "FromEmail");
    for (let line = 1; line <= MAX_PROBLEMS_KEPT + 1; line++) reporter.inputError({ file: "a.ndjson", line, column: 1, message: "malformed JSON" });
    reporter.inputDone({ file: "a.ndjson", ndjson: true, records: 0, invalidRecords: 0, inputErrors: MAX_PROBLEMS_KEPT + 1 });
    reporter.inputError({ file: "b.ndjson", line: 1, column: 1, message: "malformed JSON" });
    reporter.inputDone({ file: "b.ndjson", ndjson: true, records: 0, invalidRecords: 0, inputErrors: 1 });
    reporter.finish({ ...run, inputErrors: MAX_PROBLEMS_KEPT + 2 });
    const [a, b] = junitCases(lines.stdout);
    expect(a!.error!["@_message"]).toBe("a.ndjson:1:1: malformed JSON");
    expect(a!.error!["#text"]!.split("\n")).toHaveLength(MAX_PROBLEMS_KEPT);
    expect(b!.error).toEqual({ "@_message": "input errors (not listed: the report keeps the first ones only)" });
  });
});

describe("--format json", () => {
  it("counts input errors past MAX_PROBLEMS_KEPT, and has no such count when none were left out", () => {
    const report = (errors: number) => {
      const { out, lines } = captured();
      const reporter = jsonReporter(out);
      for (let line = 1; line <= errors; line++) reporter.inputError({ file: "a.ndjson", line, message: "malformed JSON" });
      reporter.finish({ ...run, inputErrors: errors });
      return JSON.parse(lines.stdout.join(""));
    };
    expect(report(MAX_PROBLEMS_KEPT + 2)).toMatchObject({ valid: false, inputErrorsOmitted: 2 });
    expect(report(MAX_PROBLEMS_KEPT + 2).inputErrors).toHaveLength(MAX_PROBLEMS_KEPT);
    expect(report(MAX_PROBLEMS_KEPT)).not.toHaveProperty("inputErrorsOmitted");
  });

  it("gives probe's walk and counts pages, not records", () => {
    const { out, lines } = captured();
    const walk = { url: "http://127.0.0.1:1/collectors", pages: 2, records: 40, seconds: 0.5, idsNotKept: 0 };
    jsonReporter(out).finish({ ...run, command: "probe", records: 2, invalidRecords: 0, walk });
    const report = JSON.parse(lines.stdout.join(""));
    expect(report).toMatchObject({ valid: true, pages: 2, invalidPages: 0, walk });
    expect(report).not.toHaveProperty("records");
  });
});

describe("the closing line", () => {
  it("says whether a single record is valid", () => {
    expect(runSummary(run)).toBe("1 FromEmail record invalid (tolerant profile) in 1 input");
    expect(runSummary({ ...run, invalidRecords: 0 })).toBe("1 FromEmail record valid (tolerant profile) in 1 input");
  });

  it("gives a page latency under 10 ms to a tenth, and whole milliseconds from 10", () => {
    const walk = { url: "http://127.0.0.1:1/", pages: 1, records: 20, seconds: 1, idsNotKept: 0, latency: { median: 9.96, p95: 10, max: 12.4 } };
    expect(runSummary({ ...run, command: "probe", invalidRecords: 0, walk })).toContain("page latency median 10.0 ms, p95 10 ms, max 12 ms");
  });
});

describe("--format github", () => {
  it("names no file for a problem that has none", () => {
    expect(githubCommand("error", { title: "FromEmail" }, "no page read")).toBe("::error title=FromEmail::no page read");
  });
});

const report = (changes: ReportedChange[], version: Partial<DiffReport["version"]> = {}): DiffReport => ({
  previous: { name: "a.json", version: "1.0.0" },
  current: { name: "b.json", version: "1.0.0" },
  changes,
  blocking: changes.filter((change) => change.breaking && !change.allowed).length,
  version: { previous: "1.0.0", current: "1.0.0", needed: "none", shown: "none", ok: true, ...version },
  checkVersion: false,
});

const change = (fields: Partial<ReportedChange> = {}): ReportedChange => ({
  rule: "ENUM_VALUE_REMOVED",
  class: "breaking for clients",
  pointer: "/components/schemas/CollectorType",
  message: "value removed",
  breaking: true,
  allowed: false,
  file: "a.json",
  line: 1,
  column: 1,
  ...fields,
});

describe("diff's words", () => {
  it("cuts a witness's JSON text at 80 characters, counted as code points", () => {
    const exactly = "😀".repeat(78); // 80 with its quotes
    const longer = "😀".repeat(79);
    const words = (value: string) => messageWithWitness(change({ witnesses: [{ value, admittedBy: "previous", at: "/components/schemas/CollectorType" }] }));
    expect(words(exactly)).toBe(`value removed; for example "${exactly}" is admitted before and refused now`);
    expect(words(longer)).toBe(`value removed; for example "${longer}… (81 characters) is admitted before and refused now`);
  });

  it("shows a witness whole in a github or markdown line, up to the 4 096 characters GitHub keeps of a message, each witness its share (was: cut at 80)", () => {
    const record = { id: "x".repeat(200), name: "a" };
    const whole = JSON.stringify(record);
    const witnessed = (...values: unknown[]) =>
      change({ witnesses: values.map((value, index) => ({ value, admittedBy: index === 0 ? ("previous" as const) : ("current" as const), at: "/components/schemas/Collector" })) });
    expect(messageWithWitness(witnessed(record), GITHUB_MESSAGE_ROOM)).toBe(`value removed; for example ${whole} is admitted before and refused now`);
    const huge = { id: "y".repeat(10_000) };
    const two = messageWithWitness(witnessed(huge, huge), GITHUB_MESSAGE_ROOM);
    expect([...two].length).toBeLessThanOrEqual(GITHUB_MESSAGE_ROOM);
    expect([...two].length).toBeGreaterThan(GITHUB_MESSAGE_ROOM - 100);
    expect(two.match(/… \(10009 characters\)/g)).toHaveLength(2);
    expect(two).toContain("is admitted before and refused now, and {");
    expect(messageWithWitness(witnessed(huge), 100)).toContain(`${JSON.stringify(huge).slice(0, 80)}… (10009 characters)`);
  });

  it("gives only the reason when a break has no witness", () => {
    expect(messageWithWitness(change({ witnesses: [], witnessMissing: "no value found within the search bound" }))).toBe("value removed; no value found within the search bound");
  });

  it("says that changes needing no version need none", () => {
    expect(versionSentence(report([change({ breaking: false })]))).toBe("The change needs no new version; the version stays 1.0.0.");
  });

  it("prints no version sentence for no change unless --check-version asks", () => {
    const { out, lines } = captured();
    diffTextReporter(out)(report([]));
    expect(lines.stderr).toEqual(["no changes to the contract"]);
  });

  it("keeps a pointer with a backquote, a pipe or a line break inside its Markdown code span and table cell", () => {
    const { out, lines } = captured();
    diffMarkdownReporter(out)(report([change({ pointer: "/a`b|c\nd", allowed: true })]));
    expect(lines.stdout.at(-1)).toBe("| breaking for clients (allowed: ) | `ENUM_VALUE_REMOVED` | `/a b\\|c d` | value removed |");
  });

  it("reads no --format as text, and names the formats when given another", () => {
    expect(DIFF_FORMAT_OPTION.read(undefined)).toBe("text");
    expect(() => DIFF_FORMAT_OPTION.read("yaml")).toThrow("--format yaml: use text, json, github, junit, markdown");
  });
});
