// A page's issues start at the record its check stopped at, since every record before it was
// just found valid; an index left from another value never hides a problem.
import { describe, expect, it } from "vitest";
import * as tolerantTable from "../generated/validators/tolerant-records.js";
import { issuesOf } from "../src/validation/record-validator.js";
import { MAX_ISSUES } from "../src/validation/issues.js";
import { assertCollectorPage } from "../src/index.js";
import { ContractValidationError } from "../src/validation/contract-validation-error.js";
import { FULL, copy } from "./fixtures.js";

function pageWithBadRecordsAt(...indices: number[]) {
  const page = { page: 1, pageSize: 12, totalCount: 12, data: Array.from({ length: 12 }, () => copy(FULL.Collector)) } as any;
  for (const i of indices) page.data[i].status = "ARCHIVED";
  return page;
}

describe("the issues of a page", () => {
  it("are found from the record the check stopped at, each at its own path", () => {
    const entry = tolerantTable.CollectorPage;
    const page = pageWithBadRecordsAt(4, 9);
    expect(entry.check(page)).toBe(false);
    expect(entry.invalidItem!(page.data)).toBe(4);
    expect(issuesOf(entry, page).map((issue) => issue.path)).toEqual(["/data/4/status", "/data/9/status"]);
  });

  it("are all found when the index left by the last check belongs to another page", () => {
    const entry = tolerantTable.CollectorPage;
    const checked = pageWithBadRecordsAt(7);
    expect(entry.check(checked)).toBe(false);
    expect(entry.invalidItem!(checked.data)).toBe(7);
    expect(issuesOf(entry, pageWithBadRecordsAt(2, 9)).map((issue) => issue.path)).toEqual(["/data/2/status", "/data/9/status"]);
    expect(entry.check(pageWithBadRecordsAt(3))).toBe(false);
    expect(issuesOf(entry, pageWithBadRecordsAt(3, 1)).map((issue) => issue.path)).toEqual(["/data/1/status", "/data/3/status"]);
  });

  it("forget where the last failing check stopped once a check passes or fails in the envelope", () => {
    const entry = tolerantTable.CollectorPage;
    const bad = pageWithBadRecordsAt(5);
    entry.check(bad);
    expect(entry.check(pageWithBadRecordsAt())).toBe(true);
    expect(entry.invalidItem!(bad.data)).toBe(-1);
    entry.check(bad);
    expect(entry.check({ ...pageWithBadRecordsAt(), page: -1 })).toBe(false);
    expect(entry.invalidItem!(bad.data)).toBe(-1);
  });

  it("reach assertX the same way", () => {
    try {
      assertCollectorPage(pageWithBadRecordsAt(11));
      expect.fail("a bad record passed");
    } catch (error) {
      expect(error).toBeInstanceOf(ContractValidationError);
      expect((error as ContractValidationError).issues.map((issue) => issue.path)).toEqual(["/data/11/status"]);
    }
  });

  it("stop at MAX_ISSUES on a page of many bad records", () => {
    const page = { page: 1, pageSize: 150, totalCount: 150, data: Array.from({ length: 150 }, () => ({ ...copy(FULL.Collector), status: "ARCHIVED" })) };
    const issues = issuesOf(tolerantTable.CollectorPage, page);
    expect(issues).toHaveLength(MAX_ISSUES);
    expect([issues[0]!.path, issues.at(-1)!.path]).toEqual(["/data/0/status", `/data/${MAX_ISSUES - 1}/status`]);
  });

  it("list the envelope's problems before its records'", () => {
    const page = { ...pageWithBadRecordsAt(3), page: -1 };
    expect(issuesOf(tolerantTable.CollectorPage, page).map((issue) => issue.path)).toEqual(["/page", "/data/3/status"]);
  });

  it("of a page whose data is no list, or not its own, or cannot be read, say so at /data", () => {
    const entry = tolerantTable.CollectorPage;
    const { data, ...envelope } = pageWithBadRecordsAt(3);
    expect(issuesOf(entry, { ...envelope, data: "all" })).toEqual([{ path: "/data", keyword: "type", message: "must be an array" }]);
    expect(issuesOf(entry, null)).toEqual([{ path: "", keyword: "type", message: "must be an object" }]);
    expect(issuesOf(entry, [envelope])).toEqual([{ path: "", keyword: "type", message: "must be an object" }]);
    expect(issuesOf(entry, Object.assign(Object.create({ data }), envelope))).toEqual([{ path: "/data", keyword: "required", message: "is required but missing" }]);
    const unreadable = Object.defineProperty({ ...envelope }, "data", {
      enumerable: true,
      get() {
        throw new Error("gone");
      },
    });
    expect(issuesOf(entry, unreadable)).toEqual([
      { path: "/data", keyword: "type", message: "must be an array", detail: "cannot be read (a getter or proxy threw): JSON.stringify would throw" },
    ]);
  });
});
