// Pages over HTTP: a walk given a URL, readPage for one response, getNextPageParam for infinite
// queries; a status other than 2xx is the service's error (HttpError), never a contract error.
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { ContractValidationError, HttpError, getNextPageParam, readCollectorPage, readPage, readSurveyResponsePage, records, type CollectorPage } from "../src/index.js";
import * as strict from "../src/strict.js";
import { excerpt, responseText } from "../src/pages/http-page.js";
import { collectorPage, idsOf, serve } from "./probe/serve.js";

/** A list of `total` collectors, `pageSize` a page from 1; `answer` may answer a request itself. */
function list(total: number, answer?: (request: IncomingMessage, response: ServerResponse) => boolean) {
  const requests: IncomingMessage[] = [];
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    requests.push(request);
    if (answer?.(request, response)) return;
    const query = new URL(request.url ?? "/", "http://x").searchParams;
    const page = Number(query.get("page"));
    const pageSize = Number(query.get("size") ?? 5);
    response.writeHead(200, { "content-type": "application/json" }).end(collectorPage(page, pageSize, total, idsOf(page, pageSize, total)));
  };
  return { listener, requests };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  expect.fail("expected a failure");
}

describe("a walk given a URL", () => {
  it("fills {page} and {pageSize}, sends the headers, and walks every record", async () => {
    const { listener, requests } = list(12);
    const { origin } = await serve(listener);
    const walked = await collect(
      records(`${origin}/collectors?page={page}&size={pageSize}`, { list: "CollectorPage", firstPage: 1, pageSize: 5, headers: { authorization: "Bearer t" } }),
    );
    expect(walked.map((collector) => collector.id)).toEqual(idsOf(1, 12, 12));
    expect(requests.map((request) => request.url)).toEqual(["/collectors?page=1&size=5", "/collectors?page=2&size=5", "/collectors?page=3&size=5"]);
    expect(requests.map((request) => request.headers.authorization)).toEqual(["Bearer t", "Bearer t", "Bearer t"]);
  });

  it("asks with the fetch it is given", async () => {
    const asked: string[] = [];
    const { origin } = await serve(list(3).listener);
    const walked = await collect(
      strict.records(`${origin}/collectors?page={page}`, { list: "CollectorPage", firstPage: 1, fetch: (url, init) => (asked.push(String(url)), fetch(url, init)) }),
    );
    expect(walked).toHaveLength(3);
    expect(asked).toEqual([`${origin}/collectors?page=1`]);
  });

  it("turns a 500 into an HttpError with the status and the start of the body, escaped (was: 'Invalid CollectorPage: /page is required')", async () => {
    const { origin } = await serve((_request, response) => response.writeHead(500).end("database is down\n\u001b[31mretry later\u0007"));
    const error = await failure(collect(records(`${origin}/collectors?page={page}&access_token=s3cr3t`, { list: "CollectorPage", firstPage: 1 })));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(ContractValidationError);
    expect(error).toMatchObject({
      status: 500,
      url: `${origin}/collectors?page=1&access_token=***`,
      excerpt: "database is down \\u001b[31mretry later\\u0007",
      message: `${origin}/collectors?page=1&access_token=*** answered HTTP 500: database is down \\u001b[31mretry later\\u0007`,
    });
  });

  it("keeps at most 200 characters of an error body, and leaves the rest unread", async () => {
    const LIMIT = 256 * 1024 * 1024;
    let sent = 0;
    let closed = false;
    const { origin } = await serve((_request, response) => {
      response.writeHead(404, { "content-type": "text/html" });
      const chunk = `<p>${"not here ".repeat(1000)}</p>`;
      const more = () => {
        while (!closed && sent < LIMIT && response.write(chunk)) sent += chunk.length;
        if (!closed && sent < LIMIT) response.once("drain", more);
        else response.end();
      };
      response.on("close", () => (closed = true));
      more();
    });
    const error = (await failure(collect(records(`${origin}/collectors?page={page}`, { list: "CollectorPage", firstPage: 1 })))) as HttpError;
    expect(error.status).toBe(404);
    expect([...error.excerpt]).toHaveLength(201);
    expect(error.excerpt).toMatch(/^<p>not here not here .*…$/);
    await expect.poll(() => closed).toBe(true);
    expect(sent).toBeLessThan(LIMIT / 8);
  });

  it("stops when its signal is aborted", async () => {
    const controller = new AbortController();
    const { origin } = await serve(list(100).listener);
    const seen: string[] = [];
    const error = await failure(
      (async () => {
        for await (const collector of records(`${origin}/collectors?page={page}`, { list: "CollectorPage", firstPage: 1, signal: controller.signal })) {
          seen.push(collector.id);
          if (seen.length === 5) controller.abort();
        }
      })(),
    );
    expect(seen).toHaveLength(5);
    expect(error).toMatchObject({ name: "AbortError" });
  });

  it("refuses a URL without {page}, and {pageSize} without pageSize, before asking", async () => {
    expect(await failure(collect(records("http://127.0.0.1:9/collectors?token=s3cr3t", { list: "CollectorPage", firstPage: 1 })))).toMatchObject({
      name: "TypeError",
      message: "the URL must hold {page}, where the page number goes: http://127.0.0.1:9/collectors?token=***",
    });
    expect(await failure(collect(records("http://127.0.0.1:9/c?page={page}&size={pageSize}", { list: "CollectorPage", firstPage: 1 })))).toMatchObject({
      name: "RangeError",
      message: "the URL holds {pageSize}: give pageSize, a whole number of 1 or more, not undefined",
    });
    const asked: string[] = [];
    const fetch = async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response(collectorPage(1, 1, 0, []));
    };
    const template = "http://127.0.0.1:9/c?page={page}&size={pageSize}";
    for (const pageSize of [0, 2.5]) {
      expect(await failure(collect(records(template, { list: "CollectorPage", firstPage: 1, pageSize, fetch })))).toMatchObject({
        name: "RangeError",
        message: `the URL holds {pageSize}: give pageSize, a whole number of 1 or more, not ${pageSize}`,
      });
    }
    expect(asked).toEqual([]);
    expect(await collect(records(template, { list: "CollectorPage", firstPage: 1, pageSize: 1, fetch }))).toEqual([]);
    expect(asked).toEqual(["http://127.0.0.1:9/c?page=1&size=1"]);
  });

  it("asks for the runtime's fetch when the walk starts, and says when there is none", async () => {
    const { fetch } = globalThis;
    // @ts-expect-error -- a runtime without fetch
    delete globalThis.fetch;
    try {
      expect(await failure(collect(records("http://127.0.0.1:9/c?page={page}", { list: "CollectorPage", firstPage: 1 })))).toMatchObject({
        name: "TypeError",
        message: "no global fetch in this runtime: pass one as the fetch option",
      });
    } finally {
      globalThis.fetch = fetch;
    }
  });
});

