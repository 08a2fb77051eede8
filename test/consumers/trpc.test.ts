// The README's tRPC router, from the packed package, served by tRPC 11's standalone adapter and
// called by its client: a refused input comes back as a BAD_REQUEST with the field map in
// `error.data.fieldErrors` (trpcErrorFormatter), typed on the client; `.output(toWireCollector)`
// takes a row holding Dates and a column the contract does not name, and sends the wire record.
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { FULL } from "../fixtures.js";
import { PROBLEM, badCollector, pinned, post, readmeBlock } from "./frameworks.js";
import { serveProjectIn } from "./node-project.js";
import { exec } from "./tarball.js";

const TIMEOUT = 240_000;

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

/** What the README leaves to the reader: the row a database gives, a Date and a column the contract does not name in it. */
const ROWS = `import type { Collector, EncodableCollector } from "@survey-collection/contract";

declare global {
  var findCollectorRow: () => Promise<EncodableCollector>;
}
const wire = ${JSON.stringify(FULL.Collector)} as Collector;
globalThis.findCollectorRow = async () => ({ ...wire, createdAt: new Date(wire.createdAt), passwordHash: "not to be sent" });
`;

const SERVER = `import { createHTTPServer } from "@trpc/server/adapters/standalone";
import "./rows.js";
import { appRouter } from "./app.js";

const server = createHTTPServer({ router: appRouter });
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log("listening on http://127.0.0.1:" + address.port);
});
`;

/** tRPC's client, typed by the router: what a refusal and the row read as. */
const CLIENT = `import { TRPCClientError, createTRPCClient, httpLink } from "@trpc/client";
import type { Collector } from "@survey-collection/contract";
import type { AppRouter } from "./app.js";

const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: process.argv[2]! })] });
let refusal: unknown = null;
try {
  await client.saveCollector.mutate(JSON.parse(process.argv[3]!) as Collector);
} catch (error) {
  if (!(error instanceof TRPCClientError)) throw error;
  const { data } = error as TRPCClientError<AppRouter>;
  const fieldErrors: Record<string, string> | null | undefined = data?.fieldErrors;
  refusal = { code: data?.code, httpStatus: data?.httpStatus, fieldErrors };
}
const collector: Collector = await client.collector.query();
console.log(JSON.stringify({ refusal, collector }));
`;

let url = "";
let dir = "";

it(
  "type-checks the README's router, its server and a typed client, and starts",
  async () => {
    ({ url, dir } = await serveProjectIn(
      "trpc-fields",
      [pinned("@trpc/server"), pinned("@trpc/client")],
      { "src/app.ts": readmeBlock("tRPC"), "src/rows.ts": ROWS, "src/server.ts": SERVER, "src/client.ts": CLIENT },
      (stop) => stops.push(stop),
    ));
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  },
  TIMEOUT,
);

it("answers a bad input with the field map in error.data.fieldErrors, over HTTP", async () => {
  const { status, body } = await post(`${url}/saveCollector`, badCollector());
  expect(status).toBe(400);
  expect(body.error.data).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400, fieldErrors: PROBLEM.errors });
});

it("hands a valid input to the procedure, and fieldErrors is null for any other error", async () => {
  expect(await post(`${url}/saveCollector`, FULL.Collector)).toMatchObject({ status: 200, body: { result: { data: { id: FULL.Collector.id } } } });
  const { status, body } = await post(`${url}/nowhere`, {});
  expect(status).toBe(404);
  expect(body.error.data).toMatchObject({ code: "NOT_FOUND", fieldErrors: null });
});

it("gives the client the field map of a refusal, and the row as the wire record: its Date as text, the column the contract does not name left out", async () => {
  const { stdout } = await exec(process.execPath, [path.join(dir, "dist/client.js"), url, JSON.stringify(badCollector())], dir);
  const { refusal, collector } = JSON.parse(stdout) as { refusal: unknown; collector: Record<string, unknown> };
  expect(refusal).toEqual({ code: "BAD_REQUEST", httpStatus: 400, fieldErrors: PROBLEM.errors });
  expect(collector).toEqual({ ...FULL.Collector, createdAt: new Date(FULL.Collector.createdAt as string).toISOString() });
  expect(collector).not.toHaveProperty("passwordHash");
});
