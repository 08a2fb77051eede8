// D27: the library's reads of a service stay on the origin asked and within their bytes, as
// probe's do. Real servers on 127.0.0.1: a redirect to another port is another origin, a body
// that never ends is written until the client lets go.
import { spawn } from "node:child_process";
import { once } from "node:events";
import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HttpError, PageReadError, collectorRecords, pages, readPage, records } from "../src/index.js";
import * as strict from "../src/strict.js";
import { redirectTarget } from "../src/pages/read-limits.js";
import { collectorPage, serve } from "./probe/serve.js";
import { CREDENTIALED_LOCATIONS, CREDENTIALS } from "./probe/credentialed-locations.js";

const HEADERS = { "x-api-key": "key-of-the-caller", "x-auth-token": "token-of-the-caller", authorization: "Bearer caller" };

async function walked(url: string, options: Record<string, unknown> = {}): Promise<unknown[]> {
  const ids: unknown[] = [];
  for await (const record of records(url, { list: "CollectorPage", firstPage: 1, headers: HEADERS, ...options })) ids.push(record.id);
  return ids;
}

async function rejection(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a rejection");
}

/** Writes `[` and then values forever, until the client goes away. */
function endless(response: ServerResponse): void {
  response.writeHead(200, { "content-type": "application/json" });
  const chunk = Buffer.from(`{"filler":"${"x".repeat(64 * 1024)}"},`);
  response.write("[");
  const more = () => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once("drain", more);
  };
  response.on("close", () => response.removeAllListeners("drain"));
  more();
}

describe("a redirect", () => {
  it.each([
    ["302 to another port", 302, (elsewhere: string) => `${elsewhere}/collectors?page=1`],
    ["307 to another port, with a token in its query", 307, (elsewhere: string) => `${elsewhere}/collectors?page=1&token=never-printed`],
  ])("%s: no header of the caller's reaches the other origin, and nothing of it is read as a page", async (_name, status, target) => {
    const seenElsewhere: IncomingHttpHeaders[] = [];
    const elsewhere = await serve((request, response) => {
      seenElsewhere.push(request.headers);
      response.writeHead(200).end(collectorPage(1, 5, 1, ["foreign"]));
    });
    const home = await serve((_request, response) => void response.writeHead(status, { location: target(elsewhere.origin) }).end());
    const error = await rejection(() => walked(`${home.origin}/collectors?page={page}`));
    expect(error).toBeInstanceOf(PageReadError);
    expect(error).toMatchObject({ limit: "origin" });
    expect(error.message).toContain(`redirected from ${home.origin} to another origin, ${elsewhere.origin}: not followed`);
    expect(error.message).not.toContain("never-printed");
    expect(seenElsewhere).toEqual([]);
  });

  it("within the origin is followed, with the caller's headers", async () => {
    const keys: (string | string[] | undefined)[] = [];
    const home = await serve((request, response) => {
      const url = new URL(request.url!, "http://x");
      if (url.pathname === "/v2/collectors") {
        keys.push(request.headers["x-api-key"]);
        return void response.writeHead(200).end(collectorPage(1, 5, 2, ["c0", "c1"]));
      }
      response.writeHead(301, { location: `/v2/collectors${url.search}` }).end();
    });
    expect(await walked(`${home.origin}/collectors?page={page}`)).toEqual(["c0", "c1"]);
    expect(keys).toEqual([HEADERS["x-api-key"]]);
  });

  it("in a loop stops after a few hops, saying so", async () => {
    const home = await serve((request, response) => void response.writeHead(302, { location: request.url! }).end());
    const error = await rejection(() => walked(`${home.origin}/collectors?page={page}`));
    expect(error).toBeInstanceOf(PageReadError);
    expect(error.message).toContain("redirected more than 5 times");
  });
});

