// survey-contract probe over real HTTP on 127.0.0.1: against the mock, and against servers that
// misbehave one way each. Every run sends a secret header that must never be printed, and no
// run may print a stack trace or hang.
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { createMockHandler } from "../../src/mock/index.js";
import { runCli, type CliResult } from "../cli/run-cli.js";
import { collectorPage, idsOf, serve } from "./serve.js";
import { VALIDATE_FORMATS } from "../../src/cli/reporters/validate-formats.js";

const SECRET = "Bearer s3cr3t-t0ken-value";
const FORMATS = Object.keys(VALIDATE_FORMATS);

/** Probes `url` as a CollectorPage list from page 1, with the secret header and `options`. */
async function probe(url: string, ...options: string[]): Promise<CliResult> {
  const result = await runCli("probe", url, "--list", "CollectorPage", "--first-page", "1", "--header", `Authorization: ${SECRET}`, ...options);
  const printed = `${result.stdout}\n${result.stderr}`;
  expect(printed).not.toContain("s3cr3t");
  expect(printed).not.toMatch(/^\s+at /m);
  return result;
}

/** Problems of a text run: [keyword, url's page, pointer] for each line. */
function problems(result: CliResult): [string, string, string][] {
  return result.stdout
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const match = /page=(\d+)[^ ]*: (\S+) .*\[([A-Za-z-]+)\]$/.exec(line);
      return match === null ? ["?", "?", line] : [match[3]!, match[1]!, match[2]!];
    });
}

/**
 * A list of `total` collectors, `pageSize` a page; `answer` may give a page's body instead, or
 * "" when it has answered (or not) itself.
 */
function list(total: number, pageSize: number, answer?: (page: number, request: IncomingMessage, response: ServerResponse) => string | undefined) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const page = Number(new URL(request.url!, "http://x").searchParams.get("page"));
    const body = answer?.(page, request, response) ?? collectorPage(page, pageSize, total, idsOf(page, pageSize, total));
    if (body !== "") response.writeHead(200, { "content-type": "application/json" }).end(body);
  };
}

const URL_OF = (origin: string) => `${origin}/collectors?page={page}&pageSize={pageSize}`;

describe("probe against the mock", () => {
  it("walks every page of both lists and finds nothing, in the tolerant profile", async () => {
    const { origin } = await serve(createMockHandler({ total: 95, pageSize: 20 }));
    const result = await probe(URL_OF(origin), "--page-size", "20");
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(
      /^5 CollectorPage pages walked, all valid \(tolerant profile\): 95 records, \d+ records\/s; page latency median [\d.]+ ms, p95 [\d.]+ ms, max [\d.]+ ms$/,
    );
    const responses = await runCli("probe", `${origin}/survey-responses?page={page}`, "--list", "SurveyResponsePage", "--first-page", "1");
    expect(responses.code).toBe(0);
    expect(responses.stderr).toContain("5 SurveyResponsePage pages walked, all valid (tolerant profile): 95 records");
  });

  it("with --strict, names the property the mock adds unless it serves strictly", async () => {
    const { origin } = await serve(createMockHandler({ total: 3 }));
    const loose = await probe(URL_OF(origin), "--strict");
    expect(loose.code).toBe(1);
    expect(problems(loose)).toEqual([
      ["additionalProperties", "1", "/data/0/servedBy"],
      ["additionalProperties", "1", "/data/1/servedBy"],
      ["additionalProperties", "1", "/data/2/servedBy"],
    ]);
    const { origin: strictOrigin } = await serve(createMockHandler({ total: 3, strict: true }));
    expect((await probe(URL_OF(strictOrigin), "--strict")).code).toBe(0);
  });

  it.each([
    [
      "totalCount",
      [
        ["total-changed", "2", "/totalCount"],
        ["total-changed", "3", "/totalCount"],
        ["past-total", "3", "/data"],
      ],
    ],
    [
      "page",
      [
        ["page-number", "1", "/page"],
        ["page-number", "2", "/page"],
        ["page-number", "3", "/page"],
      ],
    ],
    [
      "duplicate",
      [
        ["duplicate-id", "2", "/data/0/id"],
        ["duplicate-id", "3", "/data/0/id"],
      ],
    ],
  ] as const)("reports the mock's lie about %s", async (lie, expected) => {
    const { origin } = await serve(createMockHandler({ total: 50, pageSize: 20, lie }));
    const result = await probe(URL_OF(origin), "--page-size", "20");
    expect(problems(result)).toEqual(expected);
    expect(result.code).toBe(1);
  });

  it("hints at the base only where the numbers point to it (was: 'count pages from 1?' with --first-page 1)", async () => {
    const { origin } = await serve(createMockHandler({ total: 50, pageSize: 20, lie: "page" }));
    const json = JSON.parse((await probe(URL_OF(origin), "--page-size", "20", "--format", "json")).stdout);
    expect(json.problems[0]).toMatchObject({ keyword: "page-number", message: "is 2, but page 1 was asked for" });
    const fromZero = await serve(createMockHandler({ total: 50, pageSize: 20, firstPage: 0 }));
    const hinted = JSON.parse((await probe(URL_OF(fromZero.origin), "--page-size", "20", "--format", "json")).stdout);
    // It echoes the page numbers asked for, so only the end of the walk shows the first page missed (was: no hint).
    expect(hinted.problems).toEqual([
      expect.objectContaining({ keyword: "empty-page", message: "is empty, but only 30 of 50 records were listed; check --first-page (does the service count pages from 0?)" }),
    ]);
  });

  it("reports in every format, the page's URL and the problem's place in its body", async () => {
    const { origin } = await serve(createMockHandler({ total: 30, pageSize: 20, lie: "duplicate" }));
    const url = `${origin}/collectors?page=2&pageSize=20`;
    for (const format of FORMATS) {
      const result = await probe(URL_OF(origin), "--page-size", "20", "--format", format);
      expect(result.code, format).toBe(1);
      const written = { text: url, json: JSON.stringify(url), github: `file=${url.replaceAll(":", "%3A")}`, junit: url.replaceAll("&", "&amp;") }[format];
      expect(result.stdout, format).toContain(written);
    }
    const json = JSON.parse((await probe(URL_OF(origin), "--page-size", "20", "--format", "json")).stdout);
    // Pages counted as pages (was: "records": 2 for two pages), the records listed in the walk.
    expect(json).toMatchObject({ record: "CollectorPage", valid: false, pages: 2, invalidPages: 1, walk: { pages: 2, records: 30, idsNotKept: 0 } });
    expect(json).not.toHaveProperty("records");
    expect(json.problems).toEqual([
      { file: url, line: 1, column: expect.any(Number), path: "/data/0/id", keyword: "duplicate-id", message: '"collector-19" was already listed on page 1' },
    ]);
    expect(Object.keys(json.walk.latency)).toEqual(["median", "p95", "max"]);
  });
});

