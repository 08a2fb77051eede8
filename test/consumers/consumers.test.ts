// The packed package installed into throw-away projects of the kinds users have: ESM
// TypeScript (module nodenext), TypeScript for bundlers (moduleResolution bundler), TypeScript
// on CommonJS with moduleResolution node10 (NestJS-style) and plain CommonJS require(). Each
// type-checks under strict, the package's declarations included (skipLibCheck off), and runs a
// validation. The projects differ in their settings and files; the packages they install are
// the same, installed once (installShared).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COLLECTOR_STATUSES } from "../../src/index.js";
import { FULL } from "../fixtures.js";
import { readFileSync } from "node:fs";
import { ROOT, TYPESCRIPT, exec, installShared, project } from "./tarball.js";

const PAGE = JSON.stringify(FULL.CollectorPage);
const { version } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
const TIMEOUT = 180_000;

const TYPED_PROGRAM = `import { isCollectorPage, parseCollectorPage, ContractValidationError, Collector, COLLECTOR_STATUSES, type CollectorPage } from "@survey-collection/contract";
import { assertCollectorPage, CollectorPage as StrictCollectorPage, isCollector } from "@survey-collection/contract/strict";
import { makeCollector } from "@survey-collection/contract/testing";

const page: unknown = JSON.parse(process.argv[2] ?? "null");
if (!isCollectorPage(page)) throw new Error("expected a valid page");
const typed: CollectorPage = page;
const first: Collector | undefined = typed.data[0];
const closeDate: string | null | undefined = first?.closeDate;
assertCollectorPage(page);
let message = "";
try {
  parseCollectorPage("{}");
} catch (error) {
  if (error instanceof ContractValidationError) message = error.issues[0]!.path;
}
const standard = Collector["~standard"].validate(first);
const fromSchema: Collector | undefined = standard.issues ? undefined : standard.value;
const strictIssue = StrictCollectorPage["~standard"].validate({ ...typed, extra: 1 }).issues?.[0]?.path;
const made = makeCollector({ status: COLLECTOR_STATUSES[1], groups: [{}] }, { seed: 3 });
const madeStatus: string = made.status;
console.log(JSON.stringify({ records: typed.data.length, closeDate: closeDate ?? null, firstIssue: message, standard: fromSchema?.id ?? null, strictIssue, made: isCollector(made) && made.groups?.length === 1 && madeStatus }));
`;

const FIRST = (FULL.CollectorPage as { data: { id: string; closeDate?: string | null }[] }).data[0]!;
const EXPECTED = {
  records: 3,
  closeDate: FIRST.closeDate ?? null,
  firstIssue: "/page",
  standard: FIRST.id,
  strictIssue: ["extra"],
  made: COLLECTOR_STATUSES[1],
};

function tsconfig(compilerOptions: Record<string, unknown>): string {
  return JSON.stringify({ compilerOptions: { strict: true, outDir: "dist", rootDir: "src", skipLibCheck: false, types: ["node"], ...compilerOptions }, include: ["src"] });
}

