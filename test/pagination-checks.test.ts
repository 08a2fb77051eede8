// The rules of a walk, page by page, as probe meets them: on any body a service sends (probe
// judges pages that are not pages too), with shards, a page limit and ids of either kind.
import { describe, expect, it } from "vitest";
import { PaginationChecks } from "../src/pages/pagination-checks.js";

const NAMES = { firstPage: "--first-page", maxPages: "--max-pages" };
const ids = (...values: unknown[]) => values.map((id) => ({ id }));

function walk(firstPage = 1, maxPages = 100, stride = 1) {
  return new PaginationChecks(firstPage, maxPages, NAMES, stride);
}

describe("a page that is not a page", () => {
  it.each([null, [], "page", 7])("%j: no problem of pagination, and the walk stops", (body) => {
    expect(walk().page(1, body)).toEqual({ problems: [], next: "stop" });
  });

  it("judges only the fields that are numbers, and stops where data is no array", () => {
    const checks = walk();
    expect(checks.page(1, { page: "2", pageSize: "1", totalCount: "9", data: "none" })).toEqual({ problems: [], next: "stop" });
    expect(checks.page(2, { page: 2, pageSize: "1", data: ids("a", "b") })).toEqual({ problems: [], next: "continue" });
    expect(checks.records).toBe(2);
    expect(walk().page(1, { page: 1, pageSize: 2, totalCount: 4, data: "none" })).toEqual({ problems: [], next: "stop" });
  });

  it("reads no base from a pageSize that is not a number", () => {
    const checks = walk(1);
    checks.page(1, { page: 1, pageSize: "2", totalCount: 4, data: ids("a", "b") });
    expect(checks.page(2, { page: 2, pageSize: "2", totalCount: 4, data: [] }).problems).toEqual([
      { path: "/data", keyword: "empty-page", message: "is empty, but only 2 of 4 records were listed" },
    ]);
  });
});

describe("ids", () => {
  it("finds a repeated string or number id, keeps 1 and '1' apart, and passes over records without one", () => {
    const checks = walk();
    expect(checks.page(1, { page: 1, pageSize: 5, totalCount: 20, data: [...ids("1", 1), null, {}, { id: true }] }).problems).toEqual([]);
    expect(checks.page(2, { page: 2, pageSize: 5, totalCount: 20, data: [...ids(1, "1", "x"), null, {}] }).problems).toEqual([
      { path: "/data/0/id", keyword: "duplicate-id", message: "1 was already listed on page 1" },
      { path: "/data/1/id", keyword: "duplicate-id", message: '"1" was already listed on page 1' },
    ]);
  });

  it("keeps number ids apart from each other", () => {
    const checks = walk();
    checks.page(1, { page: 1, pageSize: 5, totalCount: 20, data: ids(1, 2) });
    expect(checks.page(2, { page: 2, pageSize: 5, totalCount: 20, data: ids(3, 2) }).problems).toEqual([
      { path: "/data/1/id", keyword: "duplicate-id", message: "2 was already listed on page 1" },
    ]);
  });

  it("calls two pages in a row of records already listed a loop, and stops", () => {
    const checks = walk();
    checks.page(1, { page: 1, pageSize: 2, totalCount: 10, data: ids("a", "b") });
    expect(checks.page(2, { page: 2, pageSize: 2, totalCount: 10, data: ids("a", "b") }).next).toBe("continue");
    const third = checks.page(3, { page: 3, pageSize: 2, totalCount: 10, data: ids("b", "a") });
    expect(third.next).toBe("stop");
    expect(third.problems.at(-1)).toEqual({ path: "/data", keyword: "loop", message: "2 pages in a row list only records already listed: the walk stops here" });
  });

  it("does not count an empty page, or a page with one new record, toward a loop", () => {
    const checks = walk();
    checks.page(1, { page: 1, pageSize: 2, totalCount: 10, data: ids("a", "b") });
    checks.page(2, { page: 2, pageSize: 2, totalCount: 10, data: ids("a", "c") });
    expect(checks.page(3, { page: 3, pageSize: 2, totalCount: 10, data: ids("a", "b") }).next).toBe("continue");
    const emptied = walk();
    emptied.page(1, { page: 1, pageSize: 2, totalCount: 10, data: ids("a", "b") });
    emptied.page(2, { page: 2, pageSize: 2, totalCount: 10, data: ids("a", "b") });
    expect(emptied.page(3, { page: 3, pageSize: 2, totalCount: 10, data: [] })).toEqual({
      problems: [{ path: "/data", keyword: "empty-page", message: "is empty, but only 4 of 10 records were listed" }],
      next: "done",
    });
  });
});

