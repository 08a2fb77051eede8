// ./fastify (D28) on every Fastify the peer range admits: the same cases, in a real server on
// 127.0.0.1 spoken to over HTTP, on the current Fastify 5 and on 5.0.0, the oldest. The two read
// a validator's answer apart (5.0.0 reads `{ value, error }` from a promise's value too, and passes
// `{ value }` only when it is truthy; the current one reads a promise as pass or fail only, and a
// rejection as the error), so each case says what a user relies on whichever of them runs: a
// request a schema refuses never reaches the handler, the handler gets what the schema gives or
// the request is a 500, another copy of the package's records is judged and written as this
// one's, and a refusal's body holds at most 100 fields, each bounded.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import Fastify50 from "fastify-5.0";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { contractErrorHandler, serializerCompiler, validatorCompiler } from "../../src/fastify/index.js";
import * as strict from "../../src/strict.js";
import { FULL, MINIMAL, copy } from "../fixtures.js";

type Entry = typeof strict;

const VERSIONS = [
  { name: "the current Fastify 5", fastify: Fastify, isVersion: (version: string) => /^5\./.test(version) && version !== "5.0.0" },
  { name: "Fastify 5.0.0, the oldest the peer range admits", fastify: Fastify50 as unknown as typeof Fastify, isVersion: (version: string) => version === "5.0.0" },
];

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** Two more copies of the built package, each loaded as a module of its own: one the same, one whose Collector is another version's. */
let folder: string;
let secondCopy: { tolerant: Entry; strict: Entry };
let otherVersion: Entry;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "fastify-copies-"));
  const dist = path.resolve(import.meta.dirname, "../../dist");
  for (const name of ["second-copy", "other-version"]) {
    await cp(dist, path.join(folder, name, "dist"), { recursive: true });
    await writeFile(path.join(folder, name, "package.json"), JSON.stringify({ name: "@survey-collection/contract", type: "module" }));
  }
  const schemas = path.join(folder, "other-version/dist/generated/json-schemas/strict.js");
  const text = await readFile(schemas, "utf8");
  await writeFile(schemas, text.replaceAll("Collector identifier; a plain string.", "Collector identifier, of another version."));
  const load = (file: string) => import(pathToFileURL(path.join(folder, file)).href) as Promise<Entry>;
  secondCopy = { tolerant: await load("second-copy/dist/src/index.js"), strict: await load("second-copy/dist/src/strict.js") };
  otherVersion = await load("other-version/dist/src/strict.js");
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

interface Server {
  url: string;
  /** What each handler was given. */
  received: unknown[];
  /** Every error the error handler was given, before contractErrorHandler answers it. */
  errors: FastifyError[];
}

/** A server with the package's compilers and error handler, its routes declared by `declare`. */
async function serve(fastify: typeof Fastify, declare: (app: FastifyInstance, received: unknown[]) => void): Promise<Server> {
  const received: unknown[] = [];
  const errors: FastifyError[] = [];
  const app = fastify({ logger: false });
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    errors.push(error);
    contractErrorHandler(error, request, reply);
  });
  declare(app, received);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, received, errors };
}

/** A server whose POST /body and GET /query take `schema` as their body and querystring. */
function serveSchema(fastify: typeof Fastify, schema: unknown): Promise<Server> {
  return serve(fastify, (app, received) => {
    app.post("/body", { schema: { body: schema } }, async (request) => {
      received.push(request.body);
      return { ok: true };
    });
    app.get("/query", { schema: { querystring: schema } }, async (request) => {
      received.push(request.query);
      return { ok: true };
    });
  });
}

const post = (url: string, body: unknown) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** The request at `part` with these fields: as the JSON body of POST /body, or the querystring of GET /query. */
function send(url: string, part: "body" | "querystring", fields: Record<string, string>): Promise<Response> {
  return part === "body" ? post(`${url}/body`, fields) : fetch(`${url}/query?${new URLSearchParams(fields)}`);
}

/** A Standard Schema written by hand whose validate answers later, as any asynchronous library's does. */
function promising(validate: (value: Record<string, unknown>) => unknown) {
  return { "~standard": { version: 1 as const, vendor: "test", validate: async (value: unknown) => validate(value as Record<string, unknown>) } };
}

