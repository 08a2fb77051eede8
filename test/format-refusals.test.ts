// A refused date-time or UUID is told what is wrong with it, in its own words for each kind of
// refusal, wherever the refusal is read: the issue (message for the person who fills the field,
// detail for developers), the field map, the 400 body, the Standard Schema's issues and the
// command line's line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import * as tolerant from "../src/index.js";
import * as strict from "../src/strict.js";
import { ContractValidationError, badRequestBody, fieldErrors, type ContractIssue } from "../src/index.js";
import { FULL, copy } from "./fixtures.js";
import { dateTimeRefusal, isDateTime } from "../formats/date-time.js";
import { isUuid, uuidRefusal } from "../formats/uuid.js";
import { FORMAT_REFUSAL_WORDS } from "../generated/validators/format-words.js";
import { runCli } from "./cli/run-cli.js";

/** The words of a refusal: what the person reads, and what a developer (and the command line) reads where it differs. */
interface Words {
  message: string;
  detail?: string;
}

const YEAR_WORDS: Words = {
  message: "must be within the years 0000 to 9999, the years a date-time writes",
  detail: "has an expanded year, as Date.prototype.toJSON writes a Date outside the years 0000–9999, which RFC 3339 cannot write",
};

/** Texts of each kind of refusal: the field they are sent in, and the words of their issue. */
const TEXTS: readonly [kind: string, field: "createdAt" | "departmentId", text: string, words: Words][] = [
  ["a day past its month's end", "createdAt", "2026-02-30T00:00:00Z", { message: "is not a day of the calendar: 2026-02 has 28 days" }],
  ["the 31st of a 30-day month", "createdAt", "2026-04-31T10:00:00+02:00", { message: "is not a day of the calendar: 2026-04 has 30 days" }],
  ["February 29 of a common year", "createdAt", "2027-02-29T00:00:00Z", { message: "is not a day of the calendar: 2027-02 has 28 days" }],
  ["February 29 of a century not divisible by 400", "createdAt", "1900-02-29T00:00:00Z", { message: "is not a day of the calendar: 1900-02 has 28 days" }],
  ["no offset", "createdAt", "2026-03-01T09:00:00", { message: "needs an offset after the time, Z for UTC or ±hh:mm, such as 2026-03-01T09:00:00Z" }],
  ["no offset after a fraction", "createdAt", "2026-03-01T09:00:00.250", { message: "needs an offset after the time, Z for UTC or ±hh:mm, such as 2026-03-01T09:00:00Z" }],
  ["a date alone", "createdAt", "2026-03-01", { message: "needs a time and an offset after the date, such as 2026-03-01T09:00:00Z" }],
  ["an offset without its colon", "createdAt", "2026-03-01T09:00:00+0100", { message: "needs its offset written Z or ±hh:mm, such as +01:00" }],
  ["month 13", "createdAt", "2026-13-01T00:00:00Z", { message: "has month 13, outside 01 to 12" }],
  ["month 00", "createdAt", "2026-00-01T00:00:00Z", { message: "has month 00, outside 01 to 12" }],
  ["day 00", "createdAt", "2026-02-00T00:00:00Z", { message: "has day 00, outside 01 to 28" }],
  ["hour 24", "createdAt", "2026-03-01T24:00:00Z", { message: "has hour 24, outside 00 to 23" }],
  ["minute 60", "createdAt", "2026-03-01T09:60:00Z", { message: "has minute 60, outside 00 to 59" }],
  ["second 61", "createdAt", "2026-03-01T09:00:61Z", { message: "has second 61, outside 00 to 59 (60 in a leap second)" }],
  ["offset hour 24", "createdAt", "2026-03-01T09:00:00+24:00", { message: "has offset hour 24, outside 00 to 23" }],
  ["offset minute 60", "createdAt", "2026-03-01T09:00:00-01:60", { message: "has offset minute 60, outside 00 to 59" }],
  ["second 60 away from 23:59 UTC", "createdAt", "2026-03-01T09:00:60Z", { message: "has second 60, which only a leap second at 23:59 UTC has" }],
  ["second 60 at 23:59 of another offset", "createdAt", "2026-06-30T23:59:60+01:00", { message: "has second 60, which only a leap second at 23:59 UTC has" }],
  ["a year written with six digits", "createdAt", "+010000-01-01T00:00:00.000Z", YEAR_WORDS],
  ["no date-time at all", "createdAt", "yesterday", { message: "must be an RFC 3339 date-time with an offset, such as 2026-03-01T09:00:00Z" }],
  ["a UUID one digit short", "departmentId", "3f2504e0-4f89-41d3-9a0c-0305e82c330", { message: "has 35 characters, where a UUID has 36 (8-4-4-4-12 hex digits)" }],
  ["a UUID in braces", "departmentId", "{3f2504e0-4f89-41d3-9a0c-0305e82c3301}", { message: "has 38 characters, where a UUID has 36 (8-4-4-4-12 hex digits)" }],
  ["a UUID without hyphens", "departmentId", "3f2504e04f8941d39a0c0305e82c3301", { message: "has 32 characters, where a UUID has 36 (8-4-4-4-12 hex digits)" }],
  ["a UUID's hyphen moved", "departmentId", "3f2504e04-f89-41d3-9a0c-0305e82c3301", { message: "must be a UUID, its hex digits grouped 8-4-4-4-12 by hyphens" }],
  ["a UUID with a letter past f", "departmentId", "3f2504e0-4f89-41d3-9a0c-0305e82c330g", { message: "must be a UUID of hex digits only (0-9, a-f), grouped 8-4-4-4-12" }],
  ["an empty UUID", "departmentId", "", { message: "must be a UUID (8-4-4-4-12 hex digits)" }],
];

