// src/diff/schema-forms.ts: each rewrite of a schema into the one form its meaning is compared
// in, with the schemas either side of it; a rewrite returns a new object and never touches the
// schema it was given, and a schema with nothing to rewrite comes back as itself (callers tell by
// identity).
import { describe, expect, it } from "vitest";
import {
  foldNull,
  integerBounds,
  isBareType,
  isEmpty,
  isNullOnly,
  listedValues,
  sortedKeys,
  sortedTypes,
  sortedValues,
  withoutImpliedConstraints,
  withoutVacuousBounds,
} from "../../src/diff/schema-forms.js";
import type { Schema } from "../../src/diff/schema.js";

/** A deep-frozen copy: a rewrite that edits its input throws. */
function frozen<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  for (const inner of Object.values(value)) frozen(inner);
  return Object.freeze(value);
}

/** Runs a rewrite on a frozen schema: the rewritten schema, or the input itself when unchanged. */
function rewrite(form: (schema: Schema) => Schema, schema: Schema): Schema {
  return form(frozen(structuredClone(schema)));
}

describe("withoutVacuousBounds: bounds that admit every value the rest admits", () => {
  it("drops a count's lower bound of 0 and keeps any other", () => {
    expect(rewrite(withoutVacuousBounds, { type: "string", minLength: 0, minItems: 0, minProperties: 0, maxLength: 0 })).toStrictEqual({ type: "string", maxLength: 0 });
    expect(rewrite(withoutVacuousBounds, { type: "array", minItems: 1 })).toStrictEqual({ type: "array", minItems: 1 });
  });

  it("drops the lengths an anchored pattern keeps to, and keeps tighter ones", () => {
    expect(rewrite(withoutVacuousBounds, { pattern: "^a{2,4}$", minLength: 2, maxLength: 4 })).toStrictEqual({ pattern: "^a{2,4}$" });
    expect(rewrite(withoutVacuousBounds, { pattern: "^a{2,4}$", minLength: 1, maxLength: 5 })).toStrictEqual({ pattern: "^a{2,4}$" });
    expect(rewrite(withoutVacuousBounds, { pattern: "^a{2,4}$", minLength: 3, maxLength: 3 })).toStrictEqual({ pattern: "^a{2,4}$", minLength: 3, maxLength: 3 });
    expect(rewrite(withoutVacuousBounds, { pattern: "a{2,4}", maxLength: 4 })).toStrictEqual({ pattern: "a{2,4}", maxLength: 4 });
  });

  it("returns a schema with no vacuous bound as itself", () => {
    const schema = frozen({ type: "string", minLength: 1 });
    expect(withoutVacuousBounds(schema)).toBe(schema);
  });
});

