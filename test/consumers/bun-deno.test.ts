// The packed package under Bun and Deno, in a project that installed it with npm: the library
// (a record judged, a refusal's field map and problem body, a codec round trip through Dates),
// the mock's fetch handler answering a page, and the command line judging files. Each runtime
// runs with no `node` on its PATH, so nothing of Node's runs there, and says which version it
// is: the one the README names. Deno reads the package from the project's node_modules
// (`--node-modules-dir=manual`) with no permission for the library and read access to the
// folder it judges alone for the command line.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { stringifyCollector, toWireCollector, decodeCollector } from "../../src/index.js";
import { createMockHandler } from "../../src/mock/index.js";
import { FULL } from "../fixtures.js";
import { BINARIES, readmeVersion, runToEnd, withoutNode, type Runtime } from "./runtimes.js";
import { install, project } from "./tarball.js";

const TIMEOUT = 180_000;
const COLLECTOR = FULL.Collector as Record<string, unknown>;
const BAD_COLLECTOR = { ...COLLECTOR, fromEmail: { email: 7 }, responseLimit: -1 };
const SENT_AT = Date.UTC(2026, 1, 20, 14, 12, 3, 511);
const PAGE_URL = "http://mock.test/collectors?page=2&pageSize=5";

const PROGRAM = `import { ContractValidationError, badRequestBody, decodeCollector, fieldErrors, isCollector, readCollectorPage, stringifyCollector, toWireCollector } from "@survey-collection/contract";
import { assertCollector } from "@survey-collection/contract/strict";
import { createMockHandler } from "@survey-collection/contract/mock";

const runtime = typeof Bun !== "undefined" ? "Bun " + Bun.version : typeof Deno !== "undefined" ? "Deno " + Deno.version.deno : "another runtime";
const collector = ${JSON.stringify(COLLECTOR)};
const bad = ${JSON.stringify(BAD_COLLECTOR)};

let fields = null;
let problem = null;
try {
  assertCollector(bad);
} catch (error) {
  if (error instanceof ContractValidationError) [fields, problem] = [fieldErrors(error), badRequestBody(error)];
}
let unknownField = null;
try {
  assertCollector({ ...collector, internalNotes: "x" });
} catch (error) {
  if (error instanceof ContractValidationError) unknownField = fieldErrors(error);
}

const decoded = decodeCollector(JSON.stringify(collector));
const dates = ["createdAt", "updatedAt", "openDate", "closeDate"].every((field) => decoded[field] instanceof Date);
const wire = toWireCollector(decoded);
const sent = stringifyCollector({ ...collector, createdAt: new Date(${SENT_AT}), passwordHash: "secret" });

const response = await createMockHandler({ total: 7 }).fetch(new Request(${JSON.stringify(PAGE_URL)}));
const page = await readCollectorPage(response);

console.log(JSON.stringify({
  runtime,
  verdicts: [isCollector(collector), isCollector(bad)],
  fields,
  problem,
  unknownField,
  dates,
  wire,
  sent,
  mock: { status: response.status, contentType: response.headers.get("content-type"), page },
}));
`;

/** One project for both runtimes: the packed package installed by npm, the program and a folder of two recorded payloads. */
let dir: string;
beforeAll(async () => {
  dir = project("bun-deno", {
    "package.json": JSON.stringify({ name: "bun-deno", private: true, type: "module" }),
    "main.js": PROGRAM,
    "recorded/good.json": JSON.stringify(COLLECTOR),
    "recorded/bad.json": JSON.stringify(BAD_COLLECTOR),
  });
  await install(dir, []);
}, TIMEOUT);

// The executable npm links, run by the runtime itself (its shebang names node, which is not on the PATH).
const CLI = "node_modules/.bin/survey-contract";

/** How each runtime runs a file of the project, given the files it may read. */
const RUNNERS: Record<"Bun" | "Deno", (file: string, args: string[], readable: string[]) => Promise<{ code: number; stdout: string; stderr: string }>> = {
  // --no-install: never fetch a package the project lacks; no transpiler cache outside the project.
  Bun: (file, args) => runToEnd(BINARIES.Bun, ["--no-install", file, ...args], dir, withoutNode({ BUN_RUNTIME_TRANSPILER_CACHE_PATH: "0", DO_NOT_TRACK: "1" })),
  Deno: (file, args, readable) =>
    runToEnd(
      BINARIES.Deno,
      ["run", "--node-modules-dir=manual", "--no-prompt", "--no-lock", "--no-remote", ...(readable.length > 0 ? [`--allow-read=${readable.join(",")}`] : []), file, ...args],
      dir,
      withoutNode({ DENO_DIR: path.join(dir, ".deno"), DENO_NO_UPDATE_CHECK: "1" }),
    ),
};

