// pages() and records(): a client's walk through a list, against well-behaved and
// misbehaving servers.
import { describe, expect, it } from "vitest";
import { ContractValidationError, PaginationError, pages, records, type CollectorPage } from "../src/index.js";
import * as strict from "../src/strict.js";
import { FULL, MINIMAL, copy } from "./fixtures.js";

type Collector = CollectorPage["data"][number];

function collector(i: number): Collector {
  return { ...(copy(MINIMAL.Collector) as unknown as Collector), id: `c${i}` };
}

/** A server holding `total` collectors, `pageSize` a page, pages numbered from `base`. */
function server(total: number, pageSize: number, base: number) {
  const requested: number[] = [];
  const fetchPage = async (page: number): Promise<unknown> => {
    requested.push(page);
    const start = (page - base) * pageSize;
    const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => collector(start + i));
    return { page, pageSize, totalCount: total, data };
  };
  return { fetchPage, requested };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

async function failure(iterable: AsyncIterable<unknown>): Promise<unknown> {
  try {
    await collect(iterable);
  } catch (error) {
    return error;
  }
  expect.fail("expected the walk to fail");
}

describe("pages and records", () => {
  it.each([0, 1])("walk every record once, stopping at totalCount, pages numbered from %i", async (base) => {
    const { fetchPage, requested } = server(7, 3, base);
    const ids = (await collect(records(fetchPage, { list: "CollectorPage", firstPage: base }))).map((c) => c.id);
    expect(ids).toEqual(["c0", "c1", "c2", "c3", "c4", "c5", "c6"]);
    expect(requested).toEqual([base, base + 1, base + 2]);
  });

  it("stops after the first page of an empty list", async () => {
    const { fetchPage, requested } = server(0, 10, 1);
    expect(await collect(pages(fetchPage, { list: "CollectorPage", firstPage: 1 }))).toHaveLength(1);
    expect(requested).toEqual([1]);
  });

  it("stops on an exact multiple of the page size without asking for an empty page", async () => {
    const { fetchPage, requested } = server(6, 3, 1);
    expect(await collect(records(fetchPage, { list: "CollectorPage", firstPage: 1 }))).toHaveLength(6);
    expect(requested).toEqual([1, 2]);
  });

  it("accepts JSON text as well as parsed bodies, and types the records", async () => {
    const text = JSON.stringify({ page: 0, pageSize: 2, totalCount: 2, data: [FULL.SurveyResponse, MINIMAL.SurveyResponse] });
    const responses = await collect(records(async () => text, { list: "SurveyResponsePage", firstPage: 0 }));
    expect(responses.map((r) => r.status)).toEqual(["COMPLETED", "CREATED"]);
  });

  it("validates every page, in the profile of the entry it comes from", async () => {
    const page = { page: 1, pageSize: 1, totalCount: 1, data: [{ ...collector(0), extra: true }] };
    expect(await collect(pages(async () => page, { list: "CollectorPage", firstPage: 1 }))).toHaveLength(1);
    const error = await failure(strict.pages(async () => page, { list: "CollectorPage", firstPage: 1 }));
    expect(error).toBeInstanceOf(ContractValidationError);
    expect((error as ContractValidationError).issues[0]!.path).toBe("/data/0/extra");
  });

  it("fails on an empty page before totalCount instead of looping", async () => {
    const fetchPage = async (page: number) => ({ page, pageSize: 3, totalCount: 5, data: page === 1 ? [collector(0), collector(1), collector(2)] : [] });
    const error = await failure(records(fetchPage, { list: "CollectorPage", firstPage: 1 }));
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({ problem: "empty-page", page: 2, message: "page 2 is empty, but only 3 of 5 records were listed" });
  });

  it("fails when totalCount grows mid-way (records added while a client reads)", async () => {
    const fetchPage = async (page: number) => ({ page, pageSize: 1, totalCount: page === 1 ? 3 : 4, data: [collector(page)] });
    const error = await failure(records(fetchPage, { list: "CollectorPage", firstPage: 1 }));
    expect(error).toMatchObject({ problem: "total-changed", page: 2, message: expect.stringContaining("totalCount changed from 3 to 4") });
  });

  it("fails when totalCount shrinks mid-way (records deleted while a client reads: the common case)", async () => {
    const fetchPage = async (page: number) => ({ page, pageSize: 1, totalCount: page === 1 ? 4 : 3, data: [collector(page)] });
    const error = await failure(records(fetchPage, { list: "CollectorPage", firstPage: 1 }));
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({ problem: "total-changed", page: 2, message: expect.stringContaining("totalCount changed from 4 to 3 on page 2") });
  });

  it("fails when a page holds more records than its pageSize", async () => {
    const fetchPage = async (page: number) => ({ page, pageSize: 2, totalCount: 10, data: [collector(0), collector(1), collector(2)] });
    const error = await failure(records(fetchPage, { list: "CollectorPage", firstPage: 1 }));
    expect(error).toMatchObject({ problem: "page-overfull", page: 1, message: "page 1 holds 3 records, more than its pageSize of 2" });
  });

  it("fails with a hint when the server numbers its pages from the other base", async () => {
    const { fetchPage } = server(5, 2, 1);
    const fromZero = await failure(records(async (page) => ({ ...((await fetchPage(page + 1)) as object), page: page + 1 }), { list: "CollectorPage", firstPage: 0 }));
    expect(fromZero).toMatchObject({ problem: "page-number", page: 0, message: "asked for page 0 and got page 1; check firstPage (does the service count pages from 1?)" });
  });

  it("fails instead of looping when the server ignores the page number", async () => {
    const error = await failure(records(async () => ({ page: 1, pageSize: 2, totalCount: 6, data: [collector(0), collector(1)] }), { list: "CollectorPage", firstPage: 1 }));
    expect(error).toMatchObject({ problem: "page-number", page: 2 });
  });

  it.each([-1, 0.5, Number.NaN])("refuses firstPage %s", async (firstPage) => {
    const { fetchPage } = server(1, 1, 1);
    await expect(collect(pages(fetchPage, { list: "CollectorPage", firstPage }))).rejects.toThrow(RangeError);
  });
});