describe("the end of a walk", () => {
  it("is done at totalCount, with a past-total problem for records beyond it", () => {
    const checks = walk();
    expect(checks.page(1, { page: 1, pageSize: 2, totalCount: 3, data: ids("a", "b") }).next).toBe("continue");
    expect(checks.page(2, { page: 2, pageSize: 2, totalCount: 3, data: ids("c") })).toEqual({ problems: [], next: "done" });
    const over = walk();
    over.page(1, { page: 1, pageSize: 2, totalCount: 3, data: ids("a", "b") });
    expect(over.page(2, { page: 2, pageSize: 2, totalCount: 3, data: ids("c", "d") })).toEqual({
      problems: [{ path: "/data", keyword: "past-total", message: "brings the records listed to 4, more than totalCount 3" }],
      next: "done",
    });
  });

  it("says how totalCount moved, and on which page it was", () => {
    const checks = walk();
    checks.page(1, { page: 1, pageSize: 1, totalCount: 5, data: ids("a") });
    expect(checks.page(2, { page: 2, pageSize: 1, totalCount: 7, data: ids("b") }).problems).toEqual([
      { path: "/totalCount", keyword: "total-changed", message: "is 7, but was 5 on page 1; it grew by 2: records were added while the list was read" },
    ]);
    expect(checks.page(3, { page: 3, pageSize: 1, totalCount: 6, data: ids("c") }).problems).toEqual([
      { path: "/totalCount", keyword: "total-changed", message: "is 6, but was 7 on page 2; it shrank by 1: records were deleted while the list was read" },
    ]);
  });

  it("stops at the page limit, counting what it listed, with or without a totalCount", () => {
    const checks = walk(1, 2);
    checks.page(1, { page: 1, pageSize: 1, totalCount: 9, data: ids("a") });
    expect(checks.page(2, { page: 2, pageSize: 1, totalCount: 9, data: ids("b") })).toEqual({
      problems: [{ path: "/data", keyword: "max-pages", message: "the walk did not end within --max-pages 2 pages (2 of 9 records listed)" }],
      next: "stop",
    });
    const untold = walk(1, 1);
    expect(untold.page(1, { page: 1, data: ids("a") }).problems).toEqual([
      { path: "/data", keyword: "max-pages", message: "the walk did not end within --max-pages 1 pages (1 records listed)" },
    ]);
  });

  it("ends at an empty page, with no total to count against when the service gives none", () => {
    const checks = walk();
    checks.page(1, { page: 1, data: ids("a") });
    expect(checks.page(2, { page: 2, data: [] })).toEqual({
      problems: [{ path: "/data", keyword: "empty-page", message: "is empty, but only 1 records were listed" }],
      next: "done",
    });
  });

  it("hints at the base only where the numbers point to it", () => {
    // From 1, a walk short of exactly its first page: the service counts from 0.
    const fromOne = walk(1);
    fromOne.page(1, { page: 1, pageSize: 2, totalCount: 4, data: ids("c", "d") });
    expect(fromOne.page(2, { page: 2, pageSize: 2, totalCount: 4, data: [] }).problems[0]!.message).toBe(
      "is empty, but only 2 of 4 records were listed; check --first-page (does the service count pages from 0?)",
    );
    // Short by more than a page: no hint.
    const short = walk(1);
    short.page(1, { page: 1, pageSize: 2, totalCount: 6, data: ids("c", "d") });
    expect(short.page(2, { page: 2, pageSize: 2, totalCount: 6, data: [] }).problems[0]!.message).toBe("is empty, but only 2 of 6 records were listed");
    // From 0, the first page empty: the service counts from 1; a later empty page says nothing of it.
    expect(walk(0).page(0, { page: 0, pageSize: 2, totalCount: 4, data: [] }).problems[0]!.message).toMatch(/count pages from 1\?\)$/);
    const later = walk(0);
    later.page(0, { page: 0, pageSize: 2, totalCount: 4, data: ids("a", "b") });
    expect(later.page(1, { page: 1, pageSize: 2, totalCount: 4, data: [] }).problems[0]!.message).toBe("is empty, but only 2 of 4 records were listed");
    // A first page numbered from the other base says so, from 1 and from 0.
    expect(walk(1).page(1, { page: 0, data: ids("a") }).problems[0]!.message).toBe("is 0, but page 1 was asked for; check --first-page (does the service count pages from 0?)");
    expect(walk(0).page(0, { page: 1, data: ids("a") }).problems[0]!.message).toBe("is 1, but page 0 was asked for; check --first-page (does the service count pages from 1?)");
    // A first page numbered 2 from 1, or any page but the first, is off by more than the base.
    expect(walk(1).page(1, { page: 2, data: ids("a") }).problems[0]!.message).toBe("is 2, but page 1 was asked for");
    expect(walk(5).page(5, { page: 0, data: ids("a") }).problems[0]!.message).toBe("is 0, but page 5 was asked for");
    expect(walk(5).page(5, { page: -4, data: ids("a") }).problems[0]!.message).toBe("is -4, but page 5 was asked for");
    const second = walk(0);
    second.page(0, { page: 0, data: ids("a") });
    expect(second.page(1, { page: 1, data: ids("b") }).problems).toEqual([]);
    expect(second.page(2, { page: 1, data: ids("c") }).problems[0]!.message).toBe("is 1, but page 2 was asked for");
  });
});

