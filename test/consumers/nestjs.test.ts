// The README's NestJS 11 recipe, from the packed package: a pipe running the record's assertX
// and an exception filter answering its ContractValidationError, compiled as Nest projects are
// (legacy decorators, their metadata) on the Express platform and spoken to over HTTP. A bad body
// is a 400 application/problem+json with each field's message, titled after the record.
import { afterAll, expect, it } from "vitest";
import { FULL } from "../fixtures.js";
import { PROBLEM, badCollector, pinned, post, readmeBlock } from "./frameworks.js";
import { COMPILER_OPTIONS, serveProject } from "./node-project.js";

const TIMEOUT = 240_000;

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

const SERVER = `import "reflect-metadata";
import { NestFactory } from "@nestjs/core";
import { AppModule } from "./app.js";

const app = await NestFactory.create(AppModule, { logger: false });
await app.listen(0, "127.0.0.1");
console.log("listening on " + (await app.getUrl()));
`;

let url = "";

it(
  "type-checks the README's pipe, filter and module with Nest's decorators, and starts",
  async () => {
    url = await serveProject(
      "nestjs-problem",
      [pinned("@nestjs/common"), pinned("@nestjs/core"), pinned("@nestjs/platform-express"), pinned("reflect-metadata"), pinned("rxjs"), "@types/express@5"],
      {
        "tsconfig.json": JSON.stringify({ compilerOptions: { ...COMPILER_OPTIONS, experimentalDecorators: true, emitDecoratorMetadata: true }, include: ["src"] }),
        "src/app.ts": readmeBlock("NestJS"),
        "src/server.ts": SERVER,
      },
      (stop) => stops.push(stop),
    );
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  },
  TIMEOUT,
);

it("answers a bad body with 400 application/problem+json, each field's message and the record's title", async () => {
  const { status, body, contentType } = await post(`${url}/collectors`, badCollector());
  expect(status).toBe(400);
  expect(contentType).toMatch(/^application\/problem\+json\b/);
  // The strict record's pipe refuses the property the contract does not name too.
  expect(body).toEqual({ ...PROBLEM, errors: { ...PROBLEM.errors, extra: "is not allowed here" } });
});

it("hands a valid body to the controller", async () => {
  expect(await post(`${url}/collectors`, FULL.Collector)).toMatchObject({ status: 201, body: { id: FULL.Collector.id } });
});

it("leaves every other error to Nest", async () => {
  const { status, contentType } = await post(`${url}/nowhere`, {});
  expect(status).toBe(404);
  expect(contentType).toMatch(/^application\/json\b/);
});
