// A client project whose own OpenAPI document names its paths and takes the records from the
// package's bundled document by $ref, as users of openapi-typescript and openapi-fetch write it,
// from the packed tarball: openapi-typescript's types of those records and the package's are
// the same both ways, and a typed openapi-fetch call to the package's mock over HTTP is checked
// with assertX, narrowing the response's data to the package's type with no cast.
import path from "node:path";
import { expect, it } from "vitest";
import { TYPESCRIPT, exec, install, project } from "./tarball.js";

const TIMEOUT = 240_000;

/** The document's path in the installed package, for a $ref in the user's document. */
const CONTRACT_DOCUMENT = "./node_modules/@survey-collection/contract/generated/openapi.json";

const API = {
  openapi: "3.1.0",
  info: { title: "Survey collection service", version: "1.0.0" },
  paths: {
    "/collectors": {
      get: {
        parameters: [
          { name: "page", in: "query", required: true, schema: { type: "integer" } },
          { name: "pageSize", in: "query", schema: { type: "integer" } },
        ],
        responses: {
          "200": {
            description: "A page of collectors",
            content: { "application/json": { schema: { $ref: `${CONTRACT_DOCUMENT}#/components/schemas/CollectorPage` } } },
          },
        },
      },
    },
  },
};

const PROGRAM = `import { createServer } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import createClient from "openapi-fetch";
import { ContractValidationError, assertCollectorPage, type Collector, type CollectorPage } from "@survey-collection/contract";
import { isCollectorPage as isStrictCollectorPage } from "@survey-collection/contract/strict";
import { createMockHandler } from "@survey-collection/contract/mock";
import type { components, paths } from "./api.js";

// openapi-typescript's types of the records and the package's, each assignable to the other.
type Schemas = components["schemas"];
export const bothWays = {
  page: [(page: CollectorPage): Schemas["CollectorPage"] => page, (page: Schemas["CollectorPage"]): CollectorPage => page],
  collector: [(collector: Collector): Schemas["Collector"] => collector, (collector: Schemas["Collector"]): Collector => collector],
};

async function main() {
  const server = createServer(createMockHandler({ total: 30, pageSize: 20, strict: true })).listen(0, "127.0.0.1");
  await once(server, "listening");
  const client = createClient<paths>({ baseUrl: \`http://127.0.0.1:\${(server.address() as AddressInfo).port}\` });
  const { data } = await client.GET("/collectors", { params: { query: { page: 2, pageSize: 20 } } });
  assertCollectorPage(data);
  const last: Collector | undefined = data.data.at(-1);
  let refused = "";
  try {
    assertCollectorPage({ ...data, data: [{ ...last, status: "PAUSED" }] });
  } catch (error) {
    if (error instanceof ContractValidationError) refused = error.issues[0]!.path;
  }
  server.close();
  console.log(JSON.stringify({ page: data.page, records: data.data.length, strict: isStrictCollectorPage(data), refused }));
}
void main();
`;

it(
  "openapi-typescript's types of the $ref'd records equal the package's both ways, and an openapi-fetch call to the mock is checked with assertCollectorPage",
  async () => {
    const dir = project("openapi-fetch", {
      "package.json": JSON.stringify({ name: "consumer-openapi-fetch", private: true, type: "module" }),
      "tsconfig.json": JSON.stringify({
        compilerOptions: {
          strict: true,
          module: "nodenext",
          moduleResolution: "nodenext",
          target: "es2022",
          outDir: "dist",
          rootDir: "src",
          types: ["node"],
          lib: ["es2023", "dom"],
          // The packages' own declarations are consumers.test.ts's to check; here, the code users write against them.
          skipLibCheck: true,
        },
        include: ["src"],
      }),
      "api.json": JSON.stringify(API, null, 2),
      "src/main.ts": PROGRAM,
    });
    await install(dir, [TYPESCRIPT, "@types/node@20", "openapi-typescript@7", "openapi-fetch@0"]);
    await exec(path.join(dir, "node_modules/.bin/openapi-typescript"), ["api.json", "-o", "src/api.ts"], dir);
    await exec(path.join(dir, "node_modules/.bin/tsc"), ["-p", "."], dir);
    const { stdout } = await exec(process.execPath, ["dist/main.js"], dir);
    expect(JSON.parse(stdout)).toEqual({ page: 2, records: 10, strict: true, refused: "/data/0/status" });
  },
  TIMEOUT,
);