describe("probe against a service that misbehaves", () => {
  it("a page slower than --timeout is a page not read (exit 2), after its retries", async () => {
    const { origin } = await serve(list(10, 5, (page, _request, response) => (page === 2 ? (setTimeout(() => response.destroyed || response.end(), 5000), "") : undefined)));
    // The page ends after 5 s: a probe that waited for it would have read it and said nothing.
    const result = await probe(URL_OF(origin), "--page-size", "5", "--timeout", "150", "--retries", "1");
    expect(result.stderr).toContain(`${origin}/collectors?page=2&pageSize=5: no complete answer within 150 ms (--timeout) (2 attempts)`);
    expect(result.code).toBe(2);
  });

  it("a 500 and then the page: asked again, and the walk goes on", async () => {
    let failed = 0;
    const { origin } = await serve(
      list(10, 5, (page, _request, response) => {
        if (page !== 2 || failed++ > 0) return undefined;
        response.writeHead(500).end("{}");
        return "";
      }),
    );
    const result = await probe(URL_OF(origin), "--page-size", "5");
    expect(result.code).toBe(0);
    expect(failed).toBe(2);
  });

  it("a reset connection is asked again; one reset every time is a page not read", async () => {
    let resets = 0;
    const once = await serve(list(10, 5, (page, request) => (page === 1 && resets++ === 0 ? (request.socket.destroy(), "") : undefined)));
    expect((await probe(URL_OF(once.origin), "--page-size", "5")).code).toBe(0);
    const always = await serve(list(10, 5, (_page, request) => (request.socket.destroy(), "")));
    const result = await probe(URL_OF(always.origin), "--page-size", "5", "--retries", "2");
    expect(result.stderr).toContain("page=1&pageSize=5: the connection was reset (3 attempts)");
    expect(result.code).toBe(2);
  });

  it("waits as long as Retry-After says, and gives up at once when it says too long", async () => {
    let asked = 0;
    const { origin } = await serve(
      list(5, 5, (_page, _request, response) => {
        if (asked++ > 0) return undefined;
        response.writeHead(429, { "retry-after": "1" }).end();
        return "";
      }),
    );
    const started = performance.now();
    expect((await probe(URL_OF(origin), "--page-size", "5")).code).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    const patient = await serve((_request, response) => response.writeHead(503, { "retry-after": "3600" }).end());
    const result = await probe(URL_OF(patient.origin));
    expect(result.stderr).toContain("answered HTTP 503 and asked to wait 3600 s (Retry-After), longer than probe waits (60 s)");
    expect(result.code).toBe(2);
  });

  it("quotes what a service put in an error's body, escaped and cut short (was: the status alone)", async () => {
    const down = await serve((_request, response) => response.writeHead(500).end(`database is down\n\u001b[31m${"retry later ".repeat(40)}`));
    const failed = await probe(URL_OF(down.origin), "--retries", "0");
    expect(failed.code).toBe(2);
    expect(failed.stderr).toMatch(/answered HTTP 500: "database is down \\u001b\[31mretry later retry later .*…"/);
    expect(failed.stderr).not.toContain("\u001b");
    const missing = await serve((_request, response) => response.writeHead(404).end("no such list"));
    expect((await probe(URL_OF(missing.origin))).stderr).toContain('answered HTTP 404, not a page: "no such list"');
  });

  it("stops reading a body past --max-body-bytes, declared or not", async () => {
    const big = JSON.stringify({ page: 1, pageSize: 1, totalCount: 1, data: [{ filler: "x".repeat(1_000_000) }] });
    const declared = await serve((_request, response) => response.writeHead(200, { "content-length": Buffer.byteLength(big) }).end(big));
    const chunked = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      for (let i = 0; i < 100; i++) response.write(big.slice(i * 10_001, (i + 1) * 10_001));
      response.end(big.slice(1_000_100));
    });
    const first = await probe(URL_OF(declared.origin), "--max-body-bytes", "10000");
    expect(first.stderr).toContain(`the body is larger than --max-body-bytes 10000: it declares ${Buffer.byteLength(big)} bytes; not read further`);
    expect(first.code).toBe(2);
    const second = await probe(URL_OF(chunked.origin), "--max-body-bytes", "10000");
    expect(second.stderr).toContain("the body is larger than --max-body-bytes 10000: it went on past it; not read further");
    expect(second.code).toBe(2);
  });

  it("follows a redirect within the origin with the headers, and none to another origin", async () => {
    const headersSeen: (string | undefined)[] = [];
    const elsewhere = await serve((request, response) => {
      headersSeen.push(request.headers.authorization);
      response.writeHead(200).end(collectorPage(1, 5, 1, ["c0"]));
    });
    const home = await serve((request, response) => {
      const url = new URL(request.url!, "http://x");
      if (url.pathname === "/moved") return void response.writeHead(200).end(collectorPage(1, 5, 1, ["c0"]));
      if (url.pathname === "/collectors") return void response.writeHead(307, { location: `/moved${url.search}` }).end();
      response.writeHead(302, { location: `${elsewhere.origin}/collectors${url.search}` }).end();
    });
    expect((await probe(URL_OF(home.origin), "--page-size", "5")).code).toBe(0);
    const result = await probe(`${home.origin}/away?page={page}`);
    expect(result.stderr).toContain(`redirected from ${home.origin} to another origin, ${elsewhere.origin}: not followed, so that the request's headers are not sent there`);
    expect(result.code).toBe(2);
    expect(headersSeen).toEqual([]);
  });

  it("a page answered for another page repeats its records", async () => {
    const { origin } = await serve(list(15, 5, (page) => (page === 2 ? collectorPage(1, 5, 15, idsOf(1, 5, 15)) : undefined)));
    const result = await probe(URL_OF(origin), "--page-size", "5");
    expect(problems(result)).toEqual([
      ["page-number", "2", "/page"],
      ["duplicate-id", "2", "/data/0/id"],
      ["duplicate-id", "2", "/data/1/id"],
      ["duplicate-id", "2", "/data/2/id"],
      ["duplicate-id", "2", "/data/3/id"],
      ["duplicate-id", "2", "/data/4/id"],
    ]);
    expect(result.stdout).toContain('/data/0/id "c0" was already listed on page 1 [duplicate-id]');
    expect(result.code).toBe(1);
  });

  it("totalCount shrinking and growing during the walk, each change once", async () => {
    const totals = [12, 11, 14];
    const { origin } = await serve(list(0, 5, (page) => collectorPage(page, 5, totals[page - 1]!, idsOf(page, 5, 15))));
    const result = await probe(URL_OF(origin), "--page-size", "5");
    expect(result.stdout).toContain("/totalCount is 11, but was 12 on page 1; it shrank by 1: records were deleted while the list was read [total-changed]");
    expect(result.stdout).toContain("/totalCount is 14, but was 11 on page 2; it grew by 3: records were added while the list was read [total-changed]");
    expect(problems(result).map(([keyword, page]) => [keyword, page])).toEqual([
      ["total-changed", "2"],
      ["total-changed", "3"],
      ["past-total", "3"],
    ]);
    expect(result.code).toBe(1);
  });

  it("pages that never end stop at --max-pages, and the same page over and over as a loop", async () => {
    const endless = await serve(list(0, 5, (page) => collectorPage(page, 5, page * 5 + 5, idsOf(page, 5, page * 5))));
    const result = await probe(URL_OF(endless.origin), "--page-size", "5", "--max-pages", "4");
    expect(problems(result).at(-1)).toEqual(["max-pages", "4", "/data"]);
    expect(result.stdout).toContain("the walk did not end within --max-pages 4 pages (20 of 25 records listed)");
    expect(result.code).toBe(1);
    const stuck = await serve(list(0, 5, () => collectorPage(1, 5, 100, idsOf(1, 5, 100))));
    const looped = await probe(URL_OF(stuck.origin), "--page-size", "5");
    expect(problems(looped).at(-1)).toEqual(["loop", "3", "/data"]);
    expect(looped.code).toBe(1);
  });

  it("an empty page before totalCount is reached ends the walk as a problem", async () => {
    const { origin } = await serve(list(0, 5, (page) => collectorPage(page, 5, 12, page === 1 ? idsOf(1, 5, 12) : [])));
    const result = await probe(URL_OF(origin), "--page-size", "5");
    expect(result.stdout).toContain("/data is empty, but only 5 of 12 records were listed [empty-page]");
    expect(result.code).toBe(1);
  });

  it("a body that is not JSON, or no body at all, is a page not read", async () => {
    const text = await serve((_request, response) => response.writeHead(200).end("<html>oops</html>"));
    expect((await probe(URL_OF(text.origin))).stderr).toContain("page=1&pageSize=100:1:1: malformed JSON");
    const empty = await serve((_request, response) => response.writeHead(200).end());
    const result = await probe(URL_OF(empty.origin));
    expect(result.stderr).toContain("answered with an empty body, not a page");
    expect(result.code).toBe(2);
  });
});

