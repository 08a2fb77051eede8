// diff through the CLI on every form the generator compiles that an earlier diff passed over or
// crashed on, two forms of each: unions of several records and of several arrays (decided by
// the exact search, each witness the value a user would send), `$ref` beside other keywords
// (read as both at once, in each profile), arrays without `items`, arrays of no item (`maxItems:
// 0` and `items: false` are the same values), fields no value fills, pointers through `anyOf`,
// and enums of tens of thousands of values beside `type` or not. Every witness printed is
// re-checked by an independent validator, and every pointer printed resolves in its document.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Change } from "../../src/diff/types.js";
import { independentlyShown } from "../diff/independent.js";
import { runCli } from "./run-cli.js";

type Json = Record<string, any>;

const dir = mkdtempSync(path.join(tmpdir(), "contract-diff-unions-"));
const FromEmail = { type: "object", required: ["email"], properties: { email: { type: "string" } } };
const Collector = { type: "object", required: ["id"], properties: { id: { type: "string" }, name: { type: "string" } } };

function documentOf(schemas: Json): Json {
  return { openapi: "3.1.0", info: { title: "fixture", version: "1.0.0" }, paths: {}, components: { schemas } };
}

/** A record `R` with one field `f` of the schema given, beside the records it may refer to. */
function withField(schema: Json): Json {
  return documentOf({ FromEmail, Collector, R: { type: "object", properties: { f: schema } } });
}

interface Case {
  name: string;
  previous: Json;
  current: Json;
  exitCode: number;
  changes: { rule: string; class: string; pointer: string; witness?: unknown }[];
}

const sender = (name: Json): Json => ({ anyOf: [{ $ref: "#/components/schemas/FromEmail" }, { type: "object", required: ["name"], properties: { name } }, { type: "null" }] });
const CASES: Case[] = [
  {
    name: "a union of records: a branch's field made nullable admits {name: null}",
    previous: withField(sender({ type: "string" })),
    current: withField(sender({ type: ["string", "null"] })),
    exitCode: 1,
    changes: [{ rule: "ALTERNATIVE_ADDED", class: "breaking for clients", pointer: "/components/schemas/R/properties/f/anyOf/1", witness: { name: null } }],
  },
  {
    name: "a union of records, the smallest form: a field of one record made nullable beside another record that requires a name",
    previous: documentOf({
      R: {
        anyOf: [
          { type: "object", properties: { a: { type: "boolean" } } },
          { type: "object", required: ["b"] },
        ],
      },
    }),
    current: documentOf({
      R: {
        anyOf: [
          { type: "object", properties: { a: { type: ["boolean", "null"] } } },
          { type: "object", required: ["b"] },
        ],
      },
    }),
    exitCode: 1,
    changes: [{ rule: "ALTERNATIVE_ADDED", class: "breaking for clients", pointer: "/components/schemas/R/anyOf/0", witness: { a: null } }],
  },
  {
    name: "a list of groups rewritten as a union of arrays refuses [] (producers) and admits items of any kind (clients)",
    previous: withField({ type: ["array", "null"], items: { type: "string" } }),
    current: withField({ anyOf: [{ type: "array", minItems: 1, maxItems: 3 }, { type: "array", minItems: 5 }, { type: "null" }] }),
    exitCode: 1,
    changes: [
      { rule: "ALTERNATIVE_REMOVED", class: "breaking for producers", pointer: "/components/schemas/R/properties/f", witness: [] },
      { rule: "ALTERNATIVE_ADDED", class: "breaking for clients", pointer: "/components/schemas/R/properties/f/anyOf/0" },
    ],
  },
  {
    name: "a union of arrays whose counts no longer meet: [] refused",
    previous: withField({ anyOf: [{ type: "array", maxItems: 4 }, { type: "array", minItems: 5 }, { type: "null" }] }),
    current: withField({ anyOf: [{ type: "array", minItems: 1, maxItems: 3 }, { type: "array", minItems: 5 }, { type: "null" }] }),
    exitCode: 1,
    changes: [{ rule: "ALTERNATIVE_REMOVED", class: "breaking for producers", pointer: "/components/schemas/R/properties/f/anyOf/0", witness: [] }],
  },
  {
    name: "a $ref beside properties that close the record in the strict profile: a producers' break",
    previous: withField({ $ref: "#/components/schemas/Collector" }),
    current: withField({ $ref: "#/components/schemas/Collector", type: "object", properties: { id: { type: "string" } } }),
    exitCode: 1,
    changes: [{ rule: "PROPERTIES_CLOSED", class: "breaking for producers", pointer: "/components/schemas/R/properties/f", witness: { id: "", name: "" } }],
  },
  {
    name: "a $ref beside additionalProperties: false admits no collector at all: a producers' break",
    previous: withField({ $ref: "#/components/schemas/Collector" }),
    current: withField({ $ref: "#/components/schemas/Collector", type: "object", additionalProperties: false }),
    exitCode: 1,
    changes: [{ rule: "TYPE_NARROWED", class: "breaking for producers", pointer: "/components/schemas/R/properties/f", witness: { id: "" } }],
  },
  {
    name: "an array without items given a maximum",
    previous: withField({ type: "array" }),
    current: withField({ type: "array", maxItems: 10 }),
    exitCode: 1,
    changes: [{ rule: "BOUND_TIGHTENED", class: "breaking for producers", pointer: "/components/schemas/R/properties/f" }],
  },
  {
    name: "an array without items given items: a producers' break, shown by an array that holds one",
    previous: documentOf({ R: { type: "array" } }),
    current: documentOf({ R: { type: "array", items: { type: "string" } } }),
    exitCode: 1,
    changes: [{ rule: "TYPE_NARROWED", class: "breaking for producers", pointer: "/components/schemas/R" }],
  },
  {
    name: "maxItems: 0 rewritten as items: false: the same values, no change",
    previous: withField({ type: ["array", "null"], maxItems: 0 }),
    current: withField({ type: ["array", "null"], items: false }),
    exitCode: 0,
    changes: [],
  },
  {
    name: "items: false rewritten as maxItems: 0 with items: the same values, no change",
    previous: documentOf({ R: { type: "array", items: false } }),
    current: documentOf({ R: { type: "array", maxItems: 0, items: { type: "integer" } } }),
    exitCode: 0,
    changes: [],
  },
  {
    name: "a field no value fills removed from a closed record: no value moves",
    previous: documentOf({ R: { type: "object", additionalProperties: false, properties: { a: { type: "string" }, dead: false } } }),
    current: documentOf({ R: { type: "object", additionalProperties: false, properties: { a: { type: "string" } } } }),
    exitCode: 0,
    changes: [],
  },
  {
    name: "a bound tightened in a record reached through an anyOf is named with its /anyOf/0 step",
    previous: withField({ anyOf: [{ type: "object", properties: { a: { type: "string", maxLength: 5 } } }, { type: "null" }] }),
    current: withField({ anyOf: [{ type: "object", properties: { a: { type: "string", maxLength: 3 } } }, { type: "null" }] }),
    exitCode: 1,
    changes: [{ rule: "BOUND_TIGHTENED", class: "breaking for producers", pointer: "/components/schemas/R/properties/f/anyOf/0/properties/a", witness: "aaaa" }],
  },
];