describe("a URL with a user name or password", () => {
  const WALKS: [string, (url: string) => Promise<unknown>][] = [
    ["records", (url) => walked(url)],
    [
      "pages",
      async (url) => {
        for await (const page of pages(url, { list: "CollectorPage", firstPage: 1 })) void page;
      },
    ],
    [
      "collectorRecords",
      async (url) => {
        for await (const record of collectorRecords(url, { firstPage: 1 })) void record;
      },
    ],
  ];

  it.each(CREDENTIALED_LOCATIONS.flatMap(([name, location]) => WALKS.map(([walk, run]) => [`${name}, by ${walk}`, location, run] as const)))(
    "in a redirect's Location (%s) is not followed: a PageReadError that quotes no secret (was: fetch's TypeError, quoting it)",
    async (_name, location, run) => {
      const asked: { path: string; authorization: string | undefined }[] = [];
      const home = await serve((request, response) => {
        asked.push({ path: request.url!, authorization: request.headers.authorization });
        if (request.url!.startsWith("/trap")) return void response.writeHead(200).end(collectorPage(1, 5, 1, ["trapped"]));
        response.writeHead(302, { location: location(new URL(home.origin).host) }).end();
      });
      const error = await rejection(() => run(`${home.origin}/c?page={page}`));
      expect(error).toBeInstanceOf(PageReadError);
      expect(error).toMatchObject({ limit: "origin", url: `${home.origin}/c?page=1` });
      expect(error.message).toMatch(/: not followed, so that /);
      for (const secret of CREDENTIALS) expect(error.message).not.toContain(secret);
      expect(asked.map(({ path }) => path)).toEqual(["/c?page=1"]);
      expect(asked.filter(({ authorization }) => authorization?.startsWith("Basic"))).toEqual([]);
    },
  );

  it("given as the walk's URL is refused before any request, the password starred (was: fetch's TypeError, quoting it)", async () => {
    const asked: string[] = [];
    const home = await serve((request, response) => {
      asked.push(request.url!);
      response.writeHead(200).end(collectorPage(1, 5, 1, ["c0"]));
    });
    for (const [, run] of WALKS) {
      const error = await rejection(() => run(`${home.origin.replace("//", "//admin:hunter2@")}/c?page={page}`));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toBe(
        `the URL holds a user name or password, which fetch does not send: give them in the headers option (authorization) instead: http://***@${new URL(home.origin).host}/c?page={page}`,
      );
    }
    expect(asked).toEqual([]);
  });

  it("nor does any other failure of a redirect's request quote it: a PageReadError, its secrets starred (was: fetch's TypeError)", async () => {
    const home = await serve((request, response) => {
      if (request.url!.startsWith("/next")) return void request.socket.destroy();
      response.writeHead(307, { location: "/next?page=1&access_token=tok-never-printed" }).end();
    });
    const error = await rejection(() => walked(`${home.origin}/c?page={page}`));
    expect(error).toBeInstanceOf(PageReadError);
    expect(error).toMatchObject({ limit: "origin", url: `${home.origin}/c?page=1` });
    expect(error.message).toContain(`${home.origin}/c?page=1: redirected to ${home.origin}/next?page=1&access_token=***, which could not be asked (TypeError, `);
    expect(error.message).not.toContain("tok-never-printed");
  });
});

describe("a body", () => {
  it.each([
    ["records over a URL", (origin: string) => walked(`${origin}/c?page={page}`, { maxBodyBytes: 1024 * 1024 })],
    ["readPage of a fetched response", async (origin: string) => readPage("CollectorPage", await fetch(`${origin}/c`), { maxBodyBytes: 1024 * 1024 })],
    [
      "pages in the strict entry, with the default limit",
      async (origin: string) => {
        for await (const page of strict.pages(`${origin}/c?page={page}`, { list: "CollectorPage", firstPage: 1 })) void page;
      },
    ],
  ])("that never ends is read within maxBodyBytes, an error naming the limit: %s", async (_name, read) => {
    const { origin } = await serve((_request, response) => endless(response));
    const error = await rejection(() => read(origin));
    expect(error).toBeInstanceOf(PageReadError);
    expect(error).toMatchObject({ limit: "maxBodyBytes" });
    expect(error.message).toMatch(/the body is longer than \d+ bytes \(maxBodyBytes\): not read further/);
  });

  it.each([
    ["readPage", async (origin: string) => readPage("CollectorPage", await fetch(`${origin}/c`), { maxValues: 1000 })],
    [
      "pages",
      async (origin: string) => {
        for await (const page of pages(`${origin}/c?page={page}`, { list: "CollectorPage", firstPage: 1, maxValues: 1000 })) void page;
      },
    ],
  ])("of more values than maxValues is not parsed: %s", async (_name, read) => {
    const { origin } = await serve((_request, response) => void response.writeHead(200).end(`[${"{},".repeat(5000)}{}]`));
    const error = await rejection(() => read(origin));
    expect(error).toBeInstanceOf(PageReadError);
    expect(error).toMatchObject({ limit: "maxValues" });
    expect(error.message).toContain("holds more than 1000 JSON values (maxValues): not parsed");
  });

  it("refuses a limit that is no whole number, before asking", async () => {
    const response = new Response("{}");
    await expect(readPage("CollectorPage", response, { maxBodyBytes: 0 })).rejects.toThrow(RangeError);
    await expect(readPage("CollectorPage", response, { maxValues: Number.NaN })).rejects.toThrow(RangeError);
  });

  it("of an error status is still an HttpError", async () => {
    const { origin } = await serve((_request, response) => void response.writeHead(503).end("busy"));
    expect(await rejection(() => walked(`${origin}/c?page={page}`))).toBeInstanceOf(HttpError);
  });

  it("that never ends keeps the client's memory under 200 MB at its peak", async () => {
    const { origin } = await serve((_request, response) => endless(response));
    const script = [
      `import { records } from ${JSON.stringify(path.resolve(import.meta.dirname, "../dist/src/index.js"))};`,
      `try { for await (const r of records(${JSON.stringify(`${origin}/c?page={page}`)}, { list: "CollectorPage", firstPage: 1 })) void r; } catch (error) { console.log(error.name); }`,
      `const status = (await import("node:fs")).readFileSync("/proc/self/status", "utf8");`,
      `console.log(Number(/VmHWM:\\s+(\\d+)/.exec(status)[1]) * 1024);`,
    ].join("\n");
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    await once(child, "exit");
    const [name, peak] = output.trim().split("\n");
    expect(name).toBe("PageReadError");
    expect(Number(peak)).toBeLessThan(200 * 1024 * 1024);
  });
});

