// @survey-collection/contract/testing (D15): makeX gives valid records in both profiles, the
// same for the same seed and varied across seeds; overrides win, applied deeply; pages are
// consistent; the arbitraries give valid records; nothing of it is reachable from the entries.
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbitraries } from "../src/testing/arbitraries.js";
import * as testing from "../src/testing/index.js";
import { RECORDS, TABLES, wrongValues, type RecordTable, type TableName } from "./contract-table.js";
import { FULL, MINIMAL, copy } from "./fixtures.js";
import { PROFILES, errorOf, issuesOf, recordApi } from "./profiles.js";

/** Every record's makeX, looked up by its public name: a record without one fails here. */
const MAKERS = Object.fromEntries(RECORDS.map((record) => [record, (testing as Record<string, unknown>)[`make${record}`]])) as Record<
  TableName,
  (overrides?: never, options?: testing.MakeOptions) => unknown
>;
const SEEDS = Array.from({ length: 1_000 }, (_, i) => i * 7919 + 3);

describe.each(RECORDS)("make%s", (record) => {
  const make = MAKERS[record];

  it("is exported under its record's name", () => {
    expect(make).toBeTypeOf("function");
  });

  it("makes 1 000 records, one per seed, valid in both profiles", () => {
    for (const profile of PROFILES) {
      const api = recordApi(profile, record);
      for (const seed of SEEDS) {
        const value = make(undefined, { seed });
        if (!api.is(value)) expect.fail(`seed ${seed}, ${profile}: ${JSON.stringify(issuesOf(api, value))}`);
      }
    }
  });

  it("makes the same record for the same seed, and varied records across seeds", () => {
    expect(make(undefined, { seed: 42 })).toEqual(make(undefined, { seed: 42 }));
    expect(make()).toEqual(make(undefined, { seed: 1 }));
    const distinct = new Set(SEEDS.map((seed) => JSON.stringify(make(undefined, { seed }))));
    expect(distinct.size).toBeGreaterThan(950);
  });
});

describe("overrides", () => {
  it("win, at any depth, and the rest stays generated and valid", () => {
    // Values the schemas admit, made with another seed: whatever constraints they gain.
    const name = testing.makeCollector(undefined, { seed: 1 }).name;
    const sender = SEEDS.map((seed) => testing.makeFromEmail(undefined, { seed }).name).find((made) => typeof made === "string")!;
    const groupId = testing.makeCollectorGroup(undefined, { seed: 4 }).id;
    const collector = testing.makeCollector({ name, fromEmail: { name: sender }, groups: [{ id: groupId }, {}] }, { seed: 9 });
    expect(collector.name).toBe(name);
    expect(collector.fromEmail?.name).toBe(sender);
    expect(typeof collector.fromEmail?.email).toBe("string");
    expect(collector.groups).toHaveLength(2);
    expect(collector.groups?.[0]?.id).toBe(groupId);
    expect(typeof collector.groups?.[1]?.createdAt).toBe("string");
    expect(recordApi("strict", "Collector").is(collector)).toBe(true);
  });

  it("can set an optional field to null; a record invalid on purpose is a made one changed after", () => {
    expect(testing.makeCollector({ closeDate: null }).closeDate).toBeNull();
    const invalid = { ...testing.makeSurveyResponse(), status: "LOST" };
    expect(issuesOf(recordApi("tolerant", "SurveyResponse"), invalid).map((issue) => issue.path)).toEqual(["/status"]);
  });

  it("pages agree with their data unless told otherwise", () => {
    const page = testing.makeCollectorPage({ page: 3, data: [{}, {}, { name: "the third collector" }] }, { seed: 5 });
    expect(page.data).toHaveLength(3);
    expect(page.data[2]!.name).toBe("the third collector");
    expect(page.pageSize).toBe(3);
    expect(page.totalCount).toBe(2 * 3 + 3);
    expect(testing.makeSurveyResponsePage({ pageSize: 50, totalCount: 1_000 })).toMatchObject({ pageSize: 50, totalCount: 1_000 });
    for (const seed of SEEDS.slice(0, 200)) {
      const generated = testing.makeSurveyResponsePage(undefined, { seed });
      expect(generated.pageSize).toBeGreaterThanOrEqual(generated.data.length);
      expect(generated.totalCount).toBeGreaterThanOrEqual(generated.data.length);
    }
  });
});

/** A wrong value under a named field of an object the override gives (`/email`, `/0/id`) is no refusal of makeX: it completes the object from the seed. */
function completedBySeed(below: string): boolean {
  return below
    .split("/")
    .slice(1)
    .some((segment) => !/^[0-9]+$/.test(segment));
}

