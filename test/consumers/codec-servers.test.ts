// The codecs (D21) in the servers users write, from the packed package: a Fastify and an Express
// app send stringifyCollectorPage of rows as a database gives them (a Date in every date-time
// field, a passwordHash and an internalNotes beside the contract's fields), type-checked under
// strict, started on 127.0.0.1; the client reads them back over real HTTP with records(…,
// { decode: true }): every date-time a Date naming the row's instant, nothing the contract
// does not name.
import { describe, expect, it } from "vitest";
import { records } from "../../src/index.js";
import { FULL } from "../fixtures.js";
import { serveProject } from "./node-project.js";

const TIMEOUT = 240_000;

/**
 * The rows both servers hold, and the page they answer with: the same program text in both. The
 * name is the fixtures' (made again from its schema where a constraint refuses it).
 */
const ROWS = `import { stringifyCollectorPage } from "@survey-collection/contract";

const TOTAL = 5;
const rows = Array.from({ length: TOTAL }, (_, i) => ({
  id: "c" + i,
  name: ${JSON.stringify(FULL.Collector.name)},
  completedResponsesCount: i,
  type: "EMAIL" as const,
  status: "OPEN" as const,
  createdAt: new Date(Date.UTC(2026, 0, 1 + i, 9, 30, 0, 250)),
  updatedAt: new Date(Date.UTC(2026, 1, 1 + i)),
  closeDate: i % 2 === 0 ? null : new Date(Date.UTC(2027, 0, 1)),
  isActive: true,
  isDeleted: false,
  limitByIp: false,
  limitByCookie: true,
  groups: [{ id: i, name: "g", createdAt: new Date(0), tenantId: 7 }],
  passwordHash: "$argon2id$secret" + i,
  internalNotes: "not for clients",
}));

/** Page \\\`page\\\` (from 1) of two rows, as the contract's JSON text. */
export function pageText(page: number): string {
  const data = rows.slice((page - 1) * 2, page * 2);
  return stringifyCollectorPage({ page, pageSize: 2, totalCount: TOTAL, data });
}
`;

/** Builds the project with the rows beside its server, starts it and waits for the address it prints. */
function serve(name: string, packages: string[], program: string): Promise<string> {
  return serveProject(name, packages, { "src/rows.ts": ROWS, "src/server.ts": program });
}

async function readBack(origin: string) {
  const read = [];
  for await (const collector of records(`${origin}/collectors?page={page}`, { list: "CollectorPage", firstPage: 1, decode: true })) read.push(collector);
  return read;
}

function expectRowsBack(read: Awaited<ReturnType<typeof readBack>>): void {
  expect(read.map((collector) => collector.id)).toEqual(["c0", "c1", "c2", "c3", "c4"]);
  read.forEach((collector, i) => {
    expect(collector.createdAt).toStrictEqual(new Date(Date.UTC(2026, 0, 1 + i, 9, 30, 0, 250)));
    expect(collector.closeDate).toStrictEqual(i % 2 === 0 ? null : new Date(Date.UTC(2027, 0, 1)));
    expect(collector.groups).toStrictEqual([{ id: i, name: "g", createdAt: new Date(0) }]);
    expect(Object.keys(collector)).not.toContain("passwordHash");
    expect(Object.keys(collector)).not.toContain("internalNotes");
  });
}

describe("Fastify sending stringifyCollectorPage of its rows", () => {
  const program = `import Fastify from "fastify";
import { pageText } from "./rows.js";

const app = Fastify();
app.get<{ Querystring: { page?: string } }>("/collectors", async (request, reply) => {
  reply.type("application/json").send(pageText(Number(request.query.page ?? "1")));
});
app.listen({ port: 0, host: "127.0.0.1" }).then((address) => console.log("listening on " + address));
`;

  it(
    "is read back by records(…, { decode: true }) with the rows' instants and nothing more",
    async () => {
      expectRowsBack(await readBack(await serve("fastify-codecs", ["fastify@5.12.8"], program)));
    },
    TIMEOUT,
  );
});

describe("Express sending stringifyCollectorPage of its rows", () => {
  const program = `import express from "express";
import { pageText } from "./rows.js";

const app = express();
app.get("/collectors", (request, response) => {
  response.type("json").send(pageText(Number(request.query.page ?? "1")));
});
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log("listening on http://127.0.0.1:" + address.port);
});
`;

  it(
    "is read back by records(…, { decode: true }) with the rows' instants and nothing more",
    async () => {
      expectRowsBack(await readBack(await serve("express-codecs", ["express@5.1.0", "@types/express@5"], program)));
    },
    TIMEOUT,
  );
});
