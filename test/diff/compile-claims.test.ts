// D29: a change that makes a consumer's correct code stop compiling breaks that side, though no
// value moves for it. A table over the changes that move a place's generated type: each place's
// type made by json-schema-to-typescript (with the generator's options), a client's code
// that is correct against the earlier type, compiled by TypeScript against both; the diff claims
// a compile break for clients exactly where that code stops compiling, and nowhere else.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compile } from "json-schema-to-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diffDocuments } from "../../src/diff/index.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

interface Case {
  what: string;
  previous: object;
  current: object;
  /** A client's code, correct against the earlier type `T` of a value `v`. */
  client: string;
}

const CASES: Case[] = [
  { what: "an enum value removed", previous: { type: "string", enum: ["A", "B"] }, current: { type: "string", enum: ["A"] }, client: 'switch (v) { case "B": break; }' },
  { what: "a value removed from an anyOf of consts", previous: { anyOf: [{ const: "A" }, { const: "B" }] }, current: { anyOf: [{ const: "A" }] }, client: 'if (v === "B") {}' },
  { what: "a string restricted to a list", previous: { type: "string" }, current: { type: "string", enum: ["A"] }, client: 'if (v === "Z") {}' },
  { what: "a string pinned to one value", previous: { type: "string" }, current: { const: "A" }, client: 'if (v === "Z") {}' },
  { what: "a number enum value removed", previous: { type: "integer", enum: [1, 2] }, current: { type: "integer", enum: [1] }, client: "if (v === 2) {}" },
  { what: "a boolean pinned", previous: { type: "boolean" }, current: { const: true }, client: "if (v === false) {}" },
  { what: "a JSON type removed from a type list", previous: { type: ["string", "integer"] }, current: { type: "string" }, client: "if (v === 1) {}" },
  {
    what: "an object type removed from a type list",
    previous: { type: ["string", "object"] },
    current: { type: "string" },
    client: "if (typeof v === 'object') { v.toString(); }",
  },
  { what: "null removed from a type list", previous: { type: ["string", "null"] }, current: { type: "string" }, client: "if (v === null) {} else { v.length; }" },
  { what: "numbers narrowed to integers", previous: { type: "number" }, current: { type: "integer" }, client: "if (v === 1.5) {}" },
  {
    what: "a value removed where a string of any text remains",
    previous: { anyOf: [{ enum: ["B"] }, { type: "string", minLength: 2 }] },
    current: { type: "string", minLength: 2 },
    client: 'if (v === "B") {}',
  },
  { what: "a bound tightened", previous: { type: "string" }, current: { type: "string", maxLength: 3 }, client: 'if (v === "long text") {}' },
  {
    what: "a length bound beside a list",
    previous: { type: "string", enum: ["a", "bb"] },
    current: { type: "string", enum: ["a", "bb"], minLength: 2 },
    client: 'if (v === "a") {}',
  },
  { what: "a type beside a list", previous: { enum: ["a", 1] }, current: { type: "string", enum: ["a", 1] }, client: "if (v === 1) {}" },
  {
    what: "a type list given an empty range",
    previous: { type: ["string", "integer"] },
    current: { type: ["string", "integer"], minimum: 10, maximum: 5 },
    client: "if (v === 1) {}",
  },
  {
    what: "a count bound on an array",
    previous: { type: "array", items: { type: "string" } },
    current: { type: "array", items: { type: "string" }, maxItems: 2 },
    client: "v[3]?.length;",
  },
  { what: "an enum value added", previous: { type: "string", enum: ["A"] }, current: { type: "string", enum: ["A", "B"] }, client: 'if (v === "A") {}' },
];

function document(schema: object): object {
  return { openapi: "3.1.0", info: { title: "t", version: "1.0.0" }, components: { schemas: { T: schema } } };
}

/** Whether the diff claims clients break because their code stops compiling. */
function claimsCompileBreak({ previous, current }: Case): boolean {
  const { changes } = diffDocuments(document(previous), document(current), { lifecycle: { today: "2026-01-01", deprecationDays: 0 }, allowances: [] });
  return changes.some((change) => change.compile?.side === "clients");
}

describe("the compile breaks diff claims for clients (D29), against TypeScript", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "contract-compile-claims-"));
  const failing = new Set<string>();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    for (const [i, { previous, current, client }] of CASES.entries()) {
      for (const [side, schema] of [
        ["previous", previous],
        ["current", current],
      ] as const) {
        const type = await compile(schema as never, "T", { bannerComment: "", additionalProperties: false, ignoreMinAndMaxItems: true });
        writeFileSync(path.join(dir, `case${i}-${side}.ts`), `${type}\ndeclare const v: T;\n${client}\nexport {};\n`);
      }
    }
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: "es2022", module: "esnext", types: [] }, include: ["*.ts"] }),
    );
    let printed = "";
    try {
      execFileSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", dir], { encoding: "utf8" });
    } catch (error) {
      printed = String((error as { stdout?: string }).stdout);
    }
    for (const match of printed.matchAll(/(case\d+-\w+)\.ts\(/g)) failing.add(match[1]!);
  }, 120_000);

  it.each(CASES.map((c, i) => [c.what, i, c] as const))("%s: claimed exactly where the client's code stops compiling", (_, i, c) => {
    expect(failing.has(`case${i}-previous`), "the client's code compiles against the earlier type").toBe(false);
    expect(claimsCompileBreak(c)).toBe(failing.has(`case${i}-current`));
  });

  it("the table holds both verdicts: code that stops compiling, and code that does not", () => {
    const breaks = CASES.filter((_, i) => failing.has(`case${i}-current`)).length;
    expect(breaks).toBeGreaterThan(0);
    expect(breaks).toBeLessThan(CASES.length);
  });
});
