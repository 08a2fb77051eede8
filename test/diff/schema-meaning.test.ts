// src/diff/schema-meaning.ts: which schemas mean the same (every form of one meaning written
// one way) and which do not, each normalisation with the cases either side of it; and the
// null split the comparison builds on.
import { describe, expect, it } from "vitest";
import { meaningKey, sameMeaning } from "../../src/diff/meaning-keys.js";
import { SchemaMeaning } from "../../src/diff/schema-meaning.js";

const A = { type: "object", required: ["id"], properties: { id: { type: "string" } } };

/** Whether `left` and `right` mean the same, both placed in a document beside A. */
function same(left: unknown, right: unknown): boolean {
  const document = { components: { schemas: { A, L: left, R: right } } };
  const meaning = new SchemaMeaning(document);
  return sameMeaning(meaning.canonical(document.components.schemas.L), meaning.canonical(document.components.schemas.R));
}

const SAME: [string, unknown, unknown][] = [
  ["an integer's exclusiveMinimum -1 and minimum 0", { type: "integer", exclusiveMinimum: -1 }, { type: "integer", minimum: 0 }],
  ["an integer's exclusiveMaximum 10 and maximum 9", { type: "integer", exclusiveMaximum: 10 }, { type: "integer", maximum: 9 }],
  ["an integer's exclusiveMinimum -0.5 and minimum 0", { type: "integer", exclusiveMinimum: -0.5 }, { type: "integer", minimum: 0 }],
  ["an integer's exclusiveMaximum 9.5 and maximum 9", { type: "integer", exclusiveMaximum: 9.5 }, { type: "integer", maximum: 9 }],
  ["an integer or null's exclusive bounds", { type: ["integer", "null"], exclusiveMinimum: 0, exclusiveMaximum: 5 }, { type: ["null", "integer"], minimum: 1, maximum: 4 }],
  ["minLength 0 and nothing", { type: "string", minLength: 0 }, { type: "string" }],
  ["minItems 0 and nothing", { type: "array", minItems: 0 }, { type: "array" }],
  ["minProperties 0 and nothing", { type: "object", minProperties: 0 }, { type: "object" }],
  ["a maxLength the anchored pattern keeps to", { type: "string", pattern: "^a{1,3}$", maxLength: 3 }, { type: "string", pattern: "^a{1,3}$" }],
  ["a minLength the anchored pattern keeps to", { type: "string", pattern: "^a{2,3}$", minLength: 2 }, { type: "string", pattern: "^a{2,3}$" }],
  ["anyOf X or null and a type list", { anyOf: [{ type: "string" }, { type: "null" }] }, { type: ["string", "null"] }],
  ["type lists in any order", { type: ["null", "string"] }, { type: ["string", "null"] }],
  ["a oneOf of disjoint types and their list", { oneOf: [{ type: "string" }, { type: "integer" }] }, { type: ["integer", "string"] }],
  ["a oneOf of disjoint types and the anyOf", { oneOf: [{ type: "string" }, { type: "boolean", description: "b" }] }, { anyOf: [{ type: "boolean" }, { type: "string" }] }],
  ["const and a one-value enum", { const: "a" }, { enum: ["a"] }],
  ["enum values in any order", { enum: ["b", "a"] }, { enum: ["a", "b"] }],
  ["required names in any order", { type: "object", required: ["b", "a"] }, { type: "object", required: ["a", "b"] }],
  ["additionalProperties true, {} and nothing", { type: "object", additionalProperties: true }, { type: "object", additionalProperties: {} }],
  ["annotations and none", { type: "string", title: "t", description: "d", examples: ["x"], default: "x", deprecated: true, "x-owner": "team" }, { type: "string" }],
  ["a $ref and what it refers to", { $ref: "#/components/schemas/A" }, A],
  ["a $ref with an annotation beside it", { $ref: "#/components/schemas/A", description: "the A" }, { $ref: "#/components/schemas/A" }],
  ["a $ref with constraints beside it and the two together", { $ref: "#/components/schemas/A", maxProperties: 3 }, { ...A, maxProperties: 3 }],
  ["an allOf of one and its member", { allOf: [{ type: "string" }] }, { type: "string" }],
  ["an allOf of one beside constraints and the two together", { allOf: [{ type: "string" }], maxLength: 3 }, { type: "string", maxLength: 3 }],
  ["an anyOf of one and its member", { anyOf: [{ type: "string", maxLength: 2 }] }, { type: "string", maxLength: 2 }],
  [
    "an anyOf of one reference with null, and the record or null",
    { anyOf: [{ $ref: "#/components/schemas/A" }, { type: "null" }] },
    { anyOf: [{ type: "null" }, { $ref: "#/components/schemas/A" }] },
  ],
  [
    "alternatives in any order",
    {
      anyOf: [
        { type: "string", maxLength: 1 },
        { type: "integer", minimum: 3 },
      ],
    },
    {
      anyOf: [
        { type: "integer", minimum: 3 },
        { type: "string", maxLength: 1 },
      ],
    },
  ],
  ["nested schemas, normalised too", { type: "array", items: { type: "integer", exclusiveMinimum: -1 } }, { type: "array", items: { type: "integer", minimum: 0 } }],
  ["properties, normalised too", { type: "object", properties: { a: { const: 1 } } }, { type: "object", properties: { a: { enum: [1] } } }],
  [
    "two copies of one nested schema",
    { type: "object", properties: { a: { items: { enum: [[1, 2], { b: null }] } } } },
    { type: "object", properties: { a: { items: { enum: [[1, 2], { b: null }] } } } },
  ],
  [
    "a oneOf of a record and a string, and the anyOf",
    { oneOf: [{ $ref: "#/components/schemas/A" }, { type: "string" }] },
    { anyOf: [{ type: "string" }, { $ref: "#/components/schemas/A" }] },
  ],
  ["an anyOf of bare types beside an annotation, and their list", { description: "d", anyOf: [{ type: "string" }, { type: "boolean" }] }, { type: ["boolean", "string"] }],
  ["type null and a list of null alone", { type: "null" }, { type: ["null"] }],
  ["X or null beside annotations, and the type list", { title: "t", anyOf: [{ type: "integer", minimum: 1 }, { type: "null" }] }, { type: ["integer", "null"], minimum: 1 }],
];