/** A Standard Schema written by hand that answers at once. */
function immediate(validate: (value: Record<string, unknown>) => unknown) {
  return { "~standard": { version: 1 as const, vendor: "test", validate: (value: unknown) => validate(value as Record<string, unknown>) } };
}

/** Asynchronous schemas that refuse `role: "admin"` and give back any other value exactly as it came. */
const ASYNC_REFUSING = [
  {
    name: "zod 4 with an async refine",
    schema: z.looseObject({ name: z.string(), role: z.string().optional() }).refine(async (value) => value.role !== "admin", { message: "must not be admin", path: ["role"] }),
  },
  {
    name: "a Standard Schema whose validate returns a promise",
    schema: promising((value) => (value.role === "admin" ? { issues: [{ message: "must not be admin", path: [{ key: "role" }] }] } : { value })),
  },
];

/** Asynchronous schemas that accept the request and give something else than it as their output. */
const ASYNC_CHANGING: { name: string; schema: unknown; fields: Record<string, string> }[] = [
  { name: "zod 4 stripping an unknown key, with an async refine", schema: z.object({ name: z.string() }).refine(async () => true), fields: { name: "a", role: "admin" } },
  { name: "zod 4 coercing, with an async refine", schema: z.object({ page: z.coerce.number() }).refine(async () => true), fields: { page: "2" } },
  { name: "a Standard Schema whose promise gives another value", schema: promising((value) => ({ value: { ...value, role: "user" } })), fields: { name: "a" } },
];

const PARTS = ["body", "querystring"] as const;

const PROBLEM = { type: "about:blank", title: "Invalid request body", status: 400 };

/** A row as a database driver gives it: Dates, nulls, columns the contract does not name. */
function row(i: number): Record<string, unknown> {
  return {
    ...(copy(MINIMAL.Collector) as Record<string, unknown>),
    id: `c${i}`,
    completedResponsesCount: i,
    createdAt: new Date(Date.UTC(2026, 0, 1 + i, 9, 30, 0, 250)),
    updatedAt: new Date(Date.UTC(2026, 1, 1 + i)),
    closeDate: null,
    passwordHash: "$argon2id$secret",
  };
}

