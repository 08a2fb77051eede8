// pages() and records(): a client's walk through a list, against well-behaved and
// misbehaving servers.
import { describe, expect, it } from "vitest";
import {
  ContractValidationError,
  PaginationError,
  collectorPages,
  collectorRecords,
  decodeCollectorPage,
  pages,
  records,
  surveyResponseRecords,
  type CollectorPage,
  type FetchPage,
} from "../src/index.js";
import { createMockHandler } from "../src/mock/index.js";
import * as strict from "../src/strict.js";
import { runCli } from "./cli/run-cli.js";
import { FULL, MINIMAL, copy } from "./fixtures.js";
import { collectorPage, serve } from "./probe/serve.js";

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

  it("hands out decoded pages and records on request, each date-time a Date, the walk's checks unchanged", async () => {
    const { fetchPage } = server(5, 2, 1);
    const decoded = await collect(records(fetchPage, { list: "CollectorPage", firstPage: 1, decode: true }));
    expect(decoded.map((record) => record.id)).toEqual(["c0", "c1", "c2", "c3", "c4"]);
    for (const record of decoded) expect(record.createdAt).toStrictEqual(new Date(String(MINIMAL.Collector.createdAt)));
    const text = JSON.stringify({ page: 0, pageSize: 1, totalCount: 1, data: [{ ...FULL.SurveyResponse, extra: 1 }] });
    const [page] = await collect(pages(async () => text, { list: "SurveyResponsePage", firstPage: 0, decode: true }));
    expect(page!.data[0]!.updatedAt).toBeInstanceOf(Date);
    expect(page!.data[0]).toMatchObject({ id: FULL.SurveyResponse.id, extra: 1 });
    expect(await collect(records(fetchPage, { list: "CollectorPage", firstPage: 1, decode: false }))).toEqual(
      await collect(records(fetchPage, { list: "CollectorPage", firstPage: 1 })),
    );
    const error = await failure(strict.records(async () => text, { list: "SurveyResponsePage", firstPage: 0, decode: true }));
    expect((error as ContractValidationError).issues[0]!.path).toBe("/data/0/extra");
    const looping = await failure(records(async () => ({ page: 1, pageSize: 1, totalCount: 3, data: [collector(0)] }), { list: "CollectorPage", firstPage: 1, decode: true }));
    expect(looping).toBeInstanceOf(PaginationError);
  });

  // D21 made exact: a page given as a value was checked, then read again by the walk's checks and
  // by the decoding, which handed out what a getter answered the second time.
  it("reads a page given as a value once: what the checks saw is what is handed out", async () => {
    const twoFaced = (first: unknown, then: unknown) => {
      let reads = 0;
      return Object.defineProperty(collector(0), "createdAt", { get: () => (reads++ === 0 ? first : then), enumerable: true });
    };
    const walk = (record: Collector, decode: boolean) =>
      collect(records(async () => ({ page: 1, pageSize: 1, totalCount: 1, data: [record] }), { list: "CollectorPage", firstPage: 1, decode }));
    const [decoded] = await walk(twoFaced("2026-03-01T09:00:00Z", { not: "a date" }), true);
    expect(decoded!.createdAt).toStrictEqual(new Date("2026-03-01T09:00:00Z"));
    const [given] = await walk(twoFaced("2026-03-01T09:00:00Z", "yesterday"), false);
    expect(given!.createdAt).toBe("2026-03-01T09:00:00Z");
    // An id that changes between the check and the walk's duplicate check would pass both.
    let idReads = 0;
    const shifting = Object.defineProperty(collector(0), "id", { get: () => (idReads++ === 0 ? "c0" : 42), enumerable: true });
    const [record] = await walk(shifting, false);
    expect(record!.id).toBe("c0");
  });

  it("walks one list with that list's own functions, as pages and records walk it: checks, profile, decode by its decodeX", async () => {
    const { fetchPage } = server(5, 2, 1);
    expect((await collect(collectorRecords(fetchPage, { firstPage: 1 }))).map((c) => c.id)).toEqual(["c0", "c1", "c2", "c3", "c4"]);
    expect(await collect(collectorPages(fetchPage, { firstPage: 1 }))).toEqual(await collect(pages(fetchPage, { list: "CollectorPage", firstPage: 1 })));
    const decoded = await collect(collectorRecords(fetchPage, { firstPage: 1, decode: decodeCollectorPage }));
    expect(decoded.map((c) => c.createdAt)).toEqual(Array(5).fill(new Date(String(MINIMAL.Collector.createdAt))));
    const text = JSON.stringify({ page: 0, pageSize: 1, totalCount: 1, data: [{ ...FULL.SurveyResponse, extra: 1 }] });
    expect((await collect(surveyResponseRecords(async () => text, { firstPage: 0 })))[0]).toMatchObject({ extra: 1 });
    const refused = await failure(strict.surveyResponsePages(async () => text, { firstPage: 0 }));
    expect((refused as ContractValidationError).issues[0]!.path).toBe("/data/0/extra");
    const looping = await failure(collectorRecords(async () => ({ page: 1, pageSize: 1, totalCount: 3, data: [collector(0)] }), { firstPage: 1 }));
    expect(looping).toBeInstanceOf(PaginationError);
    // Another list's page is refused as this list's.
    expect(await failure(collectorPages(async () => text, { firstPage: 0 }))).toBeInstanceOf(ContractValidationError);
    expect(() => collectorRecords(fetchPage, { firstPage: 1, decode: true as never })).toThrow(new TypeError("decode takes the decodeX function of the list walked, or nothing"));
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
    expect(error).toMatchObject({ problem: "empty-page", page: 2, message: "page 2: /data is empty, but only 3 of 5 records were listed" });
  });

  it("fails when totalCount grows mid-way (records added while a client reads)", async () => {
    const fetchPage = async (page: number) => ({ page, pageSize: 1, totalCount: page === 1 ? 3 : 4, data: [collector(page)] });
    const error = await failure(records(fetchPage, { list: "CollectorPage", firstPage: 1 }));
    expect(error).toMatchObject({
      problem: "total-changed",
      page: 2,
      message: "page 2: /totalCount is 4, but was 3 on page 1; it grew by 1: records were added while the list was read",
    });
  });

  it("fails when totalCount shrinks mid-way (records deleted while a client reads: the common case)", async () => {
    const fetchPage = async (page: number) => ({ page, pageSize: 1, totalCount: page === 1 ? 4 : 3, data: [collector(page)] });
    const error = await failure(records(fetchPage, { list: "CollectorPage", firstPage: 1 }));
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({
      problem: "total-changed",
      page: 2,
      message: "page 2: /totalCount is 3, but was 4 on page 1; it shrank by 1: records were deleted while the list was read",
    });
  });

  it("fails when a page holds more records than its pageSize", async () => {
    const fetchPage = async (page: number) => ({ page, pageSize: 2, totalCount: 10, data: [collector(0), collector(1), collector(2)] });
    const error = await failure(records(fetchPage, { list: "CollectorPage", firstPage: 1 }));
    expect(error).toMatchObject({ problem: "page-overfull", page: 1, message: "page 1: /data holds 3 records, more than its pageSize of 2" });
  });

  it("fails with a hint when the server numbers its pages from the other base", async () => {
    const { fetchPage } = server(5, 2, 1);
    const fromZero = await failure(records(async (page) => ({ ...((await fetchPage(page + 1)) as object), page: page + 1 }), { list: "CollectorPage", firstPage: 0 }));
    expect(fromZero).toMatchObject({
      problem: "page-number",
      page: 0,
      message: "page 0: /page is 1, but page 0 was asked for; check firstPage (does the service count pages from 1?)",
    });
  });

  it("gives the hint only where the numbers say so (was: also for a page one too high, from 1)", async () => {
    const { fetchPage } = server(5, 2, 1);
    const ahead = await failure(records(async (page) => ({ ...((await fetchPage(page)) as object), page: page + 1 }), { list: "CollectorPage", firstPage: 1 }));
    expect(ahead).toMatchObject({ problem: "page-number", page: 1, message: "page 1: /page is 2, but page 1 was asked for" });
  });

  it("hints at the base when the first page is empty but the list is not (was: no hint)", async () => {
    // A service counting from 1 that answers page 0 with no record, as many do.
    const fetchPage = async (page: number) => ({ page, pageSize: 2, totalCount: 5, data: page === 0 ? [] : [collector(page * 2)] });
    const error = await failure(records(fetchPage, { list: "CollectorPage", firstPage: 0 }));
    expect(error).toMatchObject({
      problem: "empty-page",
      page: 0,
      message: "page 0: /data is empty, but only 0 of 5 records were listed; check firstPage (does the service count pages from 1?)",
    });
  });

  it("fails on a record listed twice before giving it (was: given twice, 96 records for 95)", async () => {
    // Pages overlapping by one record, as a server sorting on a field that is not unique does.
    const fetchPage = async (page: number) => {
      const start = Math.max(0, page * 10 - 1);
      return { page, pageSize: 10, totalCount: 95, data: Array.from({ length: Math.min(10, 95 - start) }, (_, i) => collector(start + i)) };
    };
    const seen: string[] = [];
    const error = await failure(
      (async function* () {
        for await (const record of records(fetchPage, { list: "CollectorPage", firstPage: 0 })) yield seen.push(record.id);
      })(),
    );
    expect(error).toMatchObject({ problem: "duplicate-id", page: 1, message: 'page 1: /data/0/id "c9" was already listed on page 0' });
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("fails on records past totalCount before giving them (was: given)", async () => {
    const fetchPage = async (page: number) => ({ page, pageSize: 3, totalCount: 5, data: [collector(page * 3), collector(page * 3 + 1), collector(page * 3 + 2)] });
    const error = await failure(records(fetchPage, { list: "CollectorPage", firstPage: 0 }));
    expect(error).toMatchObject({ problem: "past-total", page: 1, message: "page 1: /data brings the records listed to 6, more than totalCount 5" });
    expect((error as PaginationError).problems).toEqual([{ path: "/data", keyword: "past-total", message: "brings the records listed to 6, more than totalCount 5" }]);
  });

  it("fails instead of looping when the server ignores the page number", async () => {
    const error = await failure(records(async () => ({ page: 1, pageSize: 2, totalCount: 6, data: [collector(0), collector(1)] }), { list: "CollectorPage", firstPage: 1 }));
    expect(error).toMatchObject({ problem: "page-number", page: 2 });
    expect((error as PaginationError).problems.map((problem) => problem.keyword)).toEqual(["page-number", "duplicate-id", "duplicate-id"]);
    expect((error as PaginationError).message).toBe("page 2: /page is 1, but page 2 was asked for (and 2 more: duplicate-id, duplicate-id)");
    expect((error as PaginationError).name).toBe("PaginationError");
  });

  it.each([-1, 0.5, Number.NaN])("refuses firstPage %s", async (firstPage) => {
    const { fetchPage } = server(1, 1, 1);
    const error = await collect(pages(fetchPage, { list: "CollectorPage", firstPage })).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toMatchObject({ message: `firstPage must be an integer of 0 or more, not ${firstPage}` });
  });
});