const DIFFERENT: [string, unknown, unknown][] = [
  ["a number's exclusiveMinimum -1 and minimum 0", { type: "number", exclusiveMinimum: -1 }, { type: "number", minimum: 0 }],
  ["an integer or number's exclusiveMinimum", { type: ["integer", "number"], exclusiveMinimum: -1 }, { type: ["integer", "number"], minimum: 0 }],
  ["an untyped exclusiveMinimum", { exclusiveMinimum: -1 }, { minimum: 0 }],
  ["an integer's exclusiveMaximum 10 and maximum 10", { type: "integer", exclusiveMaximum: 10 }, { type: "integer", maximum: 10 }],
  ["an integer's exclusiveMinimum beside a minimum", { type: "integer", exclusiveMinimum: -1, minimum: 5 }, { type: "integer", minimum: 0 }],
  ["an integer's exclusiveMaximum beside a maximum", { type: "integer", exclusiveMaximum: 10, maximum: 3 }, { type: "integer", maximum: 9 }],
  ["minLength 1 and nothing", { type: "string", minLength: 1 }, { type: "string" }],
  ["minItems 1 and nothing", { type: "array", minItems: 1 }, { type: "array" }],
  ["a maxLength shorter than the pattern allows", { type: "string", pattern: "^a{1,3}$", maxLength: 2 }, { type: "string", pattern: "^a{1,3}$" }],
  ["a minLength longer than the pattern's least", { type: "string", pattern: "^a{1,3}$", minLength: 2 }, { type: "string", pattern: "^a{1,3}$" }],
  ["a maxLength beside a pattern not read", { type: "string", pattern: "^(a|b)$", maxLength: 1 }, { type: "string", pattern: "^(a|b)$" }],
  ["X or null and X", { anyOf: [{ type: "string" }, { type: "null" }] }, { type: "string" }],
  ["a oneOf of overlapping types and their list", { oneOf: [{ type: "number" }, { type: "integer" }] }, { type: ["integer", "number"] }],
  ["two enums", { enum: ["a"] }, { enum: ["a", "b"] }],
  ["a const and another", { const: "a" }, { const: "b" }],
  ["additionalProperties false and true", { type: "object", additionalProperties: false }, { type: "object", additionalProperties: true }],
  ["an allOf of one beside a keyword it states otherwise", { allOf: [{ type: "string" }], type: "integer" }, { type: "string" }],
  ["a $ref beside a constraint it states otherwise", { $ref: "#/components/schemas/A", type: "string" }, A],
  ["a $ref and something else", { $ref: "#/components/schemas/A" }, { type: "object" }],
  ["nested schemas that differ", { type: "array", items: { type: "integer" } }, { type: "array", items: { type: "string" } }],
  ["required names that differ", { type: "object", required: ["a"] }, { type: "object", required: ["a", "b"] }],
  ["an anyOf of one beside a keyword it states otherwise", { anyOf: [{ type: "string" }], type: "integer" }, { type: "string" }],
  ["enums whose values share their digits", { enum: [1, 23] }, { enum: [12, 3] }],
  ["consts whose arrays share their digits", { const: [1, 23] }, { const: [12, 3] }],
  ["a const text that looks like a key, and an object", { const: ["#0"] }, { const: [{}] }],
  ["a const null and the text null", { const: null }, { const: "null" }],
  ["consts of objects that differ inside", { const: { a: { b: 1 } } }, { const: { a: { b: 2 } } }],
  ["a oneOf of an integer and a number, and their list", { oneOf: [{ type: "integer" }, { type: "number" }] }, { type: ["integer", "number"] }],
  ["a oneOf of an integer and a number, and the anyOf", { oneOf: [{ type: "integer" }, { type: "number" }] }, { anyOf: [{ type: "integer" }, { type: "number" }] }],
  ["a oneOf with an untyped alternative, and the anyOf", { oneOf: [{ minimum: 1 }, { type: "string" }] }, { anyOf: [{ minimum: 1 }, { type: "string" }] }],
  ["a oneOf with an alternative true, and the anyOf", { oneOf: [true, { type: "string" }] }, { anyOf: [true, { type: "string" }] }],
  [
    "a oneOf with a reference to nothing, and the anyOf",
    { oneOf: [{ $ref: "#/components/schemas/Gone" }, { type: "string" }] },
    { anyOf: [{ $ref: "#/components/schemas/Gone" }, { type: "string" }] },
  ],
  [
    "a oneOf with two records, and the anyOf",
    { oneOf: [{ $ref: "#/components/schemas/A" }, { type: "object" }] },
    { anyOf: [{ $ref: "#/components/schemas/A" }, { type: "object" }] },
  ],
  ["an anyOf of bare types beside a type, and their list", { type: "string", anyOf: [{ type: "string" }, { type: "integer" }] }, { type: ["integer", "string"] }],
  [
    "X or null beside a keyword X states too, and the type list",
    { minimum: 0, anyOf: [{ type: "integer", minimum: 1 }, { type: "null" }] },
    { type: ["integer", "null"], minimum: 1 },
  ],
  ["a list of null alone and null or a string", { type: ["null"] }, { type: ["null", "string"] }],
];

