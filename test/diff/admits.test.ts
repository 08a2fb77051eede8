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
  // Equal and nearly equal structures, for enum, const and uniqueItems: a key more, another key, an item changed, an array and an object both empty.
  [1, 2],
  [[1], [1]],
  [{ a: 1 }, { a: 1 }],
  [{ a: 1 }, { b: 1 }],
  [{ a: 1 }, { a: 1, b: 2 }],
  [[], {}],
  { a: 1, b: 2 },
  { a: 2 },
  { c: 1 },
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
  ["uniqueItems false", { uniqueItems: false }],
  ["enum of structures", { enum: [[], [2], { a: 1, b: 2 }, { b: 1 }] }],
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
  ["dependentRequired of two names, each needing others", { dependentRequired: { a: ["b", "c"], c: ["a"] } }],
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

describe("undecided parts, and how they combine", () => {
  const UNREAD = "^(?=a)";
  const admits = (schema: unknown, value: unknown, document: object = {}) => {
    const schemas = { ...document, S: schema };
    return new Admission(new References({ components: { schemas } })).admits(schemas.S, value);
  };

  it.each([
    ["anyOf: one admitting is enough", { anyOf: [{ nullable: true }, { type: "string" }] }, "a", true],
    ["anyOf: refused by the decided, undecided by the rest", { anyOf: [{ nullable: true }, { type: "string" }] }, 1, undefined],
    ["anyOf: refused by all", { anyOf: [{ type: "integer" }, { type: "string" }] }, null, false],
    ["oneOf: two admitting refuse, whatever the rest", { oneOf: [{ type: "string" }, { minLength: 1 }, { nullable: true }] }, "a", false],
    ["oneOf: one admitting beside one undecided", { oneOf: [{ type: "string" }, { nullable: true }] }, "a", undefined],
    ["oneOf: none admitting", { oneOf: [{ type: "string" }, { type: "boolean" }] }, 1, false],
    ["allOf: an undecided part", { allOf: [{ type: "string" }, { nullable: true }] }, "a", undefined],
    ["contains: a match counted, an undecided item beside it", { contains: { type: "string" } }, ["a", 1], true],
    ["contains: undecided items may or may not match", { contains: { nullable: true } }, [1], undefined],
    ["contains: too many matches for sure", { contains: { type: "string" }, maxContains: 1 }, ["a", "b"], false],
    ["contains: undecided items could make too many", { contains: { anyOf: [{ type: "string" }, { nullable: true }] }, maxContains: 1 }, ["a", 1], undefined],
    ["contains: too few even if every undecided matched", { contains: { anyOf: [{ const: "x" }, { nullable: true }] }, minContains: 3 }, ["x", 1], false],
    ["minContains and maxContains alone say nothing", { minContains: 2, maxContains: 0 }, [1], true],
    ["a property a pattern not read may name: admitted by its schema", { patternProperties: { [UNREAD]: { type: "string" } } }, { a: "x" }, true],
    ["a property a pattern not read may name: refused by its schema", { patternProperties: { [UNREAD]: { type: "string" } } }, { a: 1 }, undefined],
    ["additionalProperties where a pattern not read may name it", { patternProperties: { [UNREAD]: {} }, additionalProperties: false }, { a: 1 }, undefined],
    ["additionalProperties where a read pattern names it", { patternProperties: { "^a": {} }, additionalProperties: false }, { a: 1 }, true],
    ["then under an undecided if: admitted by then", { if: { nullable: true }, then: { type: "string" } }, "a", true],
    ["then under an undecided if: refused by then", { if: { nullable: true }, then: { type: "string" } }, 1, undefined],
    ["else under a decided if", { if: { type: "string" }, else: { type: "integer" } }, 1.5, false],
    ["then and else under an undecided if: admitted by then, refused by else", { if: { nullable: true }, then: { type: "string" }, else: { type: "integer" } }, "a", undefined],
    ["then and else under an undecided if: admitted by both", { if: { nullable: true }, then: { type: "string" }, else: { minLength: 1 } }, "a", true],
    ["unevaluatedItems beside items", { items: {}, unevaluatedItems: false }, [1], undefined],
    ["unevaluatedProperties beside a $ref", { $ref: "#/components/schemas/T", unevaluatedProperties: false }, { a: 1 }, undefined],
    ["a number that is no finite number", { type: "number" }, Infinity, false],
    ["a decimal multiple", { multipleOf: 0.1 }, 0.3, true],
    ["a non-multiple", { multipleOf: 0.1 }, 0.35, false],
    ["a const that is no value of the document's", { const: 1 }, 1, true],
    ["an enum that is no list", { enum: "a" }, "a", undefined],
    ["a pattern that is no string", { pattern: 1 }, "a", undefined],
    ["a schema that is no schema", 5, "a", undefined],
  ])("%s", (_, schema, value, verdict) => {
    expect(admits(schema, value, { T: true })).toBe(verdict);
  });

  it("follows a $dynamicRef to the anchor the outermost resource entered supplies", () => {
    const document = {
      Page: { $id: "https://x.example/page", type: "array", items: { $dynamicRef: "#item" }, $defs: { item: { $dynamicAnchor: "item" } } },
      Strings: { $id: "https://x.example/strings", $ref: "page", $defs: { item: { $dynamicAnchor: "item", type: "string" } } },
    };
    expect(admits({ $ref: "https://x.example/strings" }, ["a"], document)).toBe(true);
    expect(admits({ $ref: "https://x.example/strings" }, [1], document)).toBe(false);
    expect(admits({ $ref: "https://x.example/page" }, [1], document)).toBe(true);
  });
});