describe("readPage", () => {
  it("reads a 2xx response as a page of the list, validated in its entry's profile", async () => {
    const { origin } = await serve(list(3).listener);
    const page: CollectorPage = await readPage("CollectorPage", await fetch(`${origin}/collectors?page=1`));
    expect(page.data.map((collector) => collector.id)).toEqual(["c0", "c1", "c2"]);
    const extra = await serve((_request, response) => response.writeHead(200).end(JSON.stringify({ ...page, extra: 1 })));
    expect(await readPage("CollectorPage", await fetch(extra.origin))).toMatchObject({ extra: 1 });
    expect(await failure(strict.readPage("CollectorPage", await fetch(extra.origin)))).toBeInstanceOf(ContractValidationError);
  });

  it("reads one list's page with that list's own readX, in its entry's profile", async () => {
    const { origin } = await serve(list(3).listener);
    expect((await readCollectorPage(await fetch(`${origin}/collectors?page=1`))).data.map((collector) => collector.id)).toEqual(["c0", "c1", "c2"]);
    const extra = await serve((_request, response) => response.writeHead(200).end(JSON.stringify({ page: 1, pageSize: 1, totalCount: 0, data: [], extra: 1 })));
    expect(await readCollectorPage(await fetch(extra.origin))).toMatchObject({ extra: 1 });
    expect(await failure(strict.readCollectorPage(await fetch(extra.origin)))).toBeInstanceOf(ContractValidationError);
    const other = await failure(readSurveyResponsePage(await fetch(`${origin}/collectors?page=1`)));
    expect((other as ContractValidationError).issues[0]!.path).toMatch(/^\/data\/0\//);
    const small = await serve((_request, response) => response.writeHead(200).end(JSON.stringify({ page: 1, pageSize: 1, totalCount: 0, data: [], pad: "x".repeat(4096) })));
    expect(await failure(readCollectorPage(await fetch(small.origin), { maxBodyBytes: 1024 }))).toMatchObject({ name: "PageReadError" });
  });

  it("throws HttpError for a status other than 2xx, whatever the body", async () => {
    const { origin } = await serve((_request, response) => response.writeHead(503).end(JSON.stringify({ page: 1, pageSize: 1, totalCount: 0, data: [] })));
    expect(await failure(readPage("CollectorPage", await fetch(origin)))).toMatchObject({ name: "HttpError", status: 503 });
  });
});

describe("getNextPageParam", () => {
  const page = (size: number, totalCount: number) => ({ totalCount, data: Array.from({ length: size }) });

  it("is the next page number until the pages hold totalCount records", () => {
    expect(getNextPageParam(page(5, 12), [page(5, 12)], 1)).toBe(2);
    expect(getNextPageParam(page(5, 12), [page(5, 12), page(5, 12)], 2)).toBe(3);
    expect(getNextPageParam(page(2, 12), [page(5, 12), page(5, 12), page(2, 12)], 3)).toBeUndefined();
    expect(getNextPageParam(page(0, 12), [page(5, 12), page(0, 12)], 0)).toBeUndefined();
    expect(getNextPageParam(page(0, 0), [page(0, 0)], 1)).toBeUndefined();
  });
});

describe("an error body's excerpt", () => {
  it("makes each run of white space one space, keeps 200 characters whole and cuts the 201st", () => {
    expect(excerpt("  down:\n\t  retry   later  ")).toBe("down: retry later");
    expect(excerpt("é".repeat(200))).toBe("é".repeat(200));
    expect(excerpt(`${"😀".repeat(200)}x`)).toBe(`${"😀".repeat(200)}…`);
  });

  it("reads a character split across chunks whole, and says nothing more for a body that is empty or absent", async () => {
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([0x63, 0x61, 0x66, 0xc3]));
        controller.enqueue(new Uint8Array([0xa9]));
        controller.close();
      },
    });
    expect(await failure(responseText(new Response(split, { status: 502 })))).toMatchObject({ excerpt: "café" });
    expect(await failure(responseText(new Response(null, { status: 500 })))).toMatchObject({ excerpt: "", message: " answered HTTP 500" });
  });
});