describe("the packed package in a new project", () => {
  it.each([
    { kind: "ESM TypeScript with module nodenext", name: "esm-nodenext", module: { module: "nodenext", moduleResolution: "nodenext" } },
    { kind: "TypeScript with moduleResolution bundler", name: "bundler", module: { module: "esnext", moduleResolution: "bundler" } },
  ])(
    "$kind: type-checks under strict and validates",
    async ({ name, module }) => {
      const dir = project(name, {
        "package.json": JSON.stringify({ name: `consumer-${name}`, private: true, type: "module" }),
        "tsconfig.json": tsconfig({ ...module, target: "es2022" }),
        "src/main.ts": TYPED_PROGRAM,
      });
      await installShared(dir, [TYPESCRIPT, "@types/node@20"]);
      await exec(path.join(dir, "node_modules/.bin/tsc"), ["-p", "."], dir);
      const { stdout } = await exec(process.execPath, ["dist/main.js", PAGE], dir);
      expect(JSON.parse(stdout)).toEqual(EXPECTED);
    },
    TIMEOUT,
  );

  it(
    "TypeScript on module commonjs with moduleResolution node10 (NestJS-style): finds the types and the JSON files (was: TS2307), compiles, runs and maps a bad body's fields",
    async () => {
      const program = `import { isCollectorPage, Collector, ContractValidationError, fieldErrors, type CollectorPage, type FieldErrors } from "@survey-collection/contract";
import { assertCollectorPage, assertCollector } from "@survey-collection/contract/strict";
import document from "@survey-collection/contract/openapi.json";
import strictCollector from "@survey-collection/contract/schemas/strict/Collector.json";

const page: unknown = JSON.parse(process.argv[2] ?? "null");
assertCollectorPage(page);
const typed: CollectorPage = page;
const first = Collector["~standard"].validate(typed.data[0]);
const openapi: string = document.openapi;
const schemaId: string = strictCollector.$id;
// A controller's 400: each field's message, as a NestJS ValidationPipe would answer.
let errors: FieldErrors = {};
try {
  assertCollector({ ...typed.data[0], fromEmail: { email: 7 }, responseLimit: -1 });
} catch (error) {
  if (error instanceof ContractValidationError) errors = fieldErrors(error);
}
console.log(JSON.stringify({ valid: isCollectorPage(page), records: typed.data.length, first: first.issues ? null : first.value.id, openapi, schemaId, errors }));
`;
      const dir = project("node10", {
        "package.json": JSON.stringify({ name: "consumer-node10", private: true }),
        "tsconfig.json": tsconfig({ module: "commonjs", moduleResolution: "node10", target: "es2022", esModuleInterop: true, resolveJsonModule: true }),
        "src/main.ts": program,
      });
      await installShared(dir, [TYPESCRIPT, "@types/node@20"]);
      await exec(path.join(dir, "node_modules/.bin/tsc"), ["-p", "."], dir);
      const { stdout } = await exec(process.execPath, ["dist/main.js", PAGE], dir);
      expect(JSON.parse(stdout)).toEqual({
        valid: true,
        records: 3,
        first: (FULL.CollectorPage as { data: { id: string }[] }).data[0]!.id,
        openapi: "3.1.0",
        schemaId: "urn:survey-collection:contract:strict:Collector",
        errors: { responseLimit: "must be 0 or more", "fromEmail.email": "must be a string" },
      });
    },
    TIMEOUT,
  );

  it(
    "TypeScript on CommonJS with module node16: loads the package with import(), as Node's ESM rules ask there",
    async () => {
      const program = `import type { CollectorPage } from "@survey-collection/contract" with { "resolution-mode": "import" };

async function main() {
  // An assertion function must be reached through names with explicit types.
  const contract: typeof import("@survey-collection/contract", { with: { "resolution-mode": "import" } }) = await import("@survey-collection/contract");
  const page: unknown = JSON.parse(process.argv[2] ?? "null");
  contract.assertCollectorPage(page);
  const typed: CollectorPage = page;
  console.log(JSON.stringify({ valid: contract.isCollectorPage(page), records: typed.data.length }));
}
void main();
`;
      const dir = project("node16", {
        "package.json": JSON.stringify({ name: "consumer-node16", private: true, type: "commonjs" }),
        "tsconfig.json": tsconfig({ module: "node16", moduleResolution: "node16", target: "es2022" }),
        "src/main.ts": program,
      });
      await installShared(dir, [TYPESCRIPT, "@types/node@20"]);
      await exec(path.join(dir, "node_modules/.bin/tsc"), ["-p", "."], dir);
      const { stdout } = await exec(process.execPath, ["dist/main.js", PAGE], dir);
      expect(JSON.parse(stdout)).toEqual({ valid: true, records: 3 });
    },
    TIMEOUT,
  );

  it(
    "plain CommonJS with require(): type-checks under strict and validates",
    async () => {
      const program = `// @ts-check
const { isCollectorPage, assertCollectorPage, COLLECTOR_TYPES } = require("@survey-collection/contract");
const strict = require("@survey-collection/contract/strict");
const document = require("@survey-collection/contract/openapi.json");
const schema = require("@survey-collection/contract/schemas/strict/CollectorPage.json");

/** @type {unknown} */
const page = JSON.parse(process.argv[2] ?? "null");
assertCollectorPage(page);
/** @type {import("@survey-collection/contract").CollectorType[]} */
const types = page.data.map((collector) => collector.type);
console.log(JSON.stringify({ valid: isCollectorPage(page), strict: strict.isCollectorPage({ ...page, extra: 1 }), types, known: COLLECTOR_TYPES.length, version: document.info.version, schema: schema.$id }));
`;
      const dir = project("commonjs", {
        "package.json": JSON.stringify({ name: "consumer-cjs", private: true, type: "commonjs" }),
        "tsconfig.json": JSON.stringify({
          compilerOptions: {
            strict: true,
            allowJs: true,
            checkJs: true,
            noEmit: true,
            module: "nodenext",
            moduleResolution: "nodenext",
            target: "es2022",
            resolveJsonModule: true,
            types: ["node"],
          },
          include: ["main.js"],
        }),
        "main.js": program,
      });
      await installShared(dir, [TYPESCRIPT, "@types/node@20"]);
      await exec(path.join(dir, "node_modules/.bin/tsc"), ["-p", "."], dir);
      const { stdout } = await exec(process.execPath, ["main.js", PAGE], dir);
      expect(JSON.parse(stdout)).toEqual({
        valid: true,
        strict: false,
        types: ["EMAIL", "SMS", "EMAIL"],
        known: 5,
        version,
        schema: "urn:survey-collection:contract:strict:CollectorPage",
      });
    },
    TIMEOUT,
  );
});
