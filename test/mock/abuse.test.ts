// The mock under abuse (D25): options that only make 400s are refused, every request is
// answered (400/404 for a target it cannot read), pipelined requests from a client that never
// reads cost a bounded amount, and a signal ends it at once with requests waiting out --latency.
import express from "express";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE, MAX_TOTAL, createMockHandler } from "../../src/mock/index.js";
import { isSurveyResponsePage } from "../../src/index.js";
import { runCli } from "../cli/run-cli.js";
import { serve } from "../probe/serve.js";

const BIN = path.resolve(import.meta.dirname, "../../dist/src/cli/bin.js");

/** `survey-contract mock` as a process on a free port: its origin, once it listens. */
async function mockProcess(...args: string[]): Promise<{ child: ChildProcess; origin: string; port: number }> {
  const child = spawn(process.execPath, [BIN, "mock", "--port", "0", ...args]);
  onTestFinished(() => void (child.exitCode === null && child.kill("SIGKILL")));
  let output = "";
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`mock exited with ${code}: ${output}`)));
  });
  return { child, origin, port: Number(new URL(origin).port) };
}

/** What a raw HTTP/1.1 exchange on one connection gives back, read until the server closes or `ms` pass. */
function rawExchange(port: number, text: string, ms = 2_000): Promise<string> {
  return new Promise((resolve) => {
    let received = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", (chunk) => (received += chunk));
    const done = () => resolve(received);
    socket.on("close", done);
    socket.on("error", done);
    setTimeout(() => (socket.destroy(), done()), ms);
  });
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}

describe("the mock's options are what it serves", () => {
  it.each([
    [["--page-size", "0"], "--page-size 0: give a whole number from 1 to 1000"],
    [["--page-size", "5000"], "--page-size 5000: give a whole number from 1 to 1000"],
    [["--first-page", "1000000000"], `--first-page 1000000000: give a whole number from 0 to ${MAX_PAGE_NUMBER}`],
  ])("refuses %j (was: accepted, every request a 400)", async (args, message) => {
    const result = await runCli("mock", ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it("serves the largest first page it accepts", async () => {
    const { origin } = await serve(createMockHandler({ firstPage: MAX_PAGE_NUMBER, total: 3 }));
    const response = await fetch(`${origin}/collectors`);
    expect([response.status, ((await response.json()) as { page: number }).page]).toEqual([200, MAX_PAGE_NUMBER]);
  });

  it.each([
    [{ total: 16 ** 12 + 1 }, "total must be at most 281474976710656"],
    [{ maxPageSize: 1e9 }, "maxPageSize must be from 1 to 10000, not 1000000000"],
    [{ pageSize: 0 }, "pageSize must be from 1 to maxPageSize (1000), not 0"],
    [{ firstPage: 2 ** 31 }, `firstPage must be at most ${MAX_PAGE_NUMBER}`],
  ])("createMockHandler refuses %j (was: invalid uuids, or every request a 400)", (options, message) => {
    expect(() => createMockHandler(options)).toThrow(message);
  });

  it("serves valid records, uuids included, on the last page a request can reach of the largest list", async () => {
    const handler = createMockHandler({ total: MAX_TOTAL, maxPageSize: MAX_PAGE_SIZE, pageSize: MAX_PAGE_SIZE });
    const response = await handler.fetch(new Request(`http://x/survey-responses?page=${MAX_PAGE_NUMBER}`));
    const page = (await response.json()) as { data: { id: string }[] };
    expect(isSurveyResponsePage(page)).toBe(true);
    expect(page.data.at(-1)!.id).toBe(`00000000-0000-4000-8000-${(MAX_PAGE_NUMBER * MAX_PAGE_SIZE - 1).toString(16).padStart(12, "0")}`);
  });
});

describe("every request is answered", () => {
  it("GET // and other targets that are no path: 400 from the process (was: no answer)", async () => {
    const { port } = await mockProcess();
    for (const target of ["//", "//evil.example/collectors", "*"]) {
      expect(await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)).toMatch(/^HTTP\/1\.1 (400|404) /);
    }
  });

  it("GET // through Express: a 404 passed on, never a 500 with a stack (was: a 500 with a stack)", async () => {
    const app = express();
    app.use(createMockHandler());
    const { server } = await serve(app);
    const port = (server.address() as { port: number }).port;
    const answer = await rawExchange(port, "GET // HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 (400|404) /);
    expect(answer).not.toContain("    at ");
  });

  it("a fetch Request for // resolves (was: a rejected promise)", async () => {
    const response = await createMockHandler().fetch(new Request("http://x//"));
    expect(response.status).toBe(404);
  });
});

describe("pipelined requests", () => {
  it("answers a client that pipelines and reads, in order", async () => {
    const { port } = await mockProcess("--total", "30");
    const requests = Array.from({ length: 10 }, (_, i) => `GET /collectors?page=${(i % 3) + 1}&pageSize=10 HTTP/1.1\r\nHost: x\r\n\r\n`).join("");
    const answer = await rawExchange(port, `${requests}GET /collectors HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.match(/HTTP\/1\.1 200 /g)).toHaveLength(11);
    expect([...answer.matchAll(/"page":(\d+)/g)].map((m) => Number(m[1]))).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 1]);
  });

  it("holds a client that pipelines thousands and never reads to a bounded memory (was: 1.5 GB)", async () => {
    const { child, port } = await mockProcess();
    const before = rssOf(child.pid!);
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {}); // the mock may close it: that is what is bounded
    onTestFinished(() => void socket.destroy());
    await once(socket, "connect");
    socket.pause();
    const request = "GET /collectors?page=1&pageSize=1000 HTTP/1.1\r\nHost: x\r\n\r\n";
    for (let i = 0; i < 20; i++) socket.write(request.repeat(1_000));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(rssOf(child.pid!) - before).toBeLessThan(100 * 1024 * 1024);
  });
});

describe("a signal", () => {
  it.each(["SIGTERM", "SIGINT"] as const)("%s ends the mock at once, a request waiting out --latency answered or closed (was: it kept running)", async (signal) => {
    const { child, origin } = await mockProcess("--latency", "600000");
    const waiting = fetch(`${origin}/collectors`).then(
      (response) => response.status,
      () => "closed",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A mock that waited out the latency would outlast the test's time limit many times over.
    child.kill(signal);
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
    expect([503, "closed"]).toContain(await waiting);
  });
});