/** Dates the codecs cannot send: each refused with its own words, for the person and the developer. */
const DATES: readonly [kind: string, date: Date, words: Words][] = [
  ["an Invalid Date", new Date(NaN), { message: "must be a valid date and time", detail: "is an Invalid Date" }],
  ["a Date past year 9999", new Date(Date.UTC(10000, 0, 1)), YEAR_WORDS],
  ["a Date before year 0", new Date(Date.UTC(-1, 11, 31, 23)), YEAR_WORDS],
];

function group(field: string, value: unknown): Record<string, unknown> {
  return { ...copy(FULL.CollectorGroup), [field]: value };
}

function refusal(act: () => unknown): ContractValidationError {
  try {
    act();
  } catch (error) {
    if (error instanceof ContractValidationError) return error;
    throw error;
  }
  throw new Error("accepted");
}

/** The issue's words, with its detail only when it has one. */
function wordsOf(issue: ContractIssue | undefined): Words {
  return issue?.detail === undefined ? { message: issue?.message ?? "" } : { message: issue.message, detail: issue.detail };
}

describe("a refused text's words, by kind of refusal", () => {
  it.each(TEXTS)("%s: the issue, the field map, the 400 body and the Standard Schema, in both entries", (_kind, field, text, words) => {
    for (const entry of [tolerant, strict]) {
      const error = refusal(() => entry.assertCollectorGroup(group(field, text)));
      expect(error.issues).toHaveLength(1);
      expect(wordsOf(error.issues[0])).toEqual(words);
      expect(error.message).toBe(`Invalid CollectorGroup: /${field} ${words.detail ?? words.message}`);
      expect(fieldErrors(error)).toEqual({ [field]: words.message });
      expect(badRequestBody(error)).toEqual({ type: "about:blank", title: "Invalid CollectorGroup", status: 400, errors: { [field]: words.message } });
      const result = entry.CollectorGroup["~standard"].validate(group(field, text));
      expect(result.issues).toEqual([{ message: words.message, path: [field] }]);
      expect(fieldErrors(result.issues!)).toEqual({ [field]: words.message });
      expect(refusal(() => entry.decodeCollectorGroup(group(field, text))).issues.map(wordsOf)).toEqual([words]);
    }
  });

  it("the same words deep in a page, at the record's pointer", () => {
    const page = copy(FULL.CollectorPage) as { data: { groups: Record<string, unknown>[] }[] };
    page.data[0]!.groups[0]!.createdAt = "2026-02-30T00:00:00Z";
    const error = refusal(() => tolerant.assertCollectorPage(page));
    expect(error.issues).toEqual([{ path: "/data/0/groups/0/createdAt", keyword: "format", message: "is not a day of the calendar: 2026-02 has 28 days" }]);
    expect(fieldErrors(error)).toEqual({ "data.0.groups.0.createdAt": "is not a day of the calendar: 2026-02 has 28 days" });
  });

  describe("on the command line", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "contract-refusals-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("each kind's line: the developer's words where they differ, else the person's", async () => {
      const lines = TEXTS.map(([, field, text]) => JSON.stringify(group(field, text)));
      const file = path.join(dir, "groups.ndjson");
      writeFileSync(file, `${lines.join("\n")}\n`);
      const { code, stdout } = await runCli("validate", "CollectorGroup", file);
      expect(code).toBe(1);
      const expected = TEXTS.map(([, field, , words], i) => {
        const column = lines[i]!.indexOf(`"${field}":`) + `"${field}":`.length + 1;
        return `${file}:${i + 1}:${column}: /${field} ${words.detail ?? words.message} [format]`;
      });
      expect(stdout.split("\n")).toEqual(expected);
    });
  });
});