const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
const ENUMS: Case[] = [
  {
    name: "an enum of 20 000 values beside its type, one removed",
    previous: documentOf({ R: { type: "string", enum: values(20_000) } }),
    current: documentOf({ R: { type: "string", enum: values(20_000).slice(1) } }),
    exitCode: 1,
    changes: [{ rule: "ENUM_VALUE_REMOVED", class: "breaking for clients and producers", pointer: "/components/schemas/R", witness: "v0" }],
  },
  {
    name: "an enum of 5 000 values beside its type, reordered: no change",
    previous: documentOf({ R: { type: "string", enum: values(5_000) } }),
    current: documentOf({ R: { type: "string", enum: values(5_000).reverse() } }),
    exitCode: 0,
    changes: [],
  },
  {
    name: "an enum of 200 000 values with no type, one removed",
    previous: documentOf({ R: { enum: values(200_000) } }),
    current: documentOf({ R: { enum: values(200_000).slice(0, -1) } }),
    exitCode: 1,
    changes: [{ rule: "ENUM_VALUE_REMOVED", class: "breaking for clients and producers", pointer: "/components/schemas/R", witness: "v199999" }],
  },
  {
    name: "an enum of 200 000 values beside its type, one added",
    previous: documentOf({ R: { type: "string", enum: values(200_000) } }),
    current: documentOf({ R: { type: "string", enum: [...values(200_000), "new"] } }),
    exitCode: 1,
    changes: [{ rule: "ENUM_VALUE_ADDED", class: "breaking for clients", pointer: "/components/schemas/R", witness: "new" }],
  },
];

/** The schema a JSON Pointer names in a document, or undefined. */
function at(document: Json, pointer: string): unknown {
  let value: unknown = document;
  for (const token of pointer.slice(1).split("/")) {
    const name = token.replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, name)) return undefined;
    value = (value as Json)[name];
  }
  return value;
}

async function diffOf({ name, previous, current }: Case): Promise<{ code: number; changes: Change[] }> {
  const files = ["previous", "current"].map((side) => path.join(dir, `${name.replace(/\W+/g, "-")}-${side}.json`));
  writeFileSync(files[0]!, JSON.stringify(previous));
  writeFileSync(files[1]!, JSON.stringify(current));
  const result = await runCli("diff", files[0]!, files[1]!, "--format", "json");
  expect(result.stderr).toBe("");
  return { code: result.code, changes: (JSON.parse(result.stdout) as { changes: Change[] }).changes };
}

describe("diff on every form the generator compiles, through the CLI", () => {
  it.each([...CASES, ...ENUMS].map((one) => [one.name, one] as const))("%s", async (_name, one) => {
    const { code, changes } = await diffOf(one);
    expect(
      changes.map(({ rule, class: changeClass, pointer }) => ({ rule, class: changeClass, pointer })),
      "the rules, their classes and places",
    ).toEqual(one.changes.map(({ rule, class: changeClass, pointer }) => ({ rule, class: changeClass, pointer })));
    expect(code).toBe(one.exitCode);
    one.changes.forEach((expected, i) => {
      if (Object.hasOwn(expected, "witness")) expect(changes[i]!.witnesses?.[0]?.value).toEqual(expected.witness);
    });
    for (const change of changes) {
      // Into the new document, or into the old one for what was removed; each witness where it says.
      expect(at(one.current, change.pointer) ?? at(one.previous, change.pointer), change.pointer).toBeDefined();
      for (const witness of change.witnesses ?? []) {
        expect(at(one.previous, witness.at), witness.at).toBeDefined();
        expect(at(one.current, witness.at), witness.at).toBeDefined();
        expect(independentlyShown(one.previous, one.current, witness), `${change.rule} ${JSON.stringify(witness)}`).toBe(true);
      }
    }
  });
});
