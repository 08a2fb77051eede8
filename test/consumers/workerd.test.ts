// The packed package in a Cloudflare Worker (module syntax), bundled by esbuild as Wrangler does
// (the `workerd` and `worker` export conditions, for the browser platform) and served by workerd,
// the runtime of Cloudflare Workers, at the version the README names, on 127.0.0.1: it answers
// a POSTed collector with 400 and the problem details of what is wrong, or 200 and the record
// as the contract sends it, and serves the mock's pages through `mock.fetch`. workerd is run
// itself, from its own config, not through Wrangler or Miniflare: nothing stands between it and
// the bundle.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringifyCollector } from "../../src/index.js";
import { createMockHandler } from "../../src/mock/index.js";
import { FULL } from "../fixtures.js";
import { BINARIES, readmeVersion, runToEnd, withoutNode, workerdBuildDate } from "./runtimes.js";
import { install, project } from "./tarball.js";

const TIMEOUT = 180_000;
const COLLECTOR = FULL.Collector as Record<string, unknown>;

const WORKER = `import { BAD_REQUEST_CONTENT_TYPE, ContractValidationError, badRequestBody } from "@survey-collection/contract";
import { parseCollector, stringifyCollector } from "@survey-collection/contract/strict";
import { createMockHandler } from "@survey-collection/contract/mock";

const mock = createMockHandler({ total: 7 });

export default {
  async fetch(request) {
    if (request.method !== "POST") return mock.fetch(request);
    let collector;
    try {
      collector = parseCollector(await request.text());
    } catch (error) {
      if (!(error instanceof ContractValidationError)) throw error;
      return new Response(JSON.stringify(badRequestBody(error)), { status: 400, headers: { "content-type": BAD_REQUEST_CONTENT_TYPE } });
    }
    return new Response(stringifyCollector(collector), { headers: { "content-type": "application/json" } });
  },
};
`;

// The Worker alone, on a port the system picks (port 0), which workerd reports on its control descriptor.
const CONFIG = `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);

const worker :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "dist/worker.js")],
  compatibilityDate = "2026-01-01",
);
`;

/** Where the Worker answers. */
let origin: string;
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const dir = project("workerd", {
    "package.json": JSON.stringify({ name: "workerd-app", private: true, type: "module" }),
    "src/worker.js": WORKER,
    "config.capnp": CONFIG,
  });
  await install(dir, []);
  await build({
    absWorkingDir: dir,
    entryPoints: ["src/worker.js"],
    outfile: "dist/worker.js",
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    logLevel: "silent",
  });
  ({ origin, stop } = await serveWorker(dir));
}, TIMEOUT);

afterAll(() => stop());

/** Starts workerd on the project's config and resolves to its address once it listens, with how to stop it. */
async function serveWorker(dir: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const workerd = spawn(BINARIES.workerd, ["serve", "config.capnp", "--control-fd", "3"], { cwd: dir, env: withoutNode(), stdio: ["ignore", "pipe", "pipe", "pipe"] });
  const stopWorkerd = async () => {
    if (workerd.exitCode !== null || workerd.signalCode !== null) return;
    workerd.kill("SIGTERM");
    await once(workerd, "exit");
  };
  let output = "";
  workerd.stdout!.on("data", (chunk) => (output += chunk));
  workerd.stderr!.on("data", (chunk) => (output += chunk));
  let control = "";
  try {
    const port = await new Promise<number>((resolve, reject) => {
      workerd.stdio[3]!.on("data", (chunk) => {
        control += chunk;
        const listening = control
          .split("\n")
          .flatMap((line) => (line.trim() === "" ? [] : [JSON.parse(line) as { event: string; socket: string; port: number }]))
          .find((event) => event.event === "listen" && event.socket === "http");
        if (listening) resolve(listening.port);
      });
      workerd.once("error", reject);
      workerd.once("exit", (code, signal) => reject(new Error(`workerd ended (${code ?? signal}) before it listened:\n${output}`)));
      setTimeout(() => reject(new Error(`workerd did not listen:\n${output}`)), 60_000).unref();
    });
    return { origin: `http://127.0.0.1:${port}`, stop: stopWorkerd };
  } catch (error) {
    await stopWorkerd();
    throw error;
  }
}

async function post(body: string) {
  const response = await fetch(`${origin}/collectors`, { method: "POST", headers: { "content-type": "application/json" }, body });
  return { status: response.status, contentType: response.headers.get("content-type"), body: await response.text() };
}

describe("a Worker bundled from the packed package, under workerd", () => {
  it("is the workerd the README names", async () => {
    const { code, stdout } = await runToEnd(BINARIES.workerd, ["--version"], process.cwd(), withoutNode());
    expect({ code, version: stdout.trim() }).toEqual({ code: 0, version: `workerd ${workerdBuildDate(readmeVersion("workerd"))}` });
  });

  it.each([
    {
      what: "a field of the wrong type and one out of range",
      body: JSON.stringify({ ...COLLECTOR, fromEmail: { email: 7 }, responseLimit: -1 }),
      errors: { responseLimit: "must be 0 or more", "fromEmail.email": "must be a string" },
    },
    { what: "a property the strict profile refuses", body: JSON.stringify({ ...COLLECTOR, internalNotes: "x" }), errors: { internalNotes: "is not allowed here" } },
    { what: "malformed JSON, under the value as a whole", body: '{"id": ', errors: { "": "is not valid JSON: syntax error at line 1, column 8" } },
  ])("answers $what with 400 and the problem details of each field", async ({ body, errors }) => {
    const answer = await post(body);
    expect({ status: answer.status, contentType: answer.contentType }).toEqual({ status: 400, contentType: "application/problem+json" });
    expect(JSON.parse(answer.body)).toEqual({ type: "about:blank", title: "Invalid Collector", status: 400, errors });
  });

  it("answers a valid collector with 200 and the record as the contract sends it", async () => {
    const answer = await post(JSON.stringify(COLLECTOR));
    expect(answer).toEqual({ status: 200, contentType: "application/json", body: stringifyCollector(COLLECTOR as never) });
  });

  it("serves the mock's pages through mock.fetch: the records Node's mock serves, and 404 for a path it does not serve", async () => {
    const mock = createMockHandler({ total: 7 });
    for (const target of ["/collectors?page=2&pageSize=5", "/survey-responses?page=1&pageSize=3", "/nowhere"]) {
      const [served, expected] = await Promise.all([fetch(`${origin}${target}`), mock.fetch(new Request(`http://mock.test${target}`))]);
      expect({ target, status: served.status, contentType: served.headers.get("content-type"), body: await served.text() }).toEqual({
        target,
        status: expected.status,
        contentType: expected.headers.get("content-type"),
        body: await expected.text(),
      });
    }
    const page = (await (await fetch(`${origin}/collectors?page=2&pageSize=5`)).json()) as { data: { id: string }[] };
    expect(page).toMatchObject({ page: 2, pageSize: 5, totalCount: 7 });
    expect(page.data.map((record: { id: string }) => record.id)).toEqual(["collector-5", "collector-6"]);
    expect((await fetch(`${origin}/nowhere`)).status).toBe(404);
  });
});
