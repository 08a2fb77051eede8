// The records' Standard Schemas (D13) in the servers users write with them, from the packed
// package: a tRPC router (input and output validation), a Hono app with
// @hono/standard-validator and an Express 5 app answering a bad body with badRequestBody, each type-checked under strict, started on 127.0.0.1 and spoken to
// over real HTTP. A bad body is a 400 naming the issue's path; a good one reaches the handler
// typed.
import { afterAll, describe, expect, it } from "vitest";
import { FULL } from "../fixtures.js";
import { serveProject } from "./node-project.js";

const TIMEOUT = 240_000;

/** Each server stops after the file's tests, which share it. */
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

/** Builds the project, starts it and waits for the address it prints. */
function serve(name: string, packages: string[], program: string): Promise<string> {
  return serveProject(name, packages, { "src/server.ts": program }, (stop) => stops.push(stop));
}

async function post(url: string, body: unknown): Promise<{ status: number; body: any; contentType: string | null }> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json(), contentType: response.headers.get("content-type") };
}

const BAD_COLLECTOR = { ...FULL.Collector, groups: [{ ...FULL.CollectorGroup, createdAt: "2026-02-30T00:00:00Z" }] };

describe("tRPC with the records as input and output validators", () => {
  const program = `import { initTRPC } from "@trpc/server";
import { createHTTPServer } from "@trpc/server/adapters/standalone";
import { Collector, CollectorPage } from "@survey-collection/contract/strict";

// tRPC's message is the first issue's; the formatter passes every issue on, paths included.
const t = initTRPC.create({
  errorFormatter: ({ shape, error }) => ({ ...shape, data: { ...shape.data, issues: (error.cause as { issues?: unknown } | undefined)?.issues ?? null } }),
});
const router = t.router({
  rename: t.procedure.input(Collector).output(Collector).mutation(({ input }) => {
    const name: string = input.name;
    return { ...input, name: name.toUpperCase() };
  }),
  leaky: t.procedure.output(CollectorPage).query(() => ({ page: 1, pageSize: 1, totalCount: 1, data: [], passwordHash: "x" }) as never),
});
const server = createHTTPServer({ router });
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log("listening on http://127.0.0.1:" + address.port);
});
`;
  let url = "";

  it(
    "type-checks and starts",
    async () => {
      url = await serve("trpc-server", ["@trpc/server@11.25.2"], program);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    },
    TIMEOUT,
  );

  it("hands a valid body to the procedure, typed", async () => {
    const { status, body } = await post(`${url}/rename`, FULL.Collector);
    expect(status).toBe(200);
    expect(body.result.data).toMatchObject({ id: FULL.Collector.id, name: (FULL.Collector.name as string).toUpperCase() });
  });

  it("answers a bad body with 400 and the issue's path", async () => {
    const { status, body } = await post(`${url}/rename`, BAD_COLLECTOR);
    expect(status).toBe(400);
    expect(body.error.data.code).toBe("BAD_REQUEST");
    expect(body.error.data.issues).toEqual([{ message: "is not a day of the calendar: 2026-02 has 28 days", path: ["groups", 0, "createdAt"] }]);
  });

  it("refuses to send an output the strict profile rejects", async () => {
    const response = await fetch(`${url}/leaky`, { signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(500);
  });
});

describe("Hono with @hono/standard-validator", () => {
  const program = `import { serve } from "@hono/node-server";
import { sValidator } from "@hono/standard-validator";
import { Hono } from "hono";
import { Collector } from "@survey-collection/contract";

const app = new Hono();
app.post("/collectors", sValidator("json", Collector), (c) => {
  const collector = c.req.valid("json");
  const groups: number = collector.groups?.length ?? 0;
  return c.json({ id: collector.id, groups });
});
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => console.log("listening on http://127.0.0.1:" + info.port));
`;
  let url = "";

  it(
    "type-checks and starts",
    async () => {
      url = await serve("hono-server", ["hono@4.13.19", "@hono/node-server@2.1.8", "@hono/standard-validator@0.4.0"], program);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    },
    TIMEOUT,
  );

  it("hands a valid body to the handler, typed", async () => {
    const { status, body } = await post(`${url}/collectors`, FULL.Collector);
    expect(status).toBe(200);
    expect(body).toEqual({ id: FULL.Collector.id, groups: (FULL.Collector.groups as unknown[]).length });
  });

  it("answers a bad body with 400 and the issue's path as segments", async () => {
    const { status, body } = await post(`${url}/collectors`, BAD_COLLECTOR);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(JSON.stringify(["groups", 0, "createdAt"]));
  });
});

describe("Express 5 with assertX and badRequestBody", () => {
  const program = `import express from "express";
import { BAD_REQUEST_CONTENT_TYPE, ContractValidationError, badRequestBody } from "@survey-collection/contract";
import { assertCollector } from "@survey-collection/contract/strict";

const app = express();
app.use(express.json());
app.post("/collectors", (request, response) => {
  try {
    assertCollector(request.body);
  } catch (error) {
    if (error instanceof ContractValidationError) return void response.status(400).type(BAD_REQUEST_CONTENT_TYPE).json(badRequestBody(error));
    throw error;
  }
  response.status(201).json({ id: request.body.id });
});
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log("listening on http://127.0.0.1:" + address.port);
});
`;
  let url = "";

  it(
    "type-checks and starts",
    async () => {
      url = await serve("express-server", ["express@5.1.0", "@types/express@5"], program);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    },
    TIMEOUT,
  );

  it("answers a bad body with 400 and each field's message, as a form shows them (was: written by hand in each project)", async () => {
    const bad = { ...BAD_COLLECTOR, fromEmail: { email: 7 }, extra: true };
    delete (bad as Record<string, unknown>).name;
    const { status, body, contentType } = await post(`${url}/collectors`, bad);
    expect(status).toBe(400);
    expect(contentType).toMatch(/^application\/problem\+json\b/);
    expect(body).toEqual({
      type: "about:blank",
      title: "Invalid Collector",
      status: 400,
      errors: {
        name: "is required but missing",
        "fromEmail.email": expect.any(String),
        "groups.0.createdAt": "is not a day of the calendar: 2026-02 has 28 days",
        // In words for the person who sent it; the strict profile's reason is the developer's.
        extra: "is not allowed here",
      },
    });
  });

  it("takes a valid body", async () => {
    expect(await post(`${url}/collectors`, FULL.Collector)).toMatchObject({ status: 201, body: { id: FULL.Collector.id } });
  });
});
