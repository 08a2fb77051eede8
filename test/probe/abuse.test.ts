// probe against a service built to abuse it (D25): a page whose parse would cost far more than
// its bytes, a Retry-After too long to count, shards fed empty pages with a huge totalCount, and
// a template that stops being a URL of the same service part way through the walk.
import { describe, expect, it } from "vitest";
import { MAX_PAGE_VALUES, holdsMoreValuesThan } from "../../src/pages/page-budget.js";
import { retryAfterMs } from "../../src/probe/page-fetcher.js";
import { runCli } from "../cli/run-cli.js";
import { serve } from "./serve.js";

function probe(url: string, ...options: string[]) {
  return runCli("probe", url, "--list", "CollectorPage", "--first-page", "1", ...options);
}

describe("a page's parse is bounded, not only its bytes", () => {
  it("counts the values of a body without parsing it, strings and escapes skipped", () => {
    expect(holdsMoreValuesThan(Buffer.from("[{},{},{}]"), 5)).toBe(true);
    expect(holdsMoreValuesThan(Buffer.from("[{},{},{}]"), 6)).toBe(false);
    expect(holdsMoreValuesThan(Buffer.from('["{,[,{", "\\"{[,"]'), 2)).toBe(false);
    expect(holdsMoreValuesThan(Buffer.from(JSON.stringify({ page: 1, pageSize: 2, totalCount: 2, data: [{ a: 1 }, { b: 2 }] })), 10)).toBe(false);
  });

  it("refuses, unparsed, a page of millions of empty objects under --max-body-bytes (was: 845 MB)", async () => {
    const body = `[${"{},".repeat(MAX_PAGE_VALUES)}{}]`;
    const { origin } = await serve((_request, response) => response.writeHead(200, { "content-type": "application/json" }).end(body));
    const result = await probe(`${origin}/c?page={page}`, "--format", "json");
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout).inputErrors).toEqual([
      { file: `${origin}/c?page=1`, message: `holds more than ${MAX_PAGE_VALUES} JSON values, more than a page's parse may cost; not parsed` },
    ]);
  });
});

describe("Retry-After", () => {
  it.each(["3600", "9999999999", "99999999999999999999999"])("of %s seconds is longer than probe waits (was: ten digits or more ignored)", (value) => {
    expect(retryAfterMs(value)).toBeGreaterThan(60_000);
  });

  it("of ten digits makes probe give up at once, saying so", async () => {
    const { origin } = await serve((_request, response) => response.writeHead(503, { "retry-after": "9999999999" }).end());
    // A probe that waited would outlast the test's time limit many times over.
    const result = await probe(`${origin}/c?page={page}`);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("answered HTTP 503 and asked to wait 9999999999 s (Retry-After), longer than probe waits (60 s)");
  });
});

describe("--shard", () => {
  it("stops at an empty page as a walk of every page does, whatever totalCount promises (was: on to --max-pages)", async () => {
    let requests = 0;
    const { origin } = await serve((request, response) => {
      requests++;
      const page = Number(new URL(request.url!, "http://x").searchParams.get("page"));
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ page, pageSize: 10, totalCount: 1_000_000_000, data: [] }));
    });
    for (const shard of [undefined, "1/4", "3/4"]) {
      requests = 0;
      const result = await probe(`${origin}/c?page={page}&pageSize={pageSize}`, "--page-size", "10", ...(shard ? ["--shard", shard] : []));
      expect(result.code).toBe(1);
      expect(requests).toBe(1);
      expect(result.stdout).toContain("[empty-page]");
    }
  });
});

describe("the URL template", () => {
  it.each([
    ["http://127.0.0.1:{page}/c", "1"],
    ["http://h{page}.127.0.0.1.nip.invalid/c", "0"],
  ])("is refused when a page it can produce is another service or no URL: %s (was: 'unexpected failure' part way)", async (template, first) => {
    const result = await runCli("probe", template, "--list", "CollectorPage", "--first-page", first);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("put {page} in the URL's path or query");
  });
});
