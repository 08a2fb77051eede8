// src/diff/all-of-parts.ts: an allOf of parts (and a $ref beside constraints) laid together
// where one plain schema says the same, each joining rule with a case either side of it; and
// through diff, a record split into parts, or a reference's target loosened under a tighter
// bound at the place it is used, is no change (was: false alarms), each in two forms.
import { describe, expect, it } from "vitest";
import { conjunction, withAllOfMerged, withConstraintsInAlternatives, withReferenceMerged } from "../../src/diff/all-of-parts.js";
import { compareDocuments } from "../../src/diff/compare-documents.js";
import type { Schema } from "../../src/diff/schema.js";

describe("conjunction: parts written as one schema", () => {
  const JOINED: [string, Schema[], Schema][] = [
    ["keywords of different parts", [{ type: "object" }, { required: ["a"] }], { type: "object", required: ["a"] }],
    ["a keyword stated the same twice", [{ type: "string" }, { type: "string", maxLength: 2 }], { type: "string", maxLength: 2 }],
    ["annotations: the first kept", [{ description: "one" }, { description: "two", minLength: 1 }], { description: "one", minLength: 1 }],
    [
      "the tighter lower bound",
      [
        { minLength: 2, minimum: 0, exclusiveMinimum: 1 },
        { minLength: 5, minimum: -3, exclusiveMinimum: 4 },
      ],
      { minLength: 5, minimum: 0, exclusiveMinimum: 4 },
    ],
    [
      "the tighter upper bound",
      [
        { maxItems: 9, maximum: 10, exclusiveMaximum: 3 },
        { maxItems: 3, maximum: 20, exclusiveMaximum: 7 },
      ],
      { maxItems: 3, maximum: 10, exclusiveMaximum: 3 },
    ],
    ["required names joined", [{ required: ["a", "b"] }, { required: ["b", "c"] }], { required: ["a", "b", "c"] }],
    [
      "properties of both, one named twice as the allOf of its two schemas",
      [{ properties: { a: { type: "string" }, b: { type: "integer" } } }, { properties: { b: { minimum: 0 }, c: {} } }],
      { properties: { a: { type: "string" }, b: { allOf: [{ type: "integer" }, { minimum: 0 }] }, c: {} } },
    ],
    ["a property named the same twice", [{ properties: { a: { type: "string" } } }, { properties: { a: { type: "string" } } }], { properties: { a: { type: "string" } } }],
    ["types intersected", [{ type: ["string", "null"] }, { type: ["null", "integer"] }], { type: "null" }],
    ["integer inside number", [{ type: "number" }, { type: ["integer", "string"] }], { type: "integer" }],
    ["integer inside number, the other way", [{ type: ["integer", "boolean"] }, { type: "number" }], { type: "integer" }],
    ["nested allOf lists joined", [{ allOf: [{ minLength: 1 }] }, { allOf: [{ maxLength: 3 }] }], { allOf: [{ minLength: 1 }, { maxLength: 3 }] }],
    [
      "additionalProperties beside the only properties",
      [{ properties: { a: {} }, additionalProperties: false }, { required: ["a"] }],
      { properties: { a: {} }, additionalProperties: false, required: ["a"] },
    ],
  ];
  it.each(JOINED)("%s", (_, parts, expected) => {
    expect(conjunction(parts)).toStrictEqual(expected);
  });

  const KEPT: [string, Schema[]][] = [
    ["two patterns", [{ pattern: "^a" }, { pattern: "b$" }]],
    ["two formats", [{ format: "uuid" }, { format: "date-time" }]],
    ["no type in common", [{ type: "string" }, { type: "integer" }]],
    ["two enums", [{ enum: ["a", "b"] }, { enum: ["b", "c"] }]],
    ["a reference left", [{ $ref: "#/x" }, { minLength: 1 }]],
    ["a part that is a resource of its own", [{ minLength: 1 }, { $id: "https://x.example/a" }]],
    ["a part that is a dynamic anchor", [{ minLength: 1 }, { $dynamicAnchor: "item" }]],
    ["a reference left in the schema laid into", [{ $ref: "#/x" }]],
    ["additionalProperties that would see another part's properties", [{ additionalProperties: false }, { properties: { a: {} } }]],
    ["two parts closing their own properties", [{ properties: { a: {} }, unevaluatedProperties: false }, { unevaluatedProperties: false }]],
  ];
  it.each(KEPT)("%s: none", (_, parts) => {
    expect(conjunction(parts)).toBeUndefined();
  });
});

