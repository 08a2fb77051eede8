// src/diff/admits.ts, the evaluator witnesses are checked by: every verdict it gives on a schema
// of each keyword and values either side of it agrees with an independent JSON Schema 2020-12
// validator (@cfworker/json-schema); what it cannot decide it leaves undefined, and a definite
// refusal still refuses beside it; it never throws and stops on a document built to explode.
import { Validator } from "@cfworker/json-schema";
import { describe, expect, it } from "vitest";
import { Admission } from "../../src/diff/admits.js";
import { References } from "../../src/diff/references.js";

const BASE = "https://document.invalid/openapi.json";
const DEFS = {
  Name: { type: "string", minLength: 1 },
  Tree: { type: "object", properties: { children: { type: "array", items: { $ref: "#/components/schemas/Tree" } } } },
};

/** The evaluator's verdict and cfworker's on `schema` (placed in a document beside DEFS) for `value`. */
function verdicts(schema: unknown, value: unknown): { ours: boolean | undefined; theirs: boolean } {
  const document = { components: { schemas: { ...DEFS, S: schema } } };
  const ours = new Admission(new References(document)).admits(document.components.schemas.S, value);
  const theirs = new Validator({ $id: BASE, components: document.components, $ref: "#/components/schemas/S" } as never, "2020-12", true).validate(value).valid;
  return { ours, theirs };
}

const VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1,
  2,
  2.5,
  10,
  11,
  "",
  "a",
  "ab",
  "abc",
  "😀😀",
  "A1",
  "2026-03-01T09:00:00Z",
  "2026-02-30T00:00:00Z",
  "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
  [],
  [1],
  [1, 1],
  [1, "a"],
  ["a", "b", "c"],
  {},
  { a: 1 },
  { a: "x", b: 2 },
  { b: 1 },
  { aa: 1, ab: "x" },
  { children: [{ children: [] }] },
  { children: [{ children: 1 }] },
];

const SCHEMAS: [string, unknown][] = [
  ["true", true],
  ["false", false],
  ["type string", { type: "string" }],
  ["type integer or null", { type: ["integer", "null"] }],
  ["type number", { type: "number" }],
  ["type boolean", { type: "boolean" }],
  ["type object", { type: "object" }],
  ["type array", { type: "array" }],
  ["enum", { enum: ["a", 1, null, [1], { a: 1 }] }],
  ["const object", { const: { b: 2, a: "x" } }],
  ["minLength / maxLength in code points", { minLength: 2, maxLength: 2 }],
  ["minimum / maximum", { minimum: 0, maximum: 10 }],
  ["exclusive bounds", { exclusiveMinimum: 0, exclusiveMaximum: 10 }],
  ["multipleOf", { multipleOf: 2 }],
  ["multipleOf a decimal", { multipleOf: 0.5 }],
  ["format date-time", { format: "date-time" }],
  ["format uuid", { format: "uuid" }],
  ["pattern anchored", { pattern: "^a+$" }],
  ["pattern unanchored", { pattern: "b" }],
  ["pattern with a class and a count", { pattern: "^[A-Z][0-9]$" }],
  ["minItems / maxItems", { minItems: 1, maxItems: 2 }],
  ["uniqueItems", { uniqueItems: true }],
  ["items", { items: { type: "integer" } }],
  ["prefixItems and items", { prefixItems: [{ type: "integer" }], items: { type: "string" } }],
  ["contains", { contains: { type: "string" } }],
  ["minContains / maxContains", { contains: { type: "integer" }, minContains: 2, maxContains: 2 }],
  ["properties", { properties: { a: { type: "integer" } } }],
  ["required", { required: ["a"] }],
  ["additionalProperties false", { properties: { a: {} }, additionalProperties: false }],
  ["additionalProperties beside patternProperties", { patternProperties: { "^a": { type: "integer" } }, additionalProperties: { type: "string" } }],
  ["propertyNames", { propertyNames: { maxLength: 1 } }],
  ["minProperties / maxProperties", { minProperties: 1, maxProperties: 1 }],
  ["dependentRequired", { dependentRequired: { a: ["b"] } }],
  ["dependentSchemas", { dependentSchemas: { a: { required: ["b"] } } }],
  ["allOf", { allOf: [{ type: "string" }, { minLength: 2 }] }],
  ["anyOf", { anyOf: [{ type: "string" }, { type: "integer" }] }],
  ["oneOf overlapping", { oneOf: [{ type: "number" }, { type: "integer" }] }],
  ["not", { not: { type: "string" } }],
  ["if / then / else", { if: { type: "integer" }, then: { minimum: 2 }, else: { type: "string" } }],
  ["then without if", { then: { type: "string" } }],
  ["$ref", { $ref: "#/components/schemas/Name" }],
  ["$ref to a recursive record", { $ref: "#/components/schemas/Tree" }],
  ["unevaluatedProperties with no other applicator", { properties: { a: {} }, unevaluatedProperties: false }],
  ["unevaluatedItems with no other applicator", { prefixItems: [{}], unevaluatedItems: false }],
];