describe("withoutImpliedConstraints: what other keywords already say", () => {
  const REWRITTEN: [string, Schema, Schema][] = [
    ["uniqueItems under maxItems 1", { type: "array", maxItems: 1, uniqueItems: true }, { type: "array", maxItems: 1 }],
    ["uniqueItems under maxItems 0", { type: "array", maxItems: 0, uniqueItems: true }, { type: "array", maxItems: 0 }],
    ["number with multipleOf 1", { type: "number", multipleOf: 1, minimum: 0 }, { type: "integer", minimum: 0 }],
    ["number or null with multipleOf 1", { type: ["null", "number"], multipleOf: 1 }, { type: ["null", "integer"] }],
    ["two at once, each kept", { type: "number", multipleOf: 1, maxItems: 1, uniqueItems: true }, { type: "integer", maxItems: 1 }],
    ["minContains 0 beside contains", { type: "array", contains: { type: "string" }, minContains: 0 }, { type: "array" }],
    ["a dependency of a required name, required outright", { type: "object", required: ["a"], dependentRequired: { a: ["b"] } }, { type: "object", required: ["a", "b"] }],
    ["a chain of dependencies", { required: ["a"], dependentRequired: { a: ["b"], b: ["c"] } }, { required: ["a", "b", "c"] }],
    ["a cycle of dependencies", { required: ["a"], dependentRequired: { a: ["b"], b: ["a"] } }, { required: ["a", "b"] }],
    [
      "dependencies less what is required anyway",
      { required: ["a"], dependentRequired: { a: ["b"], c: ["a", "d"], e: ["b"] } },
      { required: ["a", "b"], dependentRequired: { c: ["d"] } },
    ],
    ["an enum's values outside minLength (in code points)", { type: "string", enum: ["ab", "abcd", "😀😀😀"], minLength: 3 }, { type: "string", enum: ["abcd", "😀😀😀"] }],
    ["an enum's values outside maxLength", { type: "string", enum: ["abc", "a"], maxLength: 2 }, { type: "string", enum: ["a"] }],
    ["an enum's values within maxLength (in code points)", { type: "string", enum: ["😀😀"], maxLength: 2 }, { type: "string", enum: ["😀😀"] }],
    ["an enum's values outside minimum", { enum: [1, 5, 10, "x"], minimum: 5 }, { enum: [5, 10, "x"] }],
    ["an enum's values outside maximum", { enum: [1, 5, 10], maximum: 5 }, { enum: [1, 5] }],
    ["an enum's values outside exclusiveMinimum", { enum: [1, 5, 10], exclusiveMinimum: 5 }, { enum: [10] }],
    ["an enum's values outside exclusiveMaximum", { enum: [1, 5, 10], exclusiveMaximum: 5 }, { enum: [1] }],
    ["a type no enum value has", { type: ["string", "null"], enum: ["a"] }, { type: "string", enum: ["a"] }],
    ["two types no enum value has", { type: ["string", "null", "integer", "boolean"], enum: ["a", 1] }, { type: ["string", "integer"], enum: ["a", 1] }],
    ["an enum value of no listed type", { type: "integer", enum: [1, 2.5, "2"] }, { type: "integer", enum: [1] }],
    [
      "null, arrays and fractions told apart",
      { type: ["null", "array", "number", "string"], enum: [null, [1], 1.5] },
      { type: ["null", "array", "number"], enum: [null, [1], 1.5] },
    ],
    ["an integer value of type number", { type: ["number", "string"], enum: [3] }, { type: "number", enum: [3] }],
    ["an enum with no type", { enum: ["ab", 7], minLength: 1, maximum: 9 }, { enum: ["ab", 7] }],
  ];
  it.each(REWRITTEN)("%s", (_, schema, expected) => {
    expect(rewrite(withoutImpliedConstraints, schema)).toStrictEqual(expected);
  });

  const KEPT: [string, Schema][] = [
    ["uniqueItems under maxItems 2", { type: "array", maxItems: 2, uniqueItems: true }],
    ["uniqueItems with no maxItems", { type: "array", uniqueItems: true }],
    ["multipleOf 1 on a string (nothing to judge)", { type: "string", multipleOf: 1 }],
    ["multipleOf 1 on a list of other types", { type: ["string", "null"], multipleOf: 1 }],
    ["multipleOf 2 on a number", { type: "number", multipleOf: 2 }],
    ["minContains 0 with a maxContains", { type: "array", contains: { type: "string" }, minContains: 0, maxContains: 2 }],
    ["minContains 0 with no contains", { type: "array", minContains: 0 }],
    ["minContains 1 beside contains", { type: "array", contains: { type: "string" }, minContains: 1 }],
    ["dependencies of names not required", { required: ["a"], dependentRequired: { c: ["d"] } }],
    ["dependencies that are no object", { required: ["a"], dependentRequired: null }],
    ["dependencies that list no names", { required: ["a"], dependentRequired: { a: "b" } }],
    ["dependencies with no required list", { dependentRequired: { a: ["b"] } }],
    ["an enum every bound and type admits", { type: ["string", "integer"], enum: ["a", 1] }],
    ["an enum alone", { enum: ["a", 1] }],
  ];
  it.each(KEPT)("%s is kept as it is", (_, schema) => {
    const input = frozen(schema);
    expect(withoutImpliedConstraints(input)).toBe(input);
  });
});

describe("listedValues: a schema that only lists values", () => {
  it("reads const and enum beside annotations", () => {
    expect(listedValues({ const: "a", description: "d" })).toStrictEqual(["a"]);
    expect(listedValues({ const: null })).toStrictEqual([null]);
    expect(listedValues({ enum: ["a", "b"], deprecated: true })).toStrictEqual(["a", "b"]);
  });

  it("is undefined where the schema says more, both or neither", () => {
    expect(listedValues({ const: "a", type: "string" })).toBeUndefined();
    expect(listedValues({ const: "a", enum: ["a"] })).toBeUndefined();
    expect(listedValues({ description: "d" })).toBeUndefined();
    expect(listedValues({ enum: "a" })).toBeUndefined();
    expect(listedValues(true)).toBeUndefined();
    expect(listedValues(null)).toBeUndefined();
  });
});

describe("integerBounds: an integer's exclusive bound as the inclusive one next to it", () => {
  it("rewrites both bounds, fractional ones too", () => {
    expect(rewrite(integerBounds, { type: "integer", exclusiveMinimum: -1, exclusiveMaximum: 9.5 })).toStrictEqual({ type: "integer", minimum: 0, maximum: 9 });
    expect(rewrite(integerBounds, { type: ["null", "integer"], exclusiveMinimum: 0.5 })).toStrictEqual({ type: ["null", "integer"], minimum: 1 });
  });

  it("keeps an exclusive bound beside an inclusive one, and numbers as they are", () => {
    const both = frozen({ type: "integer", minimum: 3, exclusiveMinimum: 1 });
    expect(integerBounds(both)).toBe(both);
    const number = frozen({ type: ["integer", "number"], exclusiveMinimum: 0 });
    expect(integerBounds(number)).toBe(number);
    const inclusive = frozen({ type: "integer", minimum: 0 });
    expect(integerBounds(inclusive)).toBe(inclusive);
  });
});

