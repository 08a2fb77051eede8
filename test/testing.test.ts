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
import { RECORDS, type TableName } from "./contract-table.js";
import { PROFILES, issuesOf, recordApi } from "./profiles.js";

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

  it("can set an optional field to null or make a record invalid on purpose", () => {
    expect(testing.makeCollector({ closeDate: null }).closeDate).toBeNull();
    const invalid = testing.makeSurveyResponse({ status: "LOST" as never });
    expect(issuesOf(recordApi("tolerant", "SurveyResponse"), invalid).map((issue) => issue.path)).toEqual(["/status"]);
  });

  it("pages agree with their data unless told otherwise", () => {
    const page = testing.makeCollectorPage({ page: 3, data: [{}, {}, { name: "third" }] }, { seed: 5 });
    expect(page.data).toHaveLength(3);
    expect(page.data[2]!.name).toBe("third");
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
