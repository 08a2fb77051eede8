// D18 both ways: the fast check and the report judge the same value alike, and where they do not
// (a bug of this package), the issues say so instead of hiding it: a planted disagreement in
// each direction, on a record and on a page.
import { describe, expect, it } from "vitest";
import * as table from "../generated/validators/tolerant-records.js";
import type { RecordEntry } from "../generated/validators/validator.js";
import { issuesFromBoth, issuesOf } from "../src/validation/record-validator.js";
import { FULL } from "./fixtures.js";

const valid = FULL.Collector;
const invalid = { ...FULL.Collector, name: 5 };
const page = (data: unknown[]) => ({ page: 1, pageSize: 10, totalCount: data.length, data });

/** The entry with its check replaced: the planted bug. */
const withCheck = (entry: RecordEntry, check: (value: unknown) => boolean): RecordEntry => ({ ...entry, check });

describe("the two engines", () => {
  it("agree on a valid and an invalid record: nothing, and the report's issues", () => {
    expect(issuesFromBoth(table.Collector, valid)).toEqual([]);
    expect(issuesFromBoth(table.Collector, invalid)).toEqual([{ path: "/name", keyword: "type", message: "must be a string" }]);
  });

  it("report every record of a page themselves, valid records before a bad one included", () => {
    expect(issuesFromBoth(table.CollectorPage, page([valid, valid]))).toEqual([]);
    expect(issuesFromBoth(table.CollectorPage, page([valid, invalid])).map((issue) => issue.path)).toEqual(["/data/1/name"]);
  });

  it("name the bug when the check accepts what the report rejects", () => {
    const issues = issuesFromBoth(
      withCheck(table.Collector, () => true),
      invalid,
    );
    expect(issues[0]).toMatchObject({ path: "", keyword: "internal", message: expect.stringContaining("accepted by the fast check but the report finds problems") });
    expect(issues.slice(1)).toEqual([{ path: "/name", keyword: "type", message: "must be a string" }]);
  });

  it("name the bug when the check accepts a page whose record the report rejects", () => {
    const items = withCheck(table.Collector, () => true);
    const issues = issuesFromBoth({ ...withCheck(table.CollectorPage, () => true), items }, page([valid, invalid]));
    expect(issues.map((issue) => issue.keyword)).toEqual(["internal", "type"]);
  });

  it("name the bug when the check rejects what the report accepts, at run time too (assertX's path)", () => {
    const rejecting = withCheck(table.Collector, () => false);
    for (const issues of [issuesFromBoth(rejecting, valid), issuesOf(rejecting, valid)]) {
      expect(issues).toEqual([{ path: "", keyword: "internal", message: expect.stringContaining("rejected by the fast check but the report finds no problem") }]);
    }
  });
});