describe("a Date the codecs cannot send, by kind", () => {
  it.each(DATES)("%s: toWireX and stringifyX in both entries, the field map and the 400 body", (_kind, date, words) => {
    for (const entry of [tolerant, strict]) {
      for (const send of [entry.toWireCollectorGroup, entry.stringifyCollectorGroup] as ((value: unknown) => unknown)[]) {
        const error = refusal(() => send(group("createdAt", date)));
        expect(error.issues).toEqual([{ path: "/createdAt", keyword: "format", ...words }]);
        expect(error.message).toBe(`Invalid CollectorGroup: /createdAt ${words.detail}`);
        expect(fieldErrors(error)).toEqual({ createdAt: words.message });
        expect(badRequestBody(error).errors).toEqual({ createdAt: words.message });
      }
    }
  });
});

describe("the class, generated", () => {
  const YEARS = [1900, 2000, 2024, 2026, 0, 9999];
  const daysIn = (year: number, month: number) => new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0);
  const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");

  it("every day past the end of its month, in every month of leap, common and century years, names the month and its days", () => {
    for (const year of YEARS) {
      for (let month = 1; month <= 12; month++) {
        for (let day = daysIn(year, month) + 1; day <= 31; day++) {
          const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T12:00:00Z`;
          const error = refusal(() => tolerant.assertCollectorGroup(group("createdAt", text)));
          expect(error.issues[0]!.message, text).toBe(`is not a day of the calendar: ${pad(year, 4)}-${pad(month)} has ${daysIn(year, month)} days`);
        }
      }
    }
  });

  it("every part past its range, at each value from the first outside it to 99, names the part and its range", () => {
    const parts: [part: string, range: string, first: number, text: (value: string) => string][] = [
      ["month", "01 to 12", 13, (v) => `2026-${v}-01T00:00:00Z`],
      ["hour", "00 to 23", 24, (v) => `2026-03-01T${v}:00:00Z`],
      ["minute", "00 to 59", 60, (v) => `2026-03-01T09:${v}:00Z`],
      ["second", "00 to 59 (60 in a leap second)", 61, (v) => `2026-03-01T09:00:${v}Z`],
      ["offset hour", "00 to 23", 24, (v) => `2026-03-01T09:00:00+${v}:00`],
      ["offset minute", "00 to 59", 60, (v) => `2026-03-01T09:00:00-01:${v}`],
    ];
    for (const [part, range, first, text] of parts) {
      for (let value = first; value <= 99; value++) {
        const error = refusal(() => tolerant.assertCollectorGroup(group("createdAt", text(pad(value)))));
        expect(error.issues[0]!.message).toBe(`has ${part} ${pad(value)}, outside ${range}`);
      }
    }
  });

  it("every length of a UUID but 36 and 0 says its length", () => {
    for (let length = 1; length <= 80; length++) {
      if (length === 36) continue;
      const error = refusal(() => tolerant.assertCollectorGroup(group("departmentId", "a".repeat(length))));
      expect(error.issues[0]!.message).toBe(`has ${length} characters, where a UUID has 36 (8-4-4-4-12 hex digits)`);
    }
  });
});

describe("the format files' refusals against the vocabulary", () => {
  const REFUSALS = { "date-time": { check: isDateTime, refusal: dateTimeRefusal }, uuid: { check: isUuid, refusal: uuidRefusal } };

  /** The JSON-Schema-Test-Suite's strings of a format that it expects refused. */
  function refusedCases(format: string): string[] {
    const file = path.resolve(import.meta.dirname, "vendor/json-schema-test-suite", `${format}.json`);
    const groups = JSON.parse(readFileSync(file, "utf8")) as { tests: { data: unknown; valid: boolean }[] }[];
    return groups.flatMap((group) => group.tests).flatMap((test) => (typeof test.data === "string" && !test.valid ? [test.data] : []));
  }

  it.each(Object.entries(REFUSALS))("every refused string of the test suite's %s cases is told a kind the vocabulary words, or its shape", (format, { check, refusal }) => {
    for (const text of refusedCases(format)) {
      expect(check(text), text).toBe(false);
      const { kind } = refusal(text);
      expect(kind === "shape" || Object.hasOwn(FORMAT_REFUSAL_WORDS[format]!, kind), `${text}: ${kind}`).toBe(true);
    }
  });

  it("every kind the vocabulary words is told of a text in this file's table, or of a Date", () => {
    const told = new Set(TEXTS.map(([, field, text]) => (field === "createdAt" ? `date-time ${dateTimeRefusal(text).kind}` : `uuid ${uuidRefusal(text).kind}`)));
    told.add("date-time invalid-date");
    const worded = Object.entries(FORMAT_REFUSAL_WORDS).flatMap(([format, kinds]) => Object.keys(kinds).map((kind) => `${format} ${kind}`));
    expect(worded.filter((kind) => !told.has(kind))).toEqual([]);
  });
});