describe.each(VERSIONS)("on $name", ({ fastify, isVersion }) => {
  it("runs the Fastify it says", async () => {
    const app = fastify({ logger: false });
    apps.push(app);
    expect(isVersion(app.version)).toBe(true);
  });

  describe("a request an asynchronous schema refuses", () => {
    it.each(ASYNC_REFUSING.flatMap(({ name, schema }) => PARTS.map((part) => ({ name, schema, part }))))(
      "is a 400 problem-details body naming the field, never the handler: $name, as the $part",
      async ({ schema, part }) => {
        const { url, received, errors } = await serveSchema(fastify, schema);
        const answer = await send(url, part, { name: "a", role: "admin" });
        expect(answer.status).toBe(400);
        expect(answer.headers.get("content-type")).toMatch(/^application\/problem\+json/);
        expect(await answer.json()).toEqual({ ...PROBLEM, errors: { role: "must not be admin" } });
        expect(received).toEqual([]);
        expect(errors.map((error) => error.validationContext)).toEqual([part]);
      },
    );
  });

  describe("a request an asynchronous schema accepts", () => {
    it.each(ASYNC_REFUSING.flatMap(({ name, schema }) => PARTS.map((part) => ({ name, schema, part }))))(
      "reaches the handler as sent when the schema gives it back unchanged: $name, as the $part",
      async ({ schema, part }) => {
        const { url, received } = await serveSchema(fastify, schema);
        const answer = await send(url, part, { name: "a", role: "user" });
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ ok: true });
        expect(received).toEqual([{ name: "a", role: "user" }]);
      },
    );

    // Fastify passes an asynchronous validator's value on as pass or fail only (5.0.0 took a
    // `{ value }` from it): the handler would get the request as sent, typed as what the schema
    // gives, a key the schema strips still in it.
    it.each(ASYNC_CHANGING.flatMap(({ name, schema, fields }) => PARTS.map((part) => ({ name, schema, fields, part }))))(
      "is a 500 naming the route, never the handler, when the schema gives another value: $name, as the $part",
      async ({ schema, fields, part }) => {
        const { url, received, errors } = await serveSchema(fastify, schema);
        const answer = await send(url, part, fields);
        expect(answer.status).toBe(500);
        expect(((await answer.json()) as { message: string }).message).toContain(
          `the ${part} schema of ${part === "body" ? "POST /body" : "GET /query"} validates asynchronously and gives another value than the one sent`,
        );
        expect(received).toEqual([]);
        expect(errors).toHaveLength(1);
      },
    );
  });

  describe("a synchronous schema", () => {
    it("gives the handler its output, and refuses with a 400 naming the field", async () => {
      const pageQuery = immediate((value) => {
        const page = Number(value.page);
        return Number.isInteger(page) && page >= 1 ? { value: { page } } : { issues: [{ message: "must be a page number", path: ["page"] }] };
      });
      const { url, received } = await serveSchema(fastify, pageQuery);
      expect((await fetch(`${url}/query?page=2`)).status).toBe(200);
      expect((await post(`${url}/body`, { page: "3" })).status).toBe(200);
      const refused = await fetch(`${url}/query?page=x`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ ...PROBLEM, errors: { page: "must be a page number" } });
      expect(received).toEqual([{ page: 2 }, { page: 3 }]);
    });

    // Standard Schema: "a falsy value for `issues` indicates success".
    it("reads a result whose issues are null as a success", async () => {
      const { url, received } = await serveSchema(
        fastify,
        immediate((value) => ({ value, issues: null })),
      );
      expect((await post(`${url}/body`, { name: "a" })).status).toBe(200);
      expect(received).toEqual([{ name: "a" }]);
    });

    // 5.0.0 passes `{ value }` on only when it is truthy, the current Fastify whatever it is.
    it("is a 500, never the handler, when it gives a falsy value in place of the one sent", async () => {
      const { url, received } = await serveSchema(
        fastify,
        immediate(() => ({ value: null })),
      );
      const answer = await post(`${url}/body`, { name: "a" });
      expect(answer.status).toBe(500);
      expect(((await answer.json()) as { message: string }).message).toContain("the body schema of POST /body gives a falsy value (null) in place of the one sent");
      expect(received).toEqual([]);
    });
  });

  describe("a schema that fails", () => {
    it.each([
      {
        name: "validate throws",
        schema: immediate(() => {
          throw new TypeError("a bug of the schema");
        }),
      },
      { name: "validate's promise rejects", schema: promising(() => Promise.reject(new Error("database down"))) },
      { name: "validate gives no result", schema: immediate(() => null) },
    ])("is a 500 naming the route, never a 400 nor the handler: $name", async ({ schema }) => {
      const { url, received, errors } = await serveSchema(fastify, schema);
      const answer = await post(`${url}/body`, { name: "a" });
      expect(answer.status).toBe(500);
      expect(((await answer.json()) as { message: string }).message).toContain("the body schema of POST /body");
      expect(received).toEqual([]);
      expect(errors).toHaveLength(1);
      expect((await post(`${url}/body`, { name: "a" })).status).toBe(500);
    });
  });

  describe("the records of another copy of the package", () => {
    it("judges a body as this copy's record does: an unknown property refused by the strict profile, with the record's words", async () => {
      const { url, received } = await serve(fastify, (app, got) => {
        app.post("/collectors", { schema: { body: secondCopy.strict.Collector } }, async (request, reply) => {
          got.push(request.body);
          return reply.code(204).send();
        });
      });
      const answer = await post(`${url}/collectors`, { ...FULL.Collector, internalNotes: "x" });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ type: "about:blank", title: "Invalid Collector", status: 400, errors: { internalNotes: "is not allowed here" } });
      expect((await post(`${url}/collectors`, FULL.Collector)).status).toBe(204);
      expect(received).toEqual([FULL.Collector]);
    });

    /** A server whose GET /collectors sends `rows` as a page of the second copy's tolerant CollectorPage. */
    const serveRows = (rows: () => Record<string, unknown>[]) =>
      serve(fastify, (app) => {
        app.get("/collectors", { schema: { response: { 200: secondCopy.tolerant.CollectorPage } } }, async () => {
          const data = rows();
          return { page: 1, pageSize: 20, totalCount: data.length, data };
        });
      });

    it("writes a reply's Dates as their RFC 3339 text", async () => {
      const { url } = await serveRows(() => [row(0), row(1)]);
      const answer = await fetch(`${url}/collectors`);
      expect(answer.status).toBe(200);
      const page = (await answer.json()) as { data: { createdAt: string }[] };
      expect(strict.isCollectorPage(page)).toBe(true);
      expect(page.data[1]!.createdAt).toBe("2026-01-02T09:30:00.250Z");
    });

    it("does not send a column the contract does not name", async () => {
      const { url } = await serveRows(() => [{ ...(copy(FULL.Collector) as Record<string, unknown>), passwordHash: "$argon2id$secret" }]);
      const answer = await fetch(`${url}/collectors`);
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).not.toContain("passwordHash");
      expect(text).not.toContain("argon2id");
    });

    it("reads each field of a reply once", async () => {
      let reads = 0;
      const { url } = await serveRows(() => {
        const counted = { ...(copy(FULL.Collector) as Record<string, unknown>) };
        Object.defineProperty(counted, "name", { enumerable: true, get: () => (reads++ === 0 ? "Spring newsletter" : "\u0000 read twice") });
        return [counted];
      });
      const answer = await fetch(`${url}/collectors`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: { name: string }[] }).data[0]!.name).toBe("Spring newsletter");
      expect(reads).toBe(1);
    });

    it("refuses, when the route is declared, a record of a copy whose contract is another version's", async () => {
      for (const schema of [{ body: otherVersion.Collector }, { response: { 200: otherVersion.Collector } }]) {
        const app = fastify({ logger: false });
        apps.push(app);
        app.setValidatorCompiler(validatorCompiler);
        app.setSerializerCompiler(serializerCompiler);
        app.post("/collectors", { schema }, async () => null);
        const ready = await app.ready().then(
          () => undefined,
          (error: Error) => error,
        );
        expect(ready).toBeInstanceOf(Error);
        expect(ready!.message).toContain("POST /collectors is the record Collector of another copy of @survey-collection/contract whose JSON Schema is not this copy's");
      }
    });
  });

  describe("the issues of a refusal", () => {
    const numbers = z.record(z.string(), z.number({ error: (issue) => `is not a number: ${String(issue.input)}` }));

    it("are at most the first 100 fields", async () => {
      const { url } = await serveSchema(fastify, numbers);
      const body = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, "x"]));
      const answer = await post(`${url}/body`, body);
      expect(answer.status).toBe(400);
      const text = await answer.text();
      const { errors } = JSON.parse(text) as { errors: Record<string, string> };
      expect(Object.keys(errors)).toEqual(Array.from({ length: 100 }, (_, i) => `k${i}`));
      expect(errors.k0).toBe("is not a number: x");
      expect(text.length).toBeLessThan(8000);
    });

    it("hold each field's name and message within their bounds, whatever the sender's keys and values", async () => {
      const { url } = await serveSchema(fastify, numbers);
      const answer = await post(`${url}/body`, { ["k".repeat(100_000)]: "v".repeat(100_000) });
      expect(answer.status).toBe(400);
      const { errors } = (await answer.json()) as { errors: Record<string, string> };
      const [[field, message]] = Object.entries(errors) as [[string, string]];
      expect(field).toBe(`["${"k".repeat(997)}…`);
      expect(message).toBe(`is not a number: ${"v".repeat(300 - "is not a number: ".length - 1)}…`);
    });

    it("are read no further than the first 100", async () => {
      let readPast = 0;
      const many = immediate(() => {
        const issues = Array.from({ length: 100 }, (_, i) => ({ message: "is wrong", path: [`f${i}`] }));
        for (let i = 100; i < 5000; i++) {
          Object.defineProperty(issues, i, { enumerable: true, get: () => (readPast++, { message: "is wrong", path: [`f${i}`] }) });
        }
        return { issues };
      });
      const { url } = await serveSchema(fastify, many);
      const answer = await post(`${url}/body`, { name: "a" });
      expect(answer.status).toBe(400);
      expect(Object.keys(((await answer.json()) as { errors: object }).errors)).toHaveLength(100);
      expect(readPast).toBe(0);
    });
  });
});