describe("what a schema means", () => {
  it.each(SAME)("the same: %s", (_, left, right) => {
    expect(same(left, right)).toBe(true);
    expect(same(right, left)).toBe(true);
  });

  it.each(DIFFERENT)("not the same: %s", (_, left, right) => {
    expect(same(left, right)).toBe(false);
    expect(same(right, left)).toBe(false);
  });
});

describe("null split off", () => {
  const meaning = new SchemaMeaning({ components: { schemas: {} } });

  it.each([
    [{ anyOf: [{ type: "string" }, { type: "null" }] }, { type: "string" }, true],
    [{ oneOf: [{ type: "null" }, { type: "string", maxLength: 3 }] }, { type: "string", maxLength: 3 }, true],
    [{ anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] }, { anyOf: [{ type: "string" }, { type: "integer" }, false] }, true],
    [{ anyOf: [true, { type: "null" }] }, {}, true],
    [{ type: ["string", "null"] }, { type: "string" }, true],
    [{ type: ["string", "integer", "null"] }, { type: ["string", "integer"] }, true],
    [{ type: "null" }, false, true],
    [{ type: ["null"] }, false, true],
    [{ type: "string" }, { type: "string" }, false],
    [{ type: ["string"] }, { type: ["string"] }, false],
    [{ anyOf: [{ type: "string" }, { type: "integer" }] }, { anyOf: [{ type: "string" }, { type: "integer" }] }, false],
    [{ anyOf: [{ type: "null" }] }, { anyOf: [{ type: "null" }] }, false],
    [{ type: "string", anyOf: [{ type: "string" }, { type: "null" }] }, { type: "string", anyOf: [{ type: "string" }, { type: "null" }] }, false],
    [{ maxLength: 2, anyOf: [{ maxLength: 3 }, { type: "null" }] }, { maxLength: 2, anyOf: [{ maxLength: 3 }, { type: "null" }] }, false],
  ])("%j is %j, null %s", (schema, base, nullable) => {
    expect(meaning.splitNull(schema as never)).toEqual({ base, nullable });
  });
});

