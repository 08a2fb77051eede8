// ./fastify (D28) in a real Fastify server on 127.0.0.1, spoken to over HTTP: bodies judged by
// the record's entry (strict refuses an unknown property with a 400 problem-details body,
// tolerant keeps it; nothing stripped, nothing coerced), replies sent by stringifyX (rows with
// Dates, nulls and extra columns become the strict wire form; an invalid row is a 500 naming its
// pointer, with nothing of the reply sent).
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { ContractValidationError, Collector, CollectorPage, isCollectorPage } from "../../src/index.js";
import * as strict from "../../src/strict.js";
import { contractErrorHandler, serializerCompiler, validatorCompiler, type ContractTypeProvider } from "../../src/fastify/index.js";
import { FULL, MINIMAL, copy } from "../fixtures.js";

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A row as a database driver gives it: Dates, nulls for absent optional columns, columns the contract does not name. */
function row(i: number) {
  return {
    ...(copy(MINIMAL.Collector) as Record<string, unknown>),
    id: `c${i}`,
    completedResponsesCount: i,
    createdAt: new Date(Date.UTC(2026, 0, 1 + i, 9, 30, 0, 250)),
    updatedAt: new Date(Date.UTC(2026, 1, 1 + i)),
    closeDate: null,
    surveyTitle: null,
    password_hash: "$argon2id$secret",
    internalNotes: "do not send",
  };
}

async function start(rows: () => Record<string, unknown>[]): Promise<{ url: string; received: unknown[] }> {
  const received: unknown[] = [];
  const app = Fastify({ logger: false });
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(contractErrorHandler);
  const server = app.withTypeProvider<ContractTypeProvider>();
  server.post("/strict/collectors", { schema: { body: strict.Collector } }, async (request, reply) => {
    received.push(request.body);
    return reply.code(204).send();
  });
  server.post("/collectors", { schema: { body: Collector } }, async (request, reply) => {
    received.push(request.body);
    return reply.code(204).send();
  });
  server.get("/collectors", { schema: { response: { 200: CollectorPage } } }, async () => {
    const data = rows();
    return { page: 1, pageSize: 20, totalCount: data.length, data: data as never[] };
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, received };
}

/** A querystring schema of another library, as a Standard Schema: a page number of 1 or more. */
const pageQuery = {
  "~standard": {
    version: 1 as const,
    vendor: "test",
    validate: (value: unknown) => {
      const page = Number((value as { page?: string }).page);
      return Number.isInteger(page) && page >= 1 ? { value: { page } } : { issues: [{ message: "must be a page number", path: ["page"] }] };
    },
  },
};

const post = (url: string, body: unknown) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("a route's body given as a record", () => {
  it("refuses an unknown property in the strict profile with a 400 problem-details body, never stripping it (Fastify's Ajv strips it and answers 200)", async () => {
    const { url, received } = await start(() => []);
    const answer = await post(`${url}/strict/collectors`, { ...FULL.Collector, internalNotes: "x" });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await answer.json()).toEqual({ type: "about:blank", title: "Invalid Collector", status: 400, errors: { internalNotes: "is not allowed here" } });
    expect(received).toEqual([]);
  });

  it("answers a wrong type with the field's words, and lets a valid body through exactly as sent", async () => {
    const { url, received } = await start(() => []);
    const wrong = await post(`${url}/strict/collectors`, { ...FULL.Collector, completedResponsesCount: "3" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: unknown }).errors).toEqual({ completedResponsesCount: "must be an integer" });
    expect((await post(`${url}/strict/collectors`, FULL.Collector)).status).toBe(204);
    expect((await post(`${url}/collectors`, { ...FULL.Collector, servedBy: "edge-1" })).status).toBe(204);
    expect(received).toEqual([FULL.Collector, { ...FULL.Collector, servedBy: "edge-1" }]);
    const missing = await fetch(`${url}/collectors`, { method: "POST" });
    expect(missing.status).toBe(400);
  });
});

describe("a route's reply given as a record", () => {
  it("sends rows with Dates, nulls and extra columns as the strict wire form", async () => {
    const { url } = await start(() => [row(0), row(1)]);
    const answer = await fetch(`${url}/collectors`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).not.toContain("password_hash");
    expect(text).not.toContain("internalNotes");
    const page = JSON.parse(text);
    expect(strict.isCollectorPage(page)).toBe(true);
    expect(page.data[1].createdAt).toBe("2026-01-02T09:30:00.250Z");
    expect(page.data[0].closeDate).toBeNull();
  });

  it("answers an invalid row with a 500 naming its pointer, and sends nothing of the reply (fast-json-stringify sends it with a 200)", async () => {
    const { url } = await start(() => [row(0), { ...row(1), completedResponsesCount: -1, type: "FAX" }]);
    const answer = await fetch(`${url}/collectors`);
    expect(answer.status).toBe(500);
    const body = await answer.text();
    expect(body).toContain("/data/1/completedResponsesCount");
    expect(body).not.toContain("c0");
    expect(isCollectorPage(JSON.parse(body))).toBe(false);
  });
});

describe("what the compilers take", () => {
  it("takes any Standard Schema beside the records, and refuses a JSON Schema when the route is declared", async () => {
    const app = Fastify({ logger: false });
    apps.push(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(contractErrorHandler);
    app.get("/pages", { schema: { querystring: pageQuery } }, async (request) => request.query);
    app.get("/plain", { schema: { querystring: { type: "object" } } }, async () => "never");
    const ready = await app.ready().then(
      () => undefined,
      (error: Error) => error,
    );
    expect(ready).toBeInstanceOf(Error);
    expect(String((ready as Error).message)).toContain(
      "the querystring schema of GET /plain is not a record of @survey-collection/contract nor a Standard Schema: this compiler compiles those only",
    );
  });

  it("answers a request another Standard Schema refuses with a 400 problem-details body", async () => {
    const app = Fastify({ logger: false });
    apps.push(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setErrorHandler(contractErrorHandler);
    app.get("/pages", { schema: { querystring: pageQuery } }, async (request) => request.query);
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    expect(await (await fetch(`http://127.0.0.1:${port}/pages?page=2`)).json()).toEqual({ page: 2 });
    const refused = await fetch(`http://127.0.0.1:${port}/pages?page=x`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ type: "about:blank", title: "Invalid request body", status: 400, errors: { page: "must be a page number" } });
  });

  it("keeps the ContractValidationError of a refused body for an error handler of the application's own", async () => {
    const app = Fastify({ logger: false });
    apps.push(app);
    app.setValidatorCompiler(validatorCompiler);
    let seen: unknown;
    app.setErrorHandler((error, _request, reply) => {
      seen = error;
      return reply.code(422).send({ record: (error as ContractValidationError).record });
    });
    app.post("/collectors", { schema: { body: strict.Collector } }, async () => "never");
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const answer = await post(`http://127.0.0.1:${port}/collectors`, { ...FULL.Collector, extra: 1 });
    expect(answer.status).toBe(422);
    expect(seen).toBeInstanceOf(ContractValidationError);
    expect((seen as ContractValidationError).issues.map((issue) => issue.path)).toEqual(["/extra"]);
  });
});
