// ./fastify from the packed package, in a Fastify 5 service written as its README says: the
// compilers, the error handler and the type provider set once, routes declared with the
// records. tsc type-checks the body and the reply (a reply of the wrong type does not compile);
// the server runs on 127.0.0.1 and is spoken to over HTTP.
import { expect, it } from "vitest";
import { isCollectorPage } from "../../src/strict.js";
import { FULL } from "../fixtures.js";
import { serveProject } from "./node-project.js";

const TIMEOUT = 240_000;

const SERVER = `import Fastify from "fastify";
import { Collector, CollectorPage } from "@survey-collection/contract/strict";
import { contractErrorHandler, serializerCompiler, validatorCompiler, type ContractTypeProvider } from "@survey-collection/contract/fastify";

/** Rows as a driver gives them: Dates, nulls for absent columns, columns the contract does not name. */
const rows = Array.from({ length: 3 }, (_, i) => ({
  id: "c" + i,
  name: "Collector " + i,
  completedResponsesCount: i,
  type: "EMAIL" as const,
  status: "OPEN" as const,
  createdAt: new Date(Date.UTC(2026, 0, 1 + i, 9, 30)),
  updatedAt: new Date(Date.UTC(2026, 1, 1 + i)),
  closeDate: null,
  isActive: true,
  isDeleted: false,
  limitByIp: false,
  limitByCookie: true,
  password_hash: "$argon2id$secret" + i,
}));
const saved: Collector[] = [];

const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.setErrorHandler(contractErrorHandler);
const server = app.withTypeProvider<ContractTypeProvider>();

server.post("/collectors", { schema: { body: Collector } }, async (request, reply) => {
  const collector: Collector = request.body;
  saved.push(collector);
  return reply.code(201).send();
});
server.get("/collectors", { schema: { response: { 200: CollectorPage } } }, async () => ({ page: 1, pageSize: 20, totalCount: rows.length, data: rows }));
server.get("/broken", { schema: { response: { 200: CollectorPage } } }, async () => ({ page: 1, pageSize: 20, totalCount: 1, data: [{ ...rows[0]!, completedResponsesCount: -1 }] }));
// @ts-expect-error: a reply whose field has the wrong type does not compile
server.get("/wrong", { schema: { response: { 200: CollectorPage } } }, async () => ({ page: "1", pageSize: 20, totalCount: 0, data: [] }));
server.get("/saved", async () => saved);

app.listen({ port: 0, host: "127.0.0.1" }).then((address) => console.log("listening on " + address));
`;

const post = (url: string, body: unknown) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

it(
  "validates bodies (400 with field errors, nothing stripped), sends rows as the strict wire form, and answers an invalid reply with a 500 naming its pointer",
  async () => {
    const origin = await serveProject("fastify-entry", ["fastify@5.12.8"], { "src/server.ts": SERVER });

    const unknown = await post(`${origin}/collectors`, { ...FULL.Collector, password_hash: "x" });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await unknown.json()).toEqual({ type: "about:blank", title: "Invalid Collector", status: 400, errors: { password_hash: "is not allowed here" } });
    const wrongType = await post(`${origin}/collectors`, { ...FULL.Collector, type: "FAX" });
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as { errors: Record<string, string> }).errors).toEqual({ type: 'must be one of "SMS", "EMAIL", "WEB_LINK", "WHATSAPP", "WIDGET"' });
    expect((await post(`${origin}/collectors`, FULL.Collector)).status).toBe(201);
    expect(await (await fetch(`${origin}/saved`)).json()).toEqual([FULL.Collector]);

    const page = await (await fetch(`${origin}/collectors`)).json();
    expect(isCollectorPage(page)).toBe(true);
    expect((page as { data: Record<string, unknown>[] }).data[2]).toMatchObject({ id: "c2", createdAt: "2026-01-03T09:30:00.000Z", closeDate: null });
    expect(JSON.stringify(page)).not.toContain("password_hash");

    const broken = await fetch(`${origin}/broken`);
    expect(broken.status).toBe(500);
    const said = await broken.text();
    expect(said).toContain("/data/0/completedResponsesCount");
    expect(said).not.toContain('"c0"');
  },
  TIMEOUT,
);