describe("foldNull: X or null written as X with null among its types", () => {
  const REWRITTEN: [string, Schema, Schema][] = [
    ["null second", { anyOf: [{ type: "string", maxLength: 2 }, { type: "null" }] }, { type: ["null", "string"], maxLength: 2 }],
    ["null first, with an annotation", { anyOf: [{ type: "null", description: "none" }, { type: "integer" }] }, { type: ["integer", "null"] }],
    ["an enum gains null", { anyOf: [{ type: "string", enum: ["b", "a"] }, { type: "null" }] }, { type: ["null", "string"], enum: ["a", "b", null] }],
    ["an anyOf of one beside other keywords", { anyOf: [{ type: "string" }], maxLength: 2 }, { maxLength: 2, type: "string" }],
    ["an anyOf of one holding X or null", { anyOf: [{ anyOf: [{ type: "string" }, { type: "null" }] }] }, { type: ["null", "string"] }],
  ];
  it.each(REWRITTEN)("%s", (_, schema, expected) => {
    expect(rewrite(foldNull, schema)).toStrictEqual(expected);
  });

  const KEPT: [string, Schema][] = [
    ["no anyOf", { type: "string" }],
    ["an anyOf of one sharing a keyword", { anyOf: [{ type: "string", maxLength: 1 }], maxLength: 2 }],
    ["three alternatives", { anyOf: [{ type: "null" }, { type: "string" }, { type: "integer" }] }],
    ["two alternatives, neither null", { anyOf: [{ type: "string" }, { type: "integer" }] }],
    ["null beside a schema of no type", { anyOf: [{ type: "null" }, { enum: ["a"] }] }],
    ["null beside true", { anyOf: [{ type: "null" }, true] }],
    ["null beside a union", { anyOf: [{ type: "null" }, { type: "string", anyOf: [{ maxLength: 1 }, { minLength: 3 }] }] }],
    ["null beside a choice", { anyOf: [{ type: "null" }, { type: "string", oneOf: [{ maxLength: 1 }, { minLength: 3 }] }] }],
    ["a keyword beside the alternatives that X states", { anyOf: [{ type: "string", maxLength: 1 }, { type: "null" }], maxLength: 3 }],
  ];
  it.each(KEPT)("%s is kept as it is", (_, schema) => {
    const input = frozen(schema);
    expect(foldNull(input)).toBe(input);
  });
});

describe("the shapes alternatives are read by", () => {
  it("isNullOnly: type null beside annotations only", () => {
    expect(isNullOnly({ type: "null" })).toBe(true);
    expect(isNullOnly({ type: "null", description: "none" })).toBe(true);
    expect(isNullOnly({ type: "null", const: null })).toBe(false);
    expect(isNullOnly({ type: ["null"] })).toBe(false);
    expect(isNullOnly({ const: null })).toBe(false);
    expect(isNullOnly(null)).toBe(false);
    expect(isNullOnly("null")).toBe(false);
  });

  it("isBareType: a type beside annotations only", () => {
    expect(isBareType({ type: "string" })).toBe(true);
    expect(isBareType({ type: ["string", "null"], title: "t" })).toBe(true);
    expect(isBareType({ type: "string", maxLength: 1 })).toBe(false);
    expect(isBareType({ description: "no type" })).toBe(false);
    expect(isBareType(null)).toBe(false);
    expect(isBareType("string")).toBe(false);
  });

  it("isEmpty: annotations only", () => {
    expect(isEmpty({})).toBe(true);
    expect(isEmpty({ description: "anything" })).toBe(true);
    expect(isEmpty({ type: "string" })).toBe(false);
    expect(isEmpty(null)).toBe(false);
    expect(isEmpty(true)).toBe(false);
  });
});

describe("one order for lists and keys", () => {
  it("sortedTypes: distinct, sorted, integer inside number, one type alone", () => {
    expect(sortedTypes(["string", "integer", "number", "null", "string"])).toStrictEqual(["null", "number", "string"]);
    expect(sortedTypes(["integer", "number"])).toBe("number");
    expect(sortedTypes(["string", "integer"])).toStrictEqual(["integer", "string"]);
    expect(sortedTypes("boolean")).toBe("boolean");
  });

  it("sortedValues: the values of both lists, distinct, in one order", () => {
    expect(sortedValues(["b", "a", "b"], undefined)).toStrictEqual(["a", "b"]);
    expect(sortedValues([2, { x: 1 }], [1, 2])).toStrictEqual([1, 2, { x: 1 }]);
  });

  it("sortedKeys: keys in one order, values kept", () => {
    expect(Object.keys(sortedKeys({ type: "string", maxLength: 1, format: "email" }))).toStrictEqual(["format", "maxLength", "type"]);
    expect(sortedKeys({ b: 1, a: [2] })).toStrictEqual({ a: [2], b: 1 });
  });
});