describe("withAllOfMerged and withReferenceMerged", () => {
  it("reads an anyOf or a oneOf of one member as an allOf of it", () => {
    expect(withAllOfMerged({ type: ["string", "null"], anyOf: [{ type: "string", minLength: 1 }] })).toStrictEqual({ type: "string", minLength: 1 });
    expect(withAllOfMerged({ oneOf: [{ maxLength: 2 }], allOf: [{ minLength: 1 }] })).toStrictEqual({ minLength: 1, maxLength: 2 });
    const two = { anyOf: [{ minLength: 1 }, { maxLength: 0 }] };
    expect(withAllOfMerged(two)).toBe(two);
  });

  it("lays the parts into the schema beside them, a part true dropped, a part read through `part`", () => {
    expect(withAllOfMerged({ allOf: [{ type: "string" }, true], maxLength: 3 })).toStrictEqual({ maxLength: 3, type: "string" });
    const base = { type: "object", required: ["id"] };
    expect(withAllOfMerged({ allOf: [{ $ref: "#/Base" }, { required: ["name"] }] }, (member) => ((member as Schema).$ref === "#/Base" ? base : (member as Schema)))).toStrictEqual({
      type: "object",
      required: ["id", "name"],
    });
  });

  it("keeps a schema whose parts cannot be laid together, or that has none", () => {
    const schemas: Schema[] = [{ allOf: [{ pattern: "^a" }, { pattern: "b$" }] }, { allOf: [false, { type: "string" }] }, { allOf: [] }, { allOf: "x" }, { type: "string" }];
    for (const schema of schemas) expect(withAllOfMerged(schema)).toBe(schema);
    const unresolved = { allOf: [{ $ref: "#/Gone" }] };
    expect(withAllOfMerged(unresolved, () => undefined)).toBe(unresolved);
  });

  it("lays a reference's target beside its constraints, the tighter bound kept", () => {
    expect(withReferenceMerged({ $ref: "#/A", maxLength: 3 }, "$ref", () => ({ type: "string", maxLength: 5 }))).toStrictEqual({ maxLength: 3, type: "string" });
    expect(withReferenceMerged({ $ref: "#/A", maxLength: 3 }, "$ref", () => true)).toStrictEqual({ maxLength: 3 });
    const kept = { $ref: "#/A", pattern: "^a" };
    expect(withReferenceMerged(kept, "$ref", () => ({ pattern: "b$" }))).toBe(kept);
    expect(withReferenceMerged(kept, "$ref", () => undefined)).toBe(kept);
    const none = { maxLength: 3 };
    expect(withReferenceMerged(none, "$ref", () => ({}))).toBe(none);
  });
});

describe("withConstraintsInAlternatives: constraints beside a choice laid into each alternative", () => {
  it("lays them into every alternative, annotations kept beside", () => {
    expect(withConstraintsInAlternatives({ description: "d", type: "string", anyOf: [{ minLength: 1 }, { maxLength: 0 }] })).toStrictEqual({
      description: "d",
      anyOf: [
        { type: "string", minLength: 1 },
        { type: "string", maxLength: 0 },
      ],
    });
    expect(withConstraintsInAlternatives({ minimum: 0, oneOf: [{ maximum: 9 }, { minimum: 100 }] })).toStrictEqual({ oneOf: [{ minimum: 0, maximum: 9 }, { minimum: 100 }] });
  });

  it("keeps a choice with nothing beside it, of one alternative, beside the other choice, or an alternative that cannot take them", () => {
    const schemas: Schema[] = [
      { anyOf: [{ minLength: 1 }, { maxLength: 0 }], title: "t" },
      { type: "string", anyOf: [{ minLength: 1 }] },
      { type: "string", anyOf: [{ minLength: 1 }, { maxLength: 0 }], oneOf: [{}, {}] },
      { type: "string", anyOf: [{ type: "integer" }, { maxLength: 0 }] },
      { type: "string", anyOf: [true, { maxLength: 0 }] },
    ];
    for (const schema of schemas) expect(withConstraintsInAlternatives(schema)).toBe(schema);
  });
});

describe("through diff: rewrites into parts change nothing", () => {
  const document = (schemas: Record<string, unknown>) => ({ components: { schemas } });
  const changesOf = (previous: Record<string, unknown>, current: Record<string, unknown>) =>
    compareDocuments(document(previous) as never, document(current) as never)
      .filter((change) => change.class !== "compatible")
      .map(({ rule, pointer }) => [rule, pointer]);
  const Record = { type: "object", required: ["id", "name"], properties: { id: { type: "string" }, name: { type: "string", maxLength: 10 } } };
  const Base = { type: "object", required: ["id"], properties: { id: { type: "string" } } };
  const Named = { required: ["name"], properties: { name: { type: "string", maxLength: 10 } } };

  it.each([
    ["a record split into inline parts", { R: Record }, { R: { allOf: [Base, Named] } }],
    ["a record split into a referenced base and its own part", { R: Record }, { Base, R: { allOf: [{ $ref: "#/components/schemas/Base" }, Named] } }],
    ["a record split into parts beside its type", { R: Record }, { R: { type: "object", allOf: [{ required: ["id"], properties: { id: { type: "string" } } }, Named] } }],
  ])("%s", (_, previous, current) => {
    expect(changesOf(previous, current)).toEqual([]);
  });

  it.each([
    [
      "a $ref beside a tighter bound",
      (max: number) => ({ A: { type: "string", maxLength: max }, R: { type: "object", properties: { n: { $ref: "#/components/schemas/A", maxLength: 3 } } } }),
    ],
    [
      "an allOf of the $ref beside a tighter bound",
      (max: number) => ({ A: { type: "string", maxLength: max }, R: { type: "object", properties: { n: { allOf: [{ $ref: "#/components/schemas/A" }], maxLength: 3 } } } }),
    ],
  ])("the end of a reference loosened where %s still decides: only the referenced record changes", (_, documentWith) => {
    expect(changesOf(documentWith(5), documentWith(8))).toEqual([["BOUND_LOOSENED", "/components/schemas/A"]]);
  });
});