/** What the program prints, as the sources give it under Node. */
async function expected(runtime: Runtime) {
  const response = await createMockHandler({ total: 7 }).fetch(new Request(PAGE_URL));
  return {
    runtime: `${runtime} ${readmeVersion(runtime)}`,
    verdicts: [true, false],
    fields: { responseLimit: "must be 0 or more", "fromEmail.email": "must be a string" },
    problem: { type: "about:blank", title: "Invalid Collector", status: 400, errors: { responseLimit: "must be 0 or more", "fromEmail.email": "must be a string" } },
    unknownField: { internalNotes: "is not allowed here" },
    dates: true,
    wire: toWireCollector(decodeCollector(JSON.stringify(COLLECTOR))),
    sent: stringifyCollector({ ...COLLECTOR, createdAt: new Date(SENT_AT), passwordHash: "secret" } as never),
    mock: { status: 200, contentType: "application/json", page: JSON.parse(await response.text()) },
  };
}

describe.each(["Bun", "Deno"] as const)("the packed package under %s", (runtime) => {
  it(
    "validates, maps a refusal's fields, round-trips Dates through the codecs and serves a mock page with the fetch handler",
    async () => {
      const { code, stdout, stderr } = await RUNNERS[runtime]("main.js", [], []);
      expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
      const printed = JSON.parse(stdout);
      expect(printed).toEqual(await expected(runtime));
      // The instants kept to the millisecond, each in Z form, and the Date sent as its ISO text.
      expect([printed.wire.openDate, printed.wire.closeDate]).toEqual(["2026-03-01T08:00:00.500Z", "2026-06-30T23:59:59.999Z"]);
      expect(JSON.parse(printed.sent)).toMatchObject({ createdAt: "2026-02-20T14:12:03.511Z" });
      expect(printed.sent).not.toContain("passwordHash");
      expect(printed.mock.page).toMatchObject({ page: 2, pageSize: 5, totalCount: 7 });
      expect(printed.mock.page.data.map((record: { id: string }) => record.id)).toEqual(["collector-5", "collector-6"]);
    },
    TIMEOUT,
  );

  it(
    "runs `survey-contract validate` on files: the problems with their positions, exit code 1, and the same report on worker threads",
    async () => {
      const readable = ["recorded"];
      const text = await RUNNERS[runtime](CLI, ["validate", "Collector", "recorded"], readable);
      expect(text.code).toBe(1);
      expect(text.stdout.trimEnd().split("\n")).toEqual([
        expect.stringMatching(/^recorded\/bad\.json:1:\d+: \/responseLimit must be 0 or more \[minimum\]$/),
        expect.stringMatching(/^recorded\/bad\.json:1:\d+: \/fromEmail\/email must be a string \[type\]$/),
      ]);
      expect(text.stderr).toBe("1 of 2 Collector records invalid (tolerant profile) in 2 inputs\n");

      const json = await RUNNERS[runtime](CLI, ["validate", "Collector", "recorded", "--format", "json", "--jobs", "2"], readable);
      expect(json.code).toBe(1);
      expect(JSON.parse(json.stdout)).toMatchObject({
        record: "Collector",
        valid: false,
        records: 2,
        invalidRecords: 1,
        problems: [
          { file: "recorded/bad.json", line: 1, path: "/responseLimit", keyword: "minimum", message: "must be 0 or more" },
          { file: "recorded/bad.json", line: 1, path: "/fromEmail/email", keyword: "type", message: "must be a string" },
        ],
        inputErrors: [],
      });
    },
    TIMEOUT,
  );
});

it(
  "under Deno without read access, `survey-contract validate` reports each file it may not read as an input error (exit code 2), with no stack trace",
  async () => {
    const { code, stdout, stderr } = await RUNNERS.Deno(CLI, ["validate", "Collector", "recorded/good.json"], []);
    expect({ code, stdout }).toEqual({ code: 2, stdout: "" });
    expect(stderr).toMatch(/^recorded\/good\.json: cannot be read: .*read access.*\n/);
    expect(stderr).not.toMatch(/^\s+at /m);
  },
  TIMEOUT,
);