/**
 * The origin check against its look-alikes: each Location that a weaker check of the same shape
 * (a prefix of the URL's text, the host alone, a comparison of the text as written) would treat
 * wrongly, beside the spellings of the same origin that URL parsing makes equal.
 */
describe("a redirect's origin, told from its look-alikes", () => {
  const OTHER_ORIGINS: [start: string, location: string, why: string][] = [
    ["https://api.example.com/collectors", "https://api.example.com.evil.test/collectors", "a longer host that starts with the host"],
    ["https://api.example.com/collectors", "https://api.example.com:8443/collectors", "a port after the origin's text"],
    ["http://127.0.0.1:4123/collectors", "http://127.0.0.1:41230/collectors", "a longer port that starts with the port"],
    ["https://api.example.com/collectors", "https://evil.api.example.com/collectors", "a subdomain"],
    ["https://api.example.com/collectors", "https://example.com/collectors", "the parent domain"],
    ["https://api.example.com/collectors", "http://api.example.com/collectors", "http for https"],
    ["http://api.example.com/collectors", "https://api.example.com/collectors", "https for http"],
    ["https://api.example.com/collectors", "https://api.example.com./collectors", "a trailing dot"],
    ["https://api.example.com/collectors", "https://apí.example.com/collectors", "an IDN host that looks alike"],
    ["https://api.example.com/collectors", "https://xn--ap-oja.example.com/collectors", "its punycode"],
    ["http://127.0.0.1:4123/collectors", "http://127.0.0.2:4123/collectors", "another IPv4 address"],
    ["http://127.0.0.1:4123/collectors", "http://localhost:4123/collectors", "a name for the same machine"],
    ["http://127.0.0.1:4123/collectors", "http://[::1]:4123/collectors", "IPv6 loopback for IPv4's"],
    ["http://127.0.0.1:4123/collectors", "http://[::ffff:127.0.0.1]:4123/collectors", "IPv4 mapped into IPv6"],
    ["https://api.example.com/collectors", "//evil.test/collectors", "a scheme-relative URL"],
    ["https://api.example.com/collectors", "/\\evil.test/collectors", "a backslash read as a slash"],
  ];
  const SAME_ORIGIN: [start: string, location: string, why: string][] = [
    ["https://api.example.com/collectors", "HTTPS://API.EXAMPLE.COM/collectors?page=2", "the scheme and host in capitals"],
    ["https://api.example.com/collectors", "https://api.example.com:443/collectors?page=2", "the default port written"],
    ["https://api.example.com/collectors", "/collectors?page=2", "a path"],
    ["https://api.example.com/v1/collectors", "../v2/collectors", "a relative path"],
    ["https://api.example.com/collectors", "https:evil.test/collectors", "the scheme without slashes, read as a path on the same host"],
    ["https://bücher.example/collectors", "https://xn--bcher-kva.example/collectors?page=2", "the punycode of the IDN host"],
    ["http://127.0.0.1:4123/collectors", "http://127.1:4123/collectors?page=2", "IPv4 shortened"],
    ["http://127.0.0.1:4123/collectors", "http://2130706433:4123/collectors?page=2", "IPv4 as one number"],
    ["http://127.0.0.1:4123/collectors", "http://0x7f.0.0.1:4123/collectors?page=2", "IPv4 in hexadecimal"],
    ["http://[::1]:4123/collectors", "http://[0:0:0:0:0:0:0:1]:4123/collectors?page=2", "IPv6 written out"],
  ];

  it.each(OTHER_ORIGINS)("from %s, %s (%s) is refused, naming both origins", (start, location) => {
    const from = new URL(start);
    const target = redirectTarget(location, from, from, 0);
    expect(target).toEqual({ refused: expect.stringContaining(`redirected from ${from.origin} to another origin, ${new URL(location, start).origin}`) });
  });

  it.each(SAME_ORIGIN)("from %s, %s (%s) is followed, as the URL it reads as", (start, location) => {
    const from = new URL(start);
    const target = redirectTarget(location, from, from, 0);
    expect(target).toEqual({ next: new URL(location, start) });
  });
});
