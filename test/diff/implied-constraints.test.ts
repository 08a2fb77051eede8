// Constraints that other keywords already imply (src/diff/schema-forms.ts, withoutImpliedConstraints):
// stating one, or dropping it, admits the same values, so diff reports nothing; each kind in two
// forms. So is a keyword of other types' values than both sides admit (a minimum beside type
// string: comparison.ts). And where such a keyword really changes what is admitted, the change is
// on its side.
import { describe, expect, it } from "vitest";
import { compareDocuments } from "../../src/diff/compare-documents.js";

const document = (field: unknown) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1.0.0" },
  paths: {},
  components: { schemas: { R: { type: "object", required: ["id"], properties: { id: { type: "string" }, field } } } },
});
const changesOf = (previous: unknown, current: unknown) =>
  compareDocuments(document(previous) as never, document(current) as never).map(({ rule, class: side, pointer }) => [rule, side, pointer.replace("/components/schemas/R", "")]);

const SAME: [string, unknown, unknown][] = [
  ["uniqueItems added under maxItems: 1", { type: "array", maxItems: 1 }, { type: "array", maxItems: 1, uniqueItems: true }],
  ["uniqueItems dropped under maxItems: 0", { type: "array", maxItems: 0, uniqueItems: true }, { type: "array", maxItems: 0 }],
  ["integer written as number with multipleOf: 1", { type: "integer", minimum: 0 }, { type: "number", multipleOf: 1, minimum: 0 }],
  ["integer or null written as number or null with multipleOf: 1", { type: ["integer", "null"] }, { type: ["null", "number"], multipleOf: 1 }],
  ["minContains: 0 beside contains dropped with contains", { type: "array", contains: { type: "string" }, minContains: 0 }, { type: "array" }],
  ["minContains: 0 beside contains, added with it", { type: "array" }, { type: "array", contains: { const: 1 }, minContains: 0 }],
  ["null added to type where the enum excludes it", { type: "string", enum: ["a", "b"] }, { type: ["string", "null"], enum: ["a", "b"] }],
  ["integer added to type where the enum lists only strings", { type: "string", enum: ["a"] }, { type: ["string", "integer"], enum: ["a"] }],
  ["minLength no longer than the shortest enum value", { type: "string", enum: ["ab", "abc"] }, { type: "string", enum: ["ab", "abc"], minLength: 2 }],
  ["maximum above every enum number", { type: "integer", enum: [1, 5] }, { type: "integer", enum: [1, 5], maximum: 10 }],
  ["a minimum beside type string dropped: it constrains no string", { type: "string", minimum: 1 }, { type: "string" }],
  ["a minLength beside integer or null raised", { type: ["integer", "null"], minLength: 1 }, { type: ["null", "integer"], minLength: 5 }],
  ["required beside type array added", { type: "array" }, { type: "array", required: ["a"] }],
];

const DEPENDENCIES: [string, unknown, unknown][] = [
  ["dependentRequired naming a field already required", { type: "object", required: ["a", "b"] }, { type: "object", required: ["a", "b"], dependentRequired: { c: ["a"] } }],
  ["dependentRequired of a required key, folded into required", { type: "object", required: ["a", "b"] }, { type: "object", required: ["a"], dependentRequired: { a: ["b"] } }],
];

describe("a constraint another keyword already implies", () => {
  it.each([...SAME, ...DEPENDENCIES])("%s: no change (was: a false alarm)", (_, previous, current) => {
    expect(changesOf(previous, current)).toEqual([]);
  });
});

describe("where the same keywords do move values", () => {
  it("minContains: 0 added beside contains admits arrays with no match: a widening, for clients (was: a bound added)", () => {
    expect(changesOf({ type: "array", contains: { type: "string" } }, { type: "array", contains: { type: "string" }, minContains: 0 })).toEqual([
      ["TYPE_WIDENED", "breaking for clients", "/properties/field/contains"],
    ]);
  });

  it("an enum value outside the type dropped with it: only the values admitted count", () => {
    expect(changesOf({ type: "string", enum: ["a", 1] }, { type: "string", enum: ["a"] })).toEqual([]);
    expect(changesOf({ type: "string", enum: ["a", "b"] }, { type: "string", enum: ["a"] })).toEqual([["ENUM_VALUE_REMOVED", "breaking for producers", "/properties/field"]]);
  });

  it("a bound counts for the types both sides admit; the values of a type one side alone admits are the type's change", () => {
    const W = "breaking for clients";
    expect(changesOf({ type: "integer", minimum: 5 }, { type: ["integer", "string"], minimum: 3 })).toEqual([
      ["TYPE_WIDENED", W, "/properties/field"],
      ["BOUND_LOOSENED", W, "/properties/field"],
    ]);
    expect(changesOf({ type: "integer", minimum: 5 }, { type: "number", minimum: 3 })).toEqual([
      ["TYPE_WIDENED", W, "/properties/field"],
      ["BOUND_LOOSENED", W, "/properties/field"],
    ]);
    expect(changesOf({ type: "number", minimum: 5 }, { type: "integer", minimum: 3 })).toEqual([
      ["TYPE_NARROWED", "breaking for producers", "/properties/field"],
      ["BOUND_LOOSENED", W, "/properties/field"],
    ]);
    // Was: also BOUND_TIGHTENED, breaking for producers, though no string had a minimum and no integer was admitted before.
    expect(changesOf({ type: "string", minimum: 1 }, { type: ["integer", "string"], minimum: 2 })).toEqual([["TYPE_WIDENED", W, "/properties/field"]]);
    expect(changesOf({ type: "integer", minimum: 1 }, { type: "string", minimum: 2 })).toEqual([["TYPE_CHANGED", "breaking for clients and producers", "/properties/field"]]);
  });

  it("uniqueItems under maxItems: 2 still narrows", () => {
    expect(changesOf({ type: "array", maxItems: 2 }, { type: "array", maxItems: 2, uniqueItems: true })).toEqual([
      ["CONSTRAINT_TIGHTENED", "breaking for producers", "/properties/field"],
    ]);
  });
});

describe("on a hostile document", () => {
  it("folds a chain of 20 000 dependencies, each required through the one before", () => {
    const names = Array.from({ length: 20_000 }, (_, i) => `f${i}`);
    const chain = Object.fromEntries(names.slice(0, -1).map((name, i) => [name, [names[i + 1]!]]));
    expect(changesOf({ type: "object", required: names }, { type: "object", required: ["f0"], dependentRequired: chain })).toEqual([]);
  });
});
