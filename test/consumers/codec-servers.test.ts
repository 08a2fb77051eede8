// The codecs (D21) in the servers users write, from the packed package: a Fastify and an Express
// app send stringifyCollectorPage of rows as a database gives them (a Date in every date-time
// field, a passwordHash and an internalNotes beside the contract's fields), type-checked under
// strict, started on 127.0.0.1; the client reads them back over real HTTP with records(…,
// { decode: true }): every date-time a Date naming the row's instant, nothing the contract
// does not name.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { records } from "../../src/index.js";
import { FULL } from "../fixtures.js";
import { TYPESCRIPT, exec, install, project } from "./tarball.js";

const TIMEOUT = 240_000;
const servers: ChildProcess[] = [];

// The packages' own declarations are consumers.test.ts's to check (skipLibCheck off); here, the code users write against them.
const TSCONFIG = JSON.stringify({
  compilerOptions: { strict: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", outDir: "dist", rootDir: "src", skipLibCheck: true, types: ["node"] },
  include: ["src"],
});

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

/** Builds the project, starts it and waits for the address it prints. */
async function serve(name: string, packages: string[], program: string): Promise<string> {
  const dir = project(name, {
    "package.json": JSON.stringify({ name, private: true, type: "module" }),
    "tsconfig.json": TSCONFIG,
    "src/rows.ts": ROWS,
    "src/server.ts": program,
  });
  await install(dir, [TYPESCRIPT, "@types/node@20", ...packages]);
  await exec(path.join(dir, "node_modules/.bin/tsc"), ["-p", "."], dir);
  const server = spawn(process.execPath, ["dist/server.js"], { cwd: dir });
  servers.push(server);
  let output = "";
  return new Promise<string>((resolve, reject) => {
    server.stdout!.on("data", (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    server.stderr!.on("data", (chunk) => (output += chunk));
    server.once("exit", (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
    setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 120_000).unref();
  });
}

afterAll(async () => {
  for (const server of servers) {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
  }
});

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
