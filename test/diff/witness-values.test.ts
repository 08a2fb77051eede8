// witness-values.ts: the values tried as witnesses of a change. What must hold of every list:
// each value once, at most 400, near misses first (the first value one side admits and the other
// refuses is the witness a reader sees), within the budget.
import { describe, expect, it } from "vitest";
import { References } from "../../src/diff/references.js";
import { typesOf, witnessCandidates } from "../../src/diff/witness-values.js";

const DEFS = {
  Item: { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } },
  Alias: { $ref: "#/components/schemas/Item" },
  Tree: { type: "object", required: ["child"], properties: { child: { $ref: "#/components/schemas/Tree" } } },
  Node: { $dynamicAnchor: "node", type: "object", properties: { children: { type: "array", items: { $dynamicRef: "#node" } } } },
};

function sided(schema: unknown) {
  const document = { components: { schemas: { ...DEFS, S: schema } } };
  return { schema: document.components.schemas.S, references: new References(document) };
}

function candidates(previous: unknown, current: unknown, property?: string, budget = { left: Infinity }): unknown[] {
  return [...witnessCandidates(sided(previous), sided(current), budget, property)];
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** One pair of each kind the values are made for: [what it is, previous, current, the property the change is about]. */
const PAIRS: [string, unknown, unknown, string?][] = [
  ["a maximum lowered", { type: "integer", maximum: 10 }, { type: "integer", maximum: 5 }],
  ["exclusive bounds of numbers", { type: "number", exclusiveMinimum: 0 }, { type: "number", exclusiveMaximum: 1.5 }],
  ["a multipleOf added", { type: "number" }, { type: "number", multipleOf: 0.25, minimum: -3 }],
  ["a bound of no type, a multipleOf of no sense", { minimum: 2 }, { maximum: 7, multipleOf: 0 }],
  ["string lengths", { type: "string", minLength: 2 }, { type: "string", maxLength: 4 }],
  ["a format and a pattern", { type: "string", format: "uuid" }, { type: "string", pattern: "^ab+c$" }],
  ["two patterns", { type: "string", pattern: "^[a-c]{2}$" }, { type: "string", pattern: "^a" }],
  ["an enum and a const", { enum: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] }, { const: "b" }],
  ["types", { type: ["string", "null"] }, { type: "boolean" }],
  ["types suggested by keywords", { properties: { a: true } }, { items: { minLength: 1 } }],
  ["array bounds", { type: "array", items: { type: "integer" }, minItems: 2 }, { type: "array", items: { type: "integer" }, maxItems: 3 }],
  ["prefixItems and contains", { type: "array", prefixItems: [{ const: 1 }, { type: "string" }] }, { type: "array", contains: { const: 7 }, minContains: 2 }],
  ["items tightened", { type: "array", items: { type: "integer", maximum: 9 } }, { type: "array", items: { type: "integer", maximum: 3 } }],
  [
    "a required property",
    { type: "object", properties: { a: { type: "string" }, b: { type: "integer" } } },
    { type: "object", properties: { a: { type: "string" }, b: { type: "integer" } }, required: ["a"] },
  ],
  ["closed to other properties", { type: "object", properties: { a: { type: "string" } } }, { type: "object", properties: { a: { type: "string" } }, additionalProperties: false }],
  ["additionalProperties of a type", { type: "object", required: ["x"], additionalProperties: { type: "integer" } }, { type: "object", required: ["x"] }],
  ["counts of properties", { type: "object", minProperties: 1 }, { type: "object", maxProperties: 2 }],
  ["dependencies", { type: "object", dependentRequired: { a: ["b"] } }, { type: "object", dependentSchemas: { c: { required: ["d"] } } }],
  ["patternProperties", { type: "object", patternProperties: { "^x-[a-z]+$": { type: "integer", minimum: 3 } } }, { type: "object" }],
  [
    "allOf of object parts",
    {
      allOf: [
        { type: "object", required: ["a"], properties: { a: { const: 1 } } },
        { required: ["b"], properties: { b: { type: "string" } } },
      ],
    },
    true,
  ],
  [
    "anyOf and oneOf",
    {
      anyOf: [
        { type: "integer", minimum: 5 },
        { type: "string", maxLength: 1 },
      ],
    },
    { oneOf: [{ type: "integer", maximum: 0 }, { type: "null" }] },
  ],
  ["not, if, then and else", { not: { const: 3 } }, { if: { type: "integer" }, then: { minimum: 10 }, else: { type: "string", minLength: 3 } }],
  ["a reference and a reference to one", ref("Item"), ref("Alias")],
  ["a dynamic reference", ref("Node"), { $dynamicRef: "#node" }],
  ["boolean schemas and none", true, false],
  ["a schema that is no schema", 7, null],
  ["a reference nowhere", { $ref: "#/components/schemas/Missing" }, { type: "integer" }],
  ["nested deeper than values are made", nested(7, { type: "integer", maximum: 1 }), nested(7, { type: "integer", maximum: 2 })],
  ["a property the change is about", ref("Item"), { ...DEFS.Item, properties: { id: { type: "integer", minimum: 5 } } }, "id"],
  ["a schema that refers to itself", ref("Tree"), { ...DEFS.Tree, minProperties: 2 }],
  ["items of a schema that refers to itself", { type: "array", items: ref("Tree"), minItems: 1 }, { type: "array", items: ref("Tree") }],
  ["keywords alone: required, patternProperties", { required: ["a"] }, { patternProperties: { "^b": { const: 1 } } }],
  ["keywords alone: counts of properties, additionalProperties", { minProperties: 1 }, { additionalProperties: false }],
  ["keywords alone: prefixItems, contains", { prefixItems: [{ const: 1 }] }, { contains: { const: 2 } }],
  ["keywords alone: counts of items, uniqueItems", { minItems: 2 }, { maxItems: 1, uniqueItems: true }],
  ["keywords alone: lengths", { minLength: 2 }, { maxLength: 3 }],
  ["keywords alone: a pattern, a format", { pattern: "^x+$" }, { format: "date-time" }],
  ["keywords alone: exclusive bounds, multipleOf", { exclusiveMinimum: 1 }, { exclusiveMaximum: 9, multipleOf: 3 }],
  ["an exclusive maximum of integers", { type: "integer", exclusiveMaximum: 7 }, { type: "integer", exclusiveMaximum: 4 }],
  [
    "bounds on items and contained items past what is made",
    { type: "array", minItems: 60, maxContains: 2, contains: { type: "string" } },
    { type: "array", maxItems: 70, minContains: 1, contains: { type: "string" } },
  ],
  ["counts of properties past what is made", { type: "object", minProperties: 60 }, { type: "object", maxProperties: 51 }],
  ["bounds at the most that is made: 50 items, 50 properties", { type: "array", items: { type: "integer" }, maxItems: 50 }, { type: "object", minProperties: 50 }],
  [
    "a name pattern no name is made for",
    { type: "object", patternProperties: { "(?=x)": { type: "integer" } } },
    { type: "object", patternProperties: { "^y": { type: "integer" } } },
  ],
  ["an enum longer than the values made of it", { type: "integer", enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, { type: "integer", enum: [1, 2] }],
  ["anyOf and oneOf of many", { anyOf: Array.from({ length: 12 }, (_, i) => ({ const: i })) }, { oneOf: Array.from({ length: 12 }, (_, i) => ({ const: i * 2 })) }],
  ["a pattern on one side, no pattern read on the other", { type: "string", pattern: "^a{2}$" }, { type: "string", pattern: "(?=a)" }],
  ["a pattern against none", { type: "string", pattern: "^[0-9]{3}$" }, { type: "string" }],
  ["lengths from zero", { type: "string", maxLength: 0 }, { type: "string", minLength: 0, format: "uuid" }],
  ["a nullable type among others", { type: ["integer", "null"], minimum: 3 }, { type: ["integer", "string"], maximum: 3 }],
  ["a reference beside keywords", { $ref: "#/components/schemas/Item", required: ["extra"] }, ref("Item")],
  [
    "a property named __proto__",
    { type: "object", properties: { __proto__: { type: "string" } } },
    { type: "object", properties: { __proto__: { type: "integer" } } },
    "__proto__",
  ],
];

function nested(depth: number, leaf: unknown): unknown {
  return depth === 0 ? leaf : { type: "object", required: ["a"], properties: { a: nested(depth - 1, leaf) } };
}

describe("the type a schema of no type is read as", () => {
  const SUGGESTED: [string, string][] = [
    ...["properties", "required", "additionalProperties", "patternProperties", "minProperties", "maxProperties"].map((key) => [key, "object"] as [string, string]),
    ...["items", "prefixItems", "contains", "minItems", "maxItems", "uniqueItems"].map((key) => [key, "array"] as [string, string]),
    ...["minLength", "maxLength", "pattern", "format"].map((key) => [key, "string"] as [string, string]),
    ...["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].map((key) => [key, "number"] as [string, string]),
  ];

  it.each(SUGGESTED)("%s suggests %s", (keyword, type) => {
    expect(typesOf({ [keyword]: 1 })).toEqual([type]);
  });

  it("takes the stated types over any suggestion, leaving out what is no type name", () => {
    expect(typesOf({ type: ["integer", 7, "null"], minLength: 1 })).toEqual(["integer", "null"]);
    expect(typesOf({ type: "string", minimum: 1 })).toEqual(["string"]);
    expect(typesOf({ description: "any" })).toEqual([]);
    expect(typesOf({ minLength: 1, minimum: 0, minItems: 1, minProperties: 1 })).toEqual(["object", "array", "string", "number"]);
  });
});

describe("what holds of every list", () => {
  it("each value once, at most 400", () => {
    for (const [kind, previous, current, property] of PAIRS) {
      const values = candidates(previous, current, property).map((value) => JSON.stringify(value));
      expect(new Set(values).size, kind).toBe(values.length);
      expect(values.length, kind).toBeLessThanOrEqual(400);
    }
    const many = { type: "object", properties: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`p${i}`, { type: "integer", maximum: i }])) };
    expect(candidates(many, { ...many, required: ["p0"] })).toHaveLength(400);
  });

  it("near misses first: one past each bound before any value a side admits", () => {
    // The witness a reader sees is the first value one side admits and the other refuses: a value at the old bound.
    const numbers = candidates({ type: "integer", maximum: 10 }, { type: "integer", maximum: 5 });
    expect(numbers.find((value) => typeof value === "number" && Number.isInteger(value) && value > 5 && value <= 10)).toBe(10);
    const strings = candidates({ type: "string", maxLength: 2 }, { type: "string", maxLength: 3 });
    const lengths = strings
      .slice(
        0,
        strings.findIndex((value) => typeof value !== "string"),
      )
      .map((value) => (value as string).length);
    expect(lengths.slice(0, 2)).toEqual([1, 2]);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(lengths.at(-1)).toBe(4);
  });

  it.each([
    ["requires", true],
    ["names, optional", false],
  ])("reads the first hundred properties a schema %s, however many it has", (_, required) => {
    const names = Array.from({ length: 120 }, (_, i) => `p${i}`);
    const wide = { type: "object", ...(required ? { required: names } : {}), properties: Object.fromEntries(names.map((name) => [name, { type: "integer" }])) };
    const keys = new Set(candidates(wide, { type: "object" }).flatMap((value) => (typeof value === "object" && value !== null ? Object.keys(value) : [])));
    expect(keys.has("p99")).toBe(true);
    expect([...keys].filter((key) => /^p\d+$/.test(key) && Number(key.slice(1)) >= 100)).toEqual([]);
  });

  it("about a property, only objects that differ in it, the property first", () => {
    const values = candidates(ref("Item"), { ...DEFS.Item, properties: { id: { type: "integer", minimum: 5 } } }, "id");
    expect(values[0]).toEqual({});
    for (const value of values.slice(1)) expect(Object.keys(value as object)[0]).toBe("id");
  });

  it("spends its budget, and stops when none is left", () => {
    const whole = candidates({ type: "integer", maximum: 10 }, { type: "integer", maximum: 5 });
    const budget = { left: 100 };
    const values = candidates({ type: "integer", maximum: 10 }, { type: "integer", maximum: 5 }, undefined, budget);
    expect(values.length).toBeGreaterThan(0);
    expect(values.length).toBeLessThan(whole.length);
    expect(values).toEqual(whole.slice(0, values.length));
    expect(budget.left).toBeLessThanOrEqual(0);
    expect(candidates({ type: "integer" }, { type: "string" }, undefined, { left: 0 })).toEqual([]);
  });
});
