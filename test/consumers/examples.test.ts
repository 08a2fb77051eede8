// The examples, built on the packed package as a user would: the Fastify server started on
// 127.0.0.1 and read over real HTTP, and the typed client walking all its collectors.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCollectorPage, isSurveyResponsePage } from "../../src/strict.js";
import { ROOT, TYPESCRIPT, exec, install, project } from "./tarball.js";

const TIMEOUT = 240_000;
let server: ChildProcess | undefined;
let baseUrl = "";
let serverDir = "";

/** Starts the built server on a free port and waits for the address it prints. */
async function start(dir: string): Promise<string> {
  server = spawn(process.execPath, ["dist/server.js"], { cwd: dir, env: { ...process.env, HOST: "127.0.0.1", PORT: "0", NODE_ENV: "development" } });
  let output = "";
  const address = new Promise<string>((resolve, reject) => {
    server!.stdout!.on("data", (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    server!.stderr!.on("data", (chunk) => (output += chunk));
    server!.once("exit", (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000).unref());
  return Promise.race([address, timeout]);
}

async function getJson(url: string): Promise<{ status: number; body: any }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  serverDir = project("fastify-server", {}, path.join(ROOT, "examples/fastify-server"));
  await install(serverDir, ["fastify@5.12.8", TYPESCRIPT, "@types/node@20"]);
  await exec("npm", ["run", "build", "--silent"], serverDir);
  baseUrl = await start(serverDir);
}, TIMEOUT);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
});

describe("examples/fastify-server over HTTP", () => {
  it("serves collector pages the strict validators accept", async () => {
    const { status, body } = await getJson(`${baseUrl}/collectors?page=2&pageSize=10`);
    expect(status).toBe(200);
    expect(isCollectorPage(body)).toBe(true);
    expect(body).toMatchObject({ page: 2, pageSize: 10, totalCount: 137 });
    expect(body.data.map((c: { id: string }) => c.id)).toEqual(Array.from({ length: 10 }, (_, i) => `col_${10 + i}`));
  });

  it("serves survey response pages the strict validators accept, the last one short", async () => {
    const { status, body } = await getJson(`${baseUrl}/survey-responses?page=3&pageSize=100`);
    expect(status).toBe(200);
    expect(isSurveyResponsePage(body)).toBe(true);
    expect(body.data).toHaveLength(50);
  });

  it("rejects query parameters outside its own rules with 400", async () => {
    expect((await getJson(`${baseUrl}/collectors?pageSize=1000`)).status).toBe(400);
    expect((await getJson(`${baseUrl}/collectors?page=0`)).status).toBe(400);
  });
});

describe("examples/fastify-server probed by the packed package's survey-contract probe", () => {
  it("walks both lists clean in the strict profile", async () => {
    const bin = path.join(serverDir, "node_modules/.bin/survey-contract");
    for (const [list, route, records] of [
      ["CollectorPage", "collectors", 137],
      ["SurveyResponsePage", "survey-responses", 250],
    ] as const) {
      const { stderr } = await exec(
        bin,
        ["probe", `${baseUrl}/${route}?page={page}&pageSize={pageSize}`, "--list", list, "--first-page", "1", "--page-size", "25", "--strict"],
        serverDir,
      );
      expect(stderr).toContain(`${Math.ceil(records / 25)} ${list} pages walked, all valid (strict profile): ${records} records`);
    }
  });
});

describe("examples/fastify-server's response check", () => {
  it("turns a leaked field into a 500 in development, and lets the serializer drop it in production", async () => {
    const script = `
      import { buildApp } from "./dist/app.js";
      import { COLLECTORS } from "./dist/data.js";
      COLLECTORS[0].leak = "secret";
      const results = [];
      for (const checkResponses of [true, false]) {
        const response = await buildApp({ checkResponses }).inject({ method: "GET", url: "/collectors?pageSize=1" });
        results.push({ status: response.statusCode, body: response.json() });
      }
      console.log(JSON.stringify(results));`;
    const { stdout } = await exec(process.execPath, ["--input-type=module", "--eval", script], serverDir);
    const [development, production] = JSON.parse(stdout);
    expect(development.status).toBe(500);
    expect(development.body.message).toContain("Invalid CollectorPage: /data/0/leak is not a property of this record");
    expect(production.status).toBe(200);
    expect(production.body.data[0]).not.toHaveProperty("leak");
    expect(isCollectorPage(production.body)).toBe(true);
  });
});

const COUNT_BY_TYPE = `import { COLLECTORS } from "./dist/data.js";
const byType = {};
for (const { type } of COLLECTORS) byType[type] = (byType[type] ?? 0) + 1;
console.log(JSON.stringify(byType));`;

describe("examples/client", () => {
  it(
    "walks every collector of the server with records(), typed",
    async () => {
      const dir = project("client", {}, path.join(ROOT, "examples/client"));
      await install(dir, [TYPESCRIPT, "@types/node@20"]);
      await exec("npm", ["run", "build", "--silent"], dir);
      const { stdout } = await exec(process.execPath, ["dist/client.js"], dir, { SERVER_URL: baseUrl });
      const summary = JSON.parse(stdout);
      expect(summary.total).toBe(137);
      expect(Object.values(summary.byType).reduce((a: number, b) => a + (b as number), 0)).toBe(137);
      // The server's own collectors, counted by type: whatever records ./testing makes for it.
      const served = await exec(process.execPath, ["--input-type=module", "--eval", COUNT_BY_TYPE], serverDir);
      expect(summary.byType).toEqual(JSON.parse(served.stdout));
    },
    TIMEOUT,
  );
});