describe("meaning keys", () => {
  const same = (a: unknown, b: unknown) => meaningKey(a) === meaningKey(b);

  it("are the same for the same value however it was built", () => {
    expect(same({ a: { b: [1, { c: null }] } }, { a: { b: [1, { c: null }] } })).toBe(true);
    expect(same({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(same(Object.assign(Object.create({ inherited: 1 }), { a: 1 }), { a: 1 })).toBe(true);
    expect(same([], [])).toBe(true);
    // JSON.stringify sends an undefined element as null.
    expect(same([undefined], [null])).toBe(true);
  });

  it("tell apart values that differ anywhere", () => {
    const apart: [unknown, unknown][] = [
      [
        [1, 23],
        [12, 3],
      ],
      [["#0"], [{}]],
      [{ a: undefined }, { a: null }],
      [{ a: { b: 1 } }, { a: { b: 2 } }],
      [{ a: [1] }, { a: [1, 1] }],
      [[{}], [[]]],
      [true, "true"],
      [null, {}],
      [[undefined], []],
      ["ab", { 0: "a", 1: "b" }],
      [{ "a,b": 1 }, { a: 1, b: 1 }],
    ];
    for (const [a, b] of apart) expect(same(a, b), `${JSON.stringify(a)} against ${JSON.stringify(b)}`).toBe(false);
  });
});

describe("the alternatives read one by one", () => {
  const N = { type: ["string", "null"] };
  const meaning = new SchemaMeaning({ components: { schemas: { N, T: true } } });

  it.each([
    [{ oneOf: [{ type: "string" }, { type: "integer" }] }, true],
    [{ oneOf: [{ type: "number" }, { type: "integer" }] }, false],
    [{ oneOf: [{ type: "integer" }, { type: "number" }] }, false],
    [{ oneOf: [{ type: ["string", "null"] }, { type: "null" }] }, false],
    [{ oneOf: [{ type: "string" }, { minLength: 1 }] }, false],
    [{ oneOf: [{ const: "a" }, { enum: ["b", "c"] }] }, true],
    [{ oneOf: [{ const: "a" }, { enum: ["b", "a"] }] }, false],
    [{ oneOf: "not a list" }, false],
    [{}, false],
  ])("isDisjointChoice(%j) is %s", (schema, disjoint) => {
    expect(meaning.isDisjointChoice(schema, "oneOf")).toBe(disjoint);
  });

  it("folds bare types into one list, one type alone", () => {
    expect(meaning.typeUnionFolded({ anyOf: [{ type: "string" }, { type: "string" }] })).toStrictEqual({ type: "string" });
    expect(meaning.typeUnionFolded({ anyOf: [{ type: "string" }, { type: ["integer", "null"] }] })).toStrictEqual({ type: ["string", "integer", "null"] });
    const one = { anyOf: [{ type: "string" }] };
    expect(meaning.typeUnionFolded(one)).toBe(one);
    const overlapping = { oneOf: [{ type: "number" }, { type: "integer" }] };
    expect(meaning.typeUnionFolded(overlapping)).toBe(overlapping);
  });

  it.each([
    [{ type: ["null", "string"] }, { type: "string" }, true],
    [{ type: ["string", "null"], anyOf: [{ minLength: 1 }, { type: "null" }] }, { type: "string", anyOf: [{ minLength: 1 }, { type: "null" }] }, true],
    [{ maxLength: 2, anyOf: [{ type: "string", maxLength: 3 }, { type: "null" }] }, { maxLength: 2, anyOf: [{ type: "string", maxLength: 3 }, { type: "null" }] }, false],
    [{ description: "d", anyOf: [{ type: "string", description: "s" }, { type: "null" }] }, { type: "string", description: "s" }, true],
    [{ anyOf: [false, { type: "null" }] }, false, true],
    [{ oneOf: [{ type: "null" }, { type: "null" }] }, { oneOf: [{ type: "null" }, { type: "null" }] }, false],
  ])("splitNull(%j) is %j, null %s", (schema, base, nullable) => {
    expect(meaning.splitNull(schema as never)).toStrictEqual({ base, nullable });
  });

  it.each([
    [{ anyOf: [{ type: ["string", "null"] }, { type: "integer" }] }, true],
    [{ oneOf: [{ type: "integer" }, { type: ["string", "null"] }] }, true],
    [{ type: "string", anyOf: [{ type: "null" }, { minLength: 1 }] }, true],
    [{ anyOf: [{ $ref: "#/components/schemas/N" }, { type: "integer" }] }, true],
    [{ anyOf: [{ type: "null" }, { type: "string" }] }, false],
    [{ anyOf: [{ minLength: 1 }, { type: "string" }] }, false],
    [{ anyOf: [{ $ref: "#/components/schemas/Gone" }, { $ref: "#/components/schemas/T" }] }, false],
    [{ anyOf: [null, "x"] }, false],
    [{ allOf: [{ type: ["string", "null"] }] }, false],
  ])("nullInAlternatives(%j) is %s", (schema, decided) => {
    expect(meaning.nullInAlternatives(schema as never)).toBe(decided);
  });
});

describe("what a schema means, read through", () => {
  const Tree = { type: "object", properties: { children: { type: "array", items: { $ref: "#/components/schemas/Tree" } } } };
  const document = { components: { schemas: { T: true, F: false, Tree } } };
  const BASE = "https://document.invalid/openapi.json";

  it("keeps what is no schema object as it is", () => {
    const meaning = new SchemaMeaning(document);
    expect(meaning.canonical(null)).toBe(null);
    expect(meaning.canonical(5)).toBe(5);
    expect(meaning.canonical([{ const: 1 }])).toStrictEqual([{ const: 1 }]);
    expect(meaning.canonical(true)).toBe(true);
  });

  it("reads a reference to nothing as its absolute address, and to a boolean schema as that boolean", () => {
    const meaning = new SchemaMeaning(document);
    expect(meaning.canonical({ $ref: "#/components/schemas/Gone" })).toStrictEqual({ $ref: `${BASE}#/components/schemas/Gone` });
    expect(meaning.canonical({ $ref: "#/components/schemas/T" })).toBe(true);
    expect(meaning.canonical({ $ref: "#/components/schemas/F" })).toBe(false);
  });

  it("writes a cycle once round, as the reference that closes it", () => {
    const meaning = new SchemaMeaning(document);
    const closing = { $ref: `${BASE}#/components/schemas/Tree` };
    expect(meaning.canonical(Tree)).toStrictEqual({
      properties: { children: { items: { properties: { children: { items: closing, type: "array" } }, type: "object" }, type: "array" } },
      type: "object",
    });
  });

  it("refuses a chain of references too deep by the pointer it was following", () => {
    const schemas: Record<string, unknown> = { S600: { type: "string" } };
    for (let i = 0; i < 600; i++) schemas[`S${i}`] = { $ref: `#/components/schemas/S${i + 1}` };
    const meaning = new SchemaMeaning({ components: { schemas } });
    expect(() => meaning.canonical(schemas.S0)).toThrow(expect.objectContaining({ pointer: "/components/schemas/S512" }));
    let nested: unknown = { type: "string" };
    for (let i = 0; i < 600; i++) nested = { items: nested };
    expect(() => new SchemaMeaning({ components: { schemas } }).canonical(nested)).toThrow(expect.objectContaining({ pointer: "/components/schemas" }));
  });

  it("lists the fields a response leaves out (writeOnly), in one order", () => {
    const meaning = new SchemaMeaning(document);
    const schema = { properties: { b: { writeOnly: true }, a: { type: "string", writeOnly: true }, c: {} } };
    expect(meaning.canonical(schema)).toMatchObject({ "writeOnly properties": ["a", "b"] });
    expect(meaning.canonical({ properties: { c: {} } })).not.toHaveProperty("writeOnly properties");
  });
});

const SAME_INSIDE: [string, unknown, unknown][] = [
  ["inside patternProperties", { patternProperties: { "^a": { const: 1 } } }, { patternProperties: { "^a": { enum: [1] } } }],
  ["inside prefixItems", { prefixItems: [{ const: 1 }] }, { prefixItems: [{ enum: [1] }] }],
  ["inside not", { not: { const: 1 } }, { not: { enum: [1] } }],
  ["inside if", { if: { const: 1 }, then: { minimum: 0 } }, { if: { enum: [1] }, then: { minimum: 0 } }],
];
const DIFFERENT_INSIDE: [string, unknown, unknown][] = [
  ["contains {} (a non-empty array) and nothing", { type: "array", contains: {} }, { type: "array" }],
  ["a field a response leaves out and one it sends", { properties: { a: { type: "string", writeOnly: true } } }, { properties: { a: { type: "string" } } }],
];
describe("nested schemas of every structure", () => {
  it.each(SAME_INSIDE)("the same: %s", (_, left, right) => expect(same(left, right)).toBe(true));
  it.each(DIFFERENT_INSIDE)("not the same: %s", (_, left, right) => expect(same(left, right)).toBe(false));
});