/** Every field of every record with every wrong value of its kind, and null where a field is required (D2). */
function refusedFieldOverrides(): [record: TableName, overrides: Record<string, unknown>, pointer: string][] {
  return RECORDS.flatMap((record) => {
    const table: RecordTable = TABLES[record];
    const wrong = Object.entries({ ...table.required, ...table.optional }).flatMap(([field, kind]) =>
      wrongValues(kind)
        .filter(([, below]) => !completedBySeed(below))
        .map(([value, below]): [TableName, Record<string, unknown>, string] => [record, { [field]: value }, `/${field}${below}`]),
    );
    const nullRequired = Object.keys(table.required).map((field): [TableName, Record<string, unknown>, string] => [record, { [field]: null }, `/${field}`]);
    return [...wrong, ...nullRequired];
  });
}

/** What a generated table does not reach: nested records, page items, fields the contract does not name (the strict profile refuses them), values that are no JSON. */
const REFUSED_BY_HAND: [record: TableName, overrides: Record<string, unknown>, pointer: string][] = [
  ["Collector", { type: "NOT_A_TYPE" }, "/type"],
  ["Collector", { fromEmail: { email: 7 } }, "/fromEmail/email"],
  ["Collector", { groups: [{}, { createdAt: "2026-02-30T00:00:00Z" }] }, "/groups/1/createdAt"],
  ["Collector", { createdAt: new Date(0) }, "/createdAt"],
  ["Collector", { internalNotes: "x" }, "/internalNotes"],
  ["Collector", { fromEmail: { replyTo: "x" } }, "/fromEmail/replyTo"],
  ["Collector", { groups: [{}, { secret: 1 }] }, "/groups/1/secret"],
  ["FromEmail", { email: undefined, verified: true }, "/verified"],
  ["CollectorPage", { data: [{}, {}, {}, { name: 5 }] }, "/data/3/name"],
  ["CollectorPage", { data: [{ status: "ARCHIVED" }] }, "/data/0/status"],
  ["SurveyResponsePage", { data: [{}, { leak: true }] }, "/data/1/leak"],
  ["SurveyResponsePage", { cursor: "next" }, "/cursor"],
  ["SurveyResponsePage", { page: -1 }, "/page"],
];

describe("overrides a profile refuses", () => {
  it("throw ContractValidationError naming the override's pointer, for every field of every record and every kind of refusal", () => {
    const cases = [...refusedFieldOverrides(), ...REFUSED_BY_HAND];
    expect(cases.length).toBeGreaterThan(300);
    for (const [record, overrides, pointer] of cases) {
      const error = errorOf(() => MAKERS[record](overrides as never));
      const where = `make${record}(${JSON.stringify(overrides)}): ${error.message}`;
      expect(error.record, where).toBe(record);
      expect(
        error.issues.map((issue) => issue.path),
        where,
      ).toContain(pointer);
      expect(error.message, where).toContain(pointer);
    }
  });

  it('makeCollector({ type: "NOT_A_TYPE" }) names /type and the values it may take', () => {
    const error = errorOf(() => testing.makeCollector({ type: "NOT_A_TYPE" } as never));
    expect(error.issues).toEqual([{ path: "/type", keyword: "enum", message: expect.stringContaining("WHATSAPP") }]);
    expect(error.message).toMatch(/^Invalid Collector: \/type /);
  });

  it("leave a valid override as given, every value of it in place, the rest completed; null kept where a field is optional", () => {
    for (const record of RECORDS) {
      for (const given of [FULL[record], MINIMAL[record]]) {
        const made = MAKERS[record](copy(given) as never);
        expect(made).toMatchObject(given);
        for (const profile of PROFILES) expect(recordApi(profile, record).is(made)).toBe(true);
      }
      for (const field of Object.keys(TABLES[record].optional)) {
        expect(MAKERS[record]({ [field]: null } as never)).toMatchObject({ [field]: null });
      }
    }
  });

  it("fill a field given as undefined from the seed, as if it were not given", () => {
    for (const record of RECORDS) {
      for (const field of Object.keys(TABLES[record].required)) {
        expect(MAKERS[record]({ [field]: undefined } as never, { seed: 3 })).toEqual(MAKERS[record](undefined, { seed: 3 }));
      }
    }
  });
});

describe("arbitraries", () => {
  it("give valid records of every kind to fast-check", () => {
    const records = arbitraries(fc);
    for (const record of RECORDS) {
      fc.assert(
        fc.property(records[record], (value) => recordApi("strict", record).is(value)),
        { numRuns: 100 },
      );
    }
  });
});

describe("the entry", () => {
  it("is not reachable from the root or /strict entries", async () => {
    for (const entry of ["index", "strict"]) {
      const result = await build({
        entryPoints: [path.resolve(import.meta.dirname, `../dist/src/${entry}.js`)],
        bundle: true,
        write: false,
        format: "esm",
        logLevel: "silent",
        metafile: true,
      });
      expect(Object.keys(result.metafile.inputs).filter((input) => input.includes("testing"))).toEqual([]);
    }
    const packageJson = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8"));
    expect(packageJson.exports["./testing"]).toBeDefined();
    expect(packageJson.dependencies).toBeUndefined();
    expect(packageJson.peerDependenciesMeta["fast-check"].optional).toBe(true);
  });
});