describe("every verdict agrees with an independent validator", () => {
  it.each(SCHEMAS)("%s", (_, schema) => {
    const disagreements: unknown[] = [];
    let decided = 0;
    for (const value of VALUES) {
      const { ours, theirs } = verdicts(schema, value);
      if (ours === undefined) continue;
      decided++;
      if (ours !== theirs) disagreements.push({ value, ours, theirs });
    }
    expect(disagreements).toEqual([]);
    expect(decided).toBe(VALUES.length);
  });
});

describe("what it does not decide", () => {
  const admits = (schema: unknown, value: unknown) => {
    const document = { components: { schemas: { ...DEFS, S: schema } } };
    return new Admission(new References(document)).admits(document.components.schemas.S, value);
  };

  it("a keyword outside the vocabulary, a format it does not check, a pattern it does not read, a reference to nothing", () => {
    expect(admits({ nullable: true }, null)).toBeUndefined();
    expect(admits({ format: "email" }, "a@b.example")).toBeUndefined();
    expect(admits({ pattern: "^(?=a)" }, "a")).toBeUndefined();
    expect(admits({ $ref: "#/components/schemas/Gone" }, 1)).toBeUndefined();
    expect(admits({ allOf: [{ type: "object" }], unevaluatedProperties: false }, { a: 1 })).toBeUndefined();
  });

  it("yet refuses what another keyword refuses for sure, and applies undecided keywords only to their own type", () => {
    expect(admits({ type: "string", nullable: true }, null)).toBe(false);
    expect(admits({ format: "email" }, 5)).toBe(true);
    expect(admits({ pattern: "^(?=a)" }, 5)).toBe(true);
    expect(admits({ anyOf: [{ nullable: true }, { type: "integer" }] }, 5)).toBe(true);
    expect(admits({ anyOf: [{ nullable: true }, { type: "integer" }] }, "a")).toBeUndefined();
    expect(admits({ oneOf: [{ nullable: true }, { type: "integer" }, { minimum: 0 }] }, 5)).toBe(false);
    expect(admits({ not: { nullable: true } }, 5)).toBeUndefined();
  });

  it("reads a response as it carries a record: a required writeOnly field may be left out (D22)", () => {
    const schema = { required: ["secret"], properties: { secret: { type: "string", writeOnly: true } } };
    expect(admits(schema, {})).toBe(true);
    expect(admits({ required: ["shown"], properties: { shown: { type: "string" } } }, {})).toBe(false);
  });

  it("gives up on a document built to explode, without throwing", () => {
    const schemas: Record<string, unknown> = { L0: { type: "integer" } };
    for (let i = 1; i <= 40; i++) schemas[`L${i}`] = { anyOf: [{ $ref: `#/components/schemas/L${i - 1}` }, { $ref: `#/components/schemas/L${i - 1}` }] };
    const document = { components: { schemas } };
    expect(new Admission(new References(document)).admits(schemas.L40, "not an integer")).toBeUndefined();
    const loop = { components: { schemas: { Loop: { $ref: "#/components/schemas/Loop" } } } };
    expect(new Admission(new References(loop)).admits(loop.components.schemas.Loop, 1)).toBeUndefined();
  });

  it("answers within a budget shared by every question, and undefined once it is spent", () => {
    const document = { components: { schemas: { S: { type: "array", items: { type: "integer" } } } } };
    const budget = { left: 5 };
    const admission = new Admission(new References(document), budget);
    expect(admission.admits(document.components.schemas.S, [1, 2])).toBe(true);
    expect(budget.left).toBe(2);
    expect(admission.admits(document.components.schemas.S, [1, 2, 3])).toBeUndefined();
  });
});