describe("over HTTP, on the servers probe fails", () => {
  /** The page's body as text, fetched from the server as a client does. */
  const fetchFrom =
    (origin: string): FetchPage =>
    async (page) =>
      (await fetch(`${origin}/collectors?page=${page}&pageSize=20`)).text();

  async function walked(origin: string) {
    const ids: string[] = [];
    try {
      for await (const record of records(fetchFrom(origin), { list: "CollectorPage", firstPage: 1 })) ids.push(record.id);
    } catch (error) {
      return { ids, error };
    }
    return { ids, error: undefined };
  }

  async function probeProblems(origin: string): Promise<string[]> {
    const result = await runCli(
      "probe",
      `${origin}/collectors?page={page}&pageSize={pageSize}`,
      "--list",
      "CollectorPage",
      "--first-page",
      "1",
      "--page-size",
      "20",
      "--format",
      "json",
    );
    return (JSON.parse(result.stdout).problems as { keyword: string }[]).map((problem) => problem.keyword);
  }

  it("fails with duplicate-id on the mock's duplicating pages, before giving a record twice (was: 45 records, 43 distinct)", async () => {
    const { origin } = await serve(createMockHandler({ total: 45, pageSize: 20, lie: "duplicate" }));
    const { ids, error } = await walked(origin);
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({ problem: "duplicate-id", page: 2 });
    expect(ids).toHaveLength(20);
    expect(await probeProblems(origin)).toEqual(["duplicate-id", "duplicate-id"]);
  });

  it("fails with duplicate-id on pages that overlap by a record (was: 96 records for totalCount 95)", async () => {
    const { origin } = await serve((request, response) => {
      const page = Number(new URL(request.url ?? "/", "http://x").searchParams.get("page"));
      const first = Math.max(0, (page - 1) * 20 - (page - 1));
      const ids = Array.from({ length: Math.max(0, Math.min(20, 95 - first)) }, (_, i) => `c${first + i}`);
      response.writeHead(200, { "content-type": "application/json" }).end(collectorPage(page, 20, 95, ids));
    });
    const { ids, error } = await walked(origin);
    expect(error).toMatchObject({ problem: "duplicate-id", page: 2, message: 'page 2: /data/0/id "c19" was already listed on page 1' });
    expect(new Set(ids).size).toBe(ids.length);
    expect(await probeProblems(origin)).toContain("duplicate-id");
  });

  it("fails with past-total on a last page longer than totalCount leaves (was: the extra records given)", async () => {
    const { origin } = await serve((request, response) => {
      const page = Number(new URL(request.url ?? "/", "http://x").searchParams.get("page"));
      const ids = Array.from({ length: 20 }, (_, i) => `c${(page - 1) * 20 + i}`);
      response.writeHead(200, { "content-type": "application/json" }).end(collectorPage(page, 20, 30, ids));
    });
    const { ids, error } = await walked(origin);
    expect(error).toMatchObject({ problem: "past-total", page: 2, message: "page 2: /data brings the records listed to 40, more than totalCount 30" });
    expect(ids).toHaveLength(20);
    expect(await probeProblems(origin)).toEqual(["past-total"]);
  });
});
