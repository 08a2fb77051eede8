// The README's Hono and Elysia routes, from the packed package, each served on Node (Hono by
// @hono/node-server, Elysia by its Node adapter): a refused body is answered by
// badRequestResponse, 400 application/problem+json with each field's message and the record's
// title, with no glue beyond the README's; a valid body reaches the handler, typed.
import { afterAll, describe, expect, it } from "vitest";
import { FULL } from "../fixtures.js";
import { PROBLEM, badCollector, pinned, post, readmeBlock } from "./frameworks.js";
import { serveProject } from "./node-project.js";

const TIMEOUT = 240_000;

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

/** Builds the project of the README's block (`src/app.ts`) and `server`, starts it and waits for its address. */
function serve(name: string, packages: string[], app: string, server: string): Promise<string> {
  return serveProject(name, packages, { "src/app.ts": app, "src/server.ts": server }, (stop) => stops.push(stop));
}

const FRAMEWORKS = [
  {
    name: "Hono",
    packages: [pinned("hono"), pinned("@hono/node-server"), pinned("@hono/standard-validator")],
    server: `import { serve } from "@hono/node-server";
import { app } from "./app.js";

serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => console.log("listening on http://127.0.0.1:" + info.port));
`,
  },
  {
    name: "Elysia",
    packages: [pinned("elysia"), pinned("@elysiajs/node")],
    // The Node adapter calls back before its server listens, with the port asked (0): the address is the Node server's, once it listens.
    server: `import type { Server } from "node:http";
import { app } from "./app.js";

app.listen({ port: 0, hostname: "127.0.0.1" }, (info) => {
  const server = (info as unknown as { node: { server: Server } }).node.server;
  const announce = () => {
    const address = server.address();
    if (address && typeof address === "object") console.log("listening on http://127.0.0.1:" + address.port);
  };
  if (server.listening) announce();
  else server.once("listening", announce);
});
`,
  },
];

describe.each(FRAMEWORKS)("$name", ({ name, packages, server }) => {
  let url = "";

  it(
    "type-checks the README's route and starts",
    async () => {
      url = await serve(`${name.toLowerCase()}-problem`, packages, readmeBlock(name), server);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    },
    TIMEOUT,
  );

  it("answers a bad body with 400 application/problem+json, each field's message and the record's title", async () => {
    const { status, body, contentType } = await post(`${url}/collectors`, badCollector());
    expect(status).toBe(400);
    expect(contentType).toMatch(/^application\/problem\+json\b/);
    expect(body).toEqual(PROBLEM);
  });

  it("hands a valid body to the handler", async () => {
    expect(await post(`${url}/collectors`, FULL.Collector)).toMatchObject({ status: 201, body: { id: FULL.Collector.id } });
  });
});