describe("probe's options", () => {
  it.each([
    [["http://127.0.0.1:1/collectors", "--list", "CollectorPage", "--first-page", "1"], "put {page} in the URL"],
    [["ftp://127.0.0.1/{page}", "--list", "CollectorPage", "--first-page", "1"], "must be an absolute http:// or https:// URL"],
    [["http://127.0.0.1:1/{page}", "--list", "CollectorPage"], "give --first-page 0 or 1"],
    [["http://127.0.0.1:1/{page}", "--first-page", "1"], "name the list with --list CollectorPage or SurveyResponsePage"],
    [["http://127.0.0.1:1/{page}", "--list", "Collector", "--first-page", "1"], "--list Collector: use CollectorPage, SurveyResponsePage"],
    [["http://127.0.0.1:1/{page}", "--list", "CollectorPage", "--first-page", "1", "--header", "s3cr3t"], "--header number 1: write it as 'Name: value'"],
    [["http://127.0.0.1:1/{page}", "--list", "CollectorPage", "--first-page", "1", "--header", "X: s3cr3t\u0007"], "--header X: its value holds a character HTTP does not allow"],
    [["http://127.0.0.1:1/{page}", "--list", "CollectorPage", "--first-page", "1", "--shard", "3/2"], "--shard 3/2: give I/N"],
  ])("refuses %j", async (args, message) => {
    const result = await runCli("probe", ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toContain("s3cr3t");
  });

  it("a service that is not running is a page not read, said plainly", async () => {
    const { origin, server } = await serve(() => {});
    server.close();
    server.closeAllConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const result = await probe(URL_OF(origin), "--retries", "0");
    expect(result.stderr).toBe(`${origin}/collectors?page=1&pageSize=100: the connection was refused: is the service running?\nno CollectorPage page read, see above`);
    expect(result.code).toBe(2);
  });

  it("--rate spaces the requests", async () => {
    const { origin } = await serve(createMockHandler({ total: 20, pageSize: 5 }));
    const started = performance.now();
    expect((await probe(URL_OF(origin), "--page-size", "5", "--rate", "10")).code).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("--shard: the shards walk every page between them, each its own", async () => {
    const asked: number[][] = [[], [], []];
    for (const shard of [1, 2, 3]) {
      const { origin } = await serve(
        list(23, 5, (page) => {
          asked[shard - 1]!.push(page);
          return undefined;
        }),
      );
      const result = await probe(URL_OF(origin), "--page-size", "5", "--shard", `${shard}/3`);
      expect(result.code, result.stdout).toBe(0);
    }
    expect(asked).toEqual([[1, 4], [2, 5], [3]]);
  });
});
