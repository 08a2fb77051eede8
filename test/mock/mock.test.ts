// The mock service: createMockHandler over real HTTP on 127.0.0.1 with node:http, Express and
// Fastify, as a fetch handler under MSW, and `survey-contract mock` as a process that probe walks.
import express from "express";
import Fastify from "fastify";
import { http as mswHttp } from "msw";
import { setupServer } from "msw/node";
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { isCollectorPage, isSurveyResponsePage } from "../../src/strict.js";
import { isCollectorPage as isTolerantCollectorPage, isSurveyResponsePage as isTolerantSurveyResponsePage, records } from "../../src/index.js";
import { createMockHandler } from "../../src/mock/index.js";
import { runCli } from "../cli/run-cli.js";
import { serve } from "../probe/serve.js";

const BIN = path.resolve(import.meta.dirname, "../../dist/src/cli/bin.js");

async function get(url: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text), headers: response.headers };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe("createMockHandler on node:http", () => {
  it("serves both lists, pages consistent with totalCount and pageSize, every page valid in the strict profile", async () => {
    const { origin } = await serve(createMockHandler({ total: 45, pageSize: 20, strict: true }));
    const pages = await Promise.all([1, 2, 3, 4].map((page) => get(`${origin}/collectors?page=${page}`)));
    expect(pages.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(pages.map(({ body }) => [body.page, body.pageSize, body.totalCount, body.data.length])).toEqual([
      [1, 20, 45, 20],
      [2, 20, 45, 20],
      [3, 20, 45, 5],
      [4, 20, 45, 0],
    ]);
    expect(pages.every(({ body }) => isCollectorPage(body))).toBe(true);
    const ids = pages.flatMap(({ body }) => body.data.map((record: { id: string }) => record.id));
    expect(new Set(ids).size).toBe(45);
    const responses = await get(`${origin}/survey-responses?page=2&pageSize=7`);
    expect(isSurveyResponsePage(responses.body)).toBe(true);
    expect(responses.body).toMatchObject({ page: 2, pageSize: 7, totalCount: 45 });
  });

  it("hands a test the page it serves, as a client reads it or decoded, the same as records() reads over HTTP", async () => {
    const handler = createMockHandler({ total: 7, pageSize: 3 });
    const { origin } = await serve(handler);
    const read = await collect(records(`${origin}/survey-responses?page={page}`, { list: "SurveyResponsePage", firstPage: 1, decode: true }));
    const served = [1, 2, 3].flatMap((page) => handler.page("SurveyResponsePage", page, { decode: true }).data);
    expect(read).toStrictEqual(served);
    expect(served[0]!.createdAt).toBeInstanceOf(Date);
    expect(handler.page("CollectorPage", 2)).toStrictEqual((await get(`${origin}/collectors?page=2`)).body);
    expect(handler.page("CollectorPage", 1, { pageSize: 2 }).data).toHaveLength(2);
    expect(() => handler.page("CollectorPage", 0)).toThrow(RangeError);
    expect(() => handler.page("CollectorPage", 1, { pageSize: 1001 })).toThrow(RangeError);
  });

  it("serves the same records for the same seed, others for another, and one more property unless strict", async () => {
    const first = await serve(createMockHandler({ seed: 7 }));
    const again = await serve(createMockHandler({ seed: 7 }));
    const other = await serve(createMockHandler({ seed: 8 }));
    const [a, b, c] = await Promise.all([first, again, other].map(({ origin }) => get(`${origin}/collectors?page=2&pageSize=5`)));
    expect(b!.body).toEqual(a!.body);
    expect(c!.body.data[0].name).not.toEqual(a!.body.data[0].name);
    expect(a!.body.data[0].servedBy).toBe("survey-contract mock");
    expect(isTolerantCollectorPage(a!.body)).toBe(true);
    expect(isCollectorPage(a!.body)).toBe(false);
  });

  it("takes its paths, its first page and its parameters from the options; refuses what it does not serve", async () => {
    const { origin } = await serve(createMockHandler({ paths: { CollectorPage: "/v2/collectors" }, firstPage: 0, pageParam: "p", pageSizeParam: "size", total: 3 }));
    expect((await get(`${origin}/v2/collectors?p=0&size=2`)).body).toMatchObject({ page: 0, pageSize: 2, totalCount: 3 });
    expect(await get(`${origin}/collectors`)).toMatchObject({ status: 404, body: { error: "not a list the mock serves" } });
    expect(await get(`${origin}/v2/collectors?p=-1`)).toMatchObject({ status: 400, body: { error: "p must be a whole number from 0" } });
    expect(await get(`${origin}/v2/collectors?size=0`)).toMatchObject({ status: 400, body: { error: "size must be a whole number from 1 to 1000" } });
    const post = await get(`${origin}/v2/collectors`, { method: "POST" });
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
    const head = await fetch(`${origin}/v2/collectors`, { method: "HEAD" });
    expect([head.status, Number(head.headers.get("content-length")) > 0, await head.text()]).toEqual([200, true, ""]);
  });

  it("makes the faults it is asked for: latency, failures by the seed, and each lie", async () => {
    const slow = await serve(createMockHandler({ latency: 150 }));
    const started = performance.now();
    await get(`${slow.origin}/collectors`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    const failing = await serve(createMockHandler({ failRate: 0.5, seed: 3 }));
    const statuses = [];
    for (let i = 0; i < 40; i++) statuses.push((await get(`${failing.origin}/collectors`)).status);
    const failures = statuses.filter((status) => status === 500).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
    const lying = await serve(createMockHandler({ lie: "duplicate", pageSize: 3 }));
    const [one, two] = await Promise.all([1, 2].map((page) => get(`${lying.origin}/collectors?page=${page}`)));
    expect(two!.body.data[0]).toEqual(one!.body.data[2]);
  });

  it("refuses options it cannot serve, by name", () => {
    expect(() => createMockHandler({ failRate: 2 })).toThrow("failRate must be from 0 to 1, not 2");
    expect(() => createMockHandler({ total: -1 })).toThrow("total must be a whole number of 0 or more, not -1");
    expect(() => createMockHandler({ lie: "sometimes" as never })).toThrow("lie must be one of totalCount, page, duplicate, not sometimes");
    expect(() => createMockHandler({ paths: { CollectorPage: "collectors" } })).toThrow("a path must start with /, not collectors");
  });
});

describe("createMockHandler in the frameworks clients test with", () => {
  it("Express: as middleware, passing other paths on", async () => {
    const app = express();
    app.use(createMockHandler({ total: 4 }));
    app.get("/health", (_request, response) => void response.json({ ok: true }));
    const { origin } = await serve(app);
    expect((await get(`${origin}/collectors?pageSize=3`)).body).toMatchObject({ page: 1, pageSize: 3, totalCount: 4 });
    expect((await get(`${origin}/health`)).body).toEqual({ ok: true });
  });

  it("Fastify: a route handing the raw request and response over", async () => {
    const mock = createMockHandler({ total: 4 });
    const app = Fastify();
    app.get("/collectors", (request, reply) => {
      reply.hijack();
      mock(request.raw, reply.raw);
    });
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    onTestFinished(() => app.close());
    const { status, body } = await get(`${address}/collectors?page=2&pageSize=3`);
    expect([status, body.page, body.data.length]).toEqual([200, 2, 1]);
  });

  it("MSW: http.get answered by the fetch handler, for code that calls fetch", async () => {
    const mock = createMockHandler({ total: 12 });
    const server = setupServer(mswHttp.get("https://api.example.test/survey-responses", ({ request }) => mock.fetch(request)));
    server.listen({ onUnhandledRequest: "error" });
    onTestFinished(() => server.close());
    const { status, body } = await get("https://api.example.test/survey-responses?page=2&pageSize=5");
    expect(status).toBe(200);
    expect(isTolerantSurveyResponsePage(body)).toBe(true);
    expect(body).toMatchObject({ page: 2, pageSize: 5, totalCount: 12 });
  });
});

describe("survey-contract mock", () => {
  it("serves until interrupted, and probe walks it clean", async () => {
    const child = spawn(process.execPath, [BIN, "mock", "--port", "0", "--total", "33", "--first-page", "0", "--strict"]);
    onTestFinished(() => void (child.exitCode === null && child.kill("SIGKILL")));
    let output = "";
    const origin = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk) => {
        output += chunk;
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)[^]*SurveyResponsePage: /.exec(output);
        if (match) resolve(match[1]!);
      });
      child.once("exit", (code) => reject(new Error(`mock exited with ${code}: ${output}`)));
    });
    expect(output).toContain(`CollectorPage: ${origin}/collectors?page=0&pageSize=20`);
    const result = await runCli("probe", `${origin}/collectors?page={page}&pageSize={pageSize}`, "--list", "CollectorPage", "--first-page", "0", "--page-size", "10", "--strict");
    expect(result.stderr).toContain("4 CollectorPage pages walked, all valid (strict profile): 33 records");
    expect(result.code).toBe(0);
    child.kill("SIGINT");
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
  });

  it("refuses a port in use and unknown faults, plainly", async () => {
    const { server } = await serve(() => {});
    const port = String((server.address() as { port: number }).port);
    expect(await runCli("mock", "--port", port)).toMatchObject({ code: 2, stderr: expect.stringContaining(`cannot listen on 127.0.0.1:${port} (EADDRINUSE)`) });
    expect(await runCli("mock", "--lie", "sometimes")).toMatchObject({ code: 2, stderr: expect.stringContaining("--lie sometimes: use totalCount, page, duplicate") });
    expect(await runCli("mock", "--path", "Collector=/c")).toMatchObject({ code: 2, stderr: expect.stringContaining("--path Collector: use CollectorPage, SurveyResponsePage") });
  });
});