describe("a shard (every n-th page)", () => {
  it("expects on each page what totalCount and pageSize leave for it, and ends past the total", () => {
    const shard = walk(1, 100, 2);
    expect(shard.page(1, { page: 1, pageSize: 2, totalCount: 9, data: ids("a", "b") })).toEqual({ problems: [], next: "continue" });
    expect(shard.page(3, { page: 3, pageSize: 2, totalCount: 9, data: ids("e") })).toEqual({
      problems: [{ path: "/data", keyword: "empty-page", message: "holds 1 records; totalCount 9 and pageSize 2 leave 2 for page 3" }],
      next: "continue",
    });
    expect(shard.page(5, { page: 5, pageSize: 2, totalCount: 9, data: ids("i", "j") })).toEqual({
      problems: [{ path: "/data", keyword: "past-total", message: "holds 2 records; totalCount 9 and pageSize 2 leave 1 for page 5" }],
      next: "done",
    });
  });

  it("ends on the page that reaches totalCount exactly", () => {
    const shard = walk(1, 100, 2);
    expect(shard.page(1, { page: 1, pageSize: 2, totalCount: 8, data: ids("a", "b") }).next).toBe("continue");
    expect(shard.page(3, { page: 3, pageSize: 2, totalCount: 8, data: ids("e", "f") })).toEqual({ problems: [], next: "done" });
  });

  it("ends at an empty page, and walks on by the records alone when the counts are missing", () => {
    expect(walk(1, 100, 3).page(1, { page: 1, pageSize: 2, totalCount: 40, data: [] }).next).toBe("done");
    expect(walk(1, 100, 3).page(1, { page: 1, data: ids("a") })).toEqual({ problems: [], next: "continue" });
    expect(walk(1, 100, 3).page(1, { page: 1, pageSize: 2, data: ids("a") })).toEqual({ problems: [], next: "continue" });
    expect(walk(1, 100, 3).page(1, { page: 1, totalCount: 9, data: ids("a") })).toEqual({ problems: [], next: "continue" });
    expect(walk(1, 100, 3).page(1, { page: 1, pageSize: 0, totalCount: 5, data: [] })).toEqual({ problems: [], next: "done" });
    expect(walk(1, 100, 3).page(1, { page: 1, pageSize: 0, totalCount: 5, data: ids("a") })).toEqual({
      problems: [{ path: "/data", keyword: "page-overfull", message: "holds 1 records, more than its pageSize of 0" }],
      next: "continue",
    });
  });
});
