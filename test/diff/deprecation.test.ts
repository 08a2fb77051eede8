// A deprecation (D23) through diff: marking a field, a record or an enum value (an anyOf of const
// alternatives) deprecated is compatible and needs a minor bump, says its x-sunset date, and
// never prints more of the document than a date; un-deprecating stays an annotation change.
import { describe, expect, it } from "vitest";
import { compareDocuments } from "./changes.js";
import { neededBump } from "../../src/diff/version-policy.js";

const document = (schemas: object) => ({ openapi: "3.1.0", info: { title: "t", version: "1.0.0" }, paths: {}, components: { schemas } });
const STATUS = { anyOf: [{ const: "OPEN" }, { const: "CLOSED" }] };
const record = (extra: object = {}, note: object = {}, status: object = STATUS) => ({
  Group: { type: "object", properties: { note: { type: "string", ...note }, status }, ...extra },
});

function changesOf(previous: object, current: object) {
  return compareDocuments(document(previous) as never, document(current) as never).map(({ rule, class: side, pointer, message }) => [rule, side, pointer, message]);
}

describe("marking something deprecated", () => {
  it.each([
    [
      "a field, with its sunset",
      record(),
      record({}, { deprecated: true, "x-sunset": "2027-06-01" }),
      "/components/schemas/Group/properties/note",
      "deprecated, to be removed on or after 2027-06-01",
    ],
    ["a field, with no sunset", record(), record({}, { deprecated: true }), "/components/schemas/Group/properties/note", "deprecated, with no x-sunset date"],
    ["a record", record(), record({ deprecated: true, "x-sunset": "2027-01-31" }), "/components/schemas/Group", "deprecated, to be removed on or after 2027-01-31"],
    [
      "an enum value, as a const alternative of an anyOf",
      record(),
      record({}, {}, { anyOf: [{ const: "OPEN" }, { const: "CLOSED", deprecated: true, "x-sunset": "2027-03-01" }] }),
      "/components/schemas/Group/properties/status/anyOf/1",
      "deprecated, to be removed on or after 2027-03-01",
    ],
  ])("%s: compatible, DEPRECATED, a minor bump (was: ANNOTATION_CHANGED, a patch)", (_, previous, current, pointer, message) => {
    expect(changesOf(previous, current)).toEqual([["DEPRECATED", "compatible", pointer, message]]);
    expect(
      neededBump(
        compareDocuments(document(previous) as never, document(current) as never).map(({ rule }) => rule),
        "1.0.0",
      ),
    ).toBe("minor");
  });

  it("says no more of an x-sunset that is no date than that it is none, whatever it holds", () => {
    const hostile = `2027-01-01\n::error::forged ${"x".repeat(100_000)}`;
    expect(changesOf(record(), record({}, { deprecated: true, "x-sunset": hostile }))).toEqual([
      ["DEPRECATED", "compatible", "/components/schemas/Group/properties/note", "deprecated; its x-sunset is no date of the form YYYY-MM-DD"],
    ]);
  });

  it("reports other annotations changed with it on their own, and the sunset moved later as an annotation", () => {
    expect(changesOf(record(), record({}, { deprecated: true, "x-sunset": "2027-06-01", description: "use title" }))).toEqual([
      ["DEPRECATED", "compatible", "/components/schemas/Group/properties/note", "deprecated, to be removed on or after 2027-06-01"],
      ["ANNOTATION_CHANGED", "compatible", "/components/schemas/Group/properties/note", "description changed"],
    ]);
    expect(changesOf(record({}, { deprecated: true, "x-sunset": "2027-06-01" }), record({}, { deprecated: true, "x-sunset": "2027-09-01" }))).toEqual([
      ["ANNOTATION_CHANGED", "compatible", "/components/schemas/Group/properties/note", "x-sunset changed"],
    ]);
  });

  it("hands the sunset of what stays deprecated, moved, to the lifecycle to judge again, and no other annotation", () => {
    const lifecycleOf = (previous: object, current: object) =>
      compareDocuments(document(previous) as never, document(current) as never).map(({ rule, lifecycle }) => [rule, lifecycle]);
    expect(lifecycleOf(record({}, { deprecated: true, "x-sunset": "2027-06-01" }), record({}, { deprecated: true, "x-sunset": "2026-12-01" }))).toStrictEqual([
      ["ANNOTATION_CHANGED", { deprecated: true, sunset: "2026-12-01" }],
    ]);
    expect(lifecycleOf(record({}, { deprecated: true, description: "a" }), record({}, { deprecated: true, description: "b" }))).toStrictEqual([["ANNOTATION_CHANGED", undefined]]);
    expect(lifecycleOf(record({}, { "x-sunset": "2027-06-01" }), record({}, { "x-sunset": "2026-12-01" }))).toStrictEqual([["ANNOTATION_CHANGED", undefined]]);
  });

  it("un-deprecating is an annotation change (a patch)", () => {
    expect(changesOf(record({}, { deprecated: true }), record())).toEqual([
      ["ANNOTATION_CHANGED", "compatible", "/components/schemas/Group/properties/note", "deprecated changed"],
    ]);
  });
});

describe("an enum whose values carry their own annotations: an anyOf of consts", () => {
  const values = (...branches: object[]) => record({}, {}, { anyOf: branches });
  it.each([
    ["consts", values({ const: "OPEN" }, { const: "CLOSED" }, { const: "DRAFT" }), values({ const: "OPEN" }, { const: "DRAFT" })],
    ["an enum beside consts", values({ enum: ["OPEN", "PAUSED"] }, { const: "CLOSED" }, { const: "DRAFT" }), values({ enum: ["OPEN", "PAUSED"] }, { const: "DRAFT" })],
  ])("a value removed from %s breaks producers and the clients that name it, as an enum value removed does (D29)", (_, previous, current) => {
    expect(changesOf(previous, current).map(([rule, side, pointer]) => [rule, side, pointer])).toEqual([
      ["ENUM_VALUE_REMOVED", "breaking for clients and producers", "/components/schemas/Group/properties/status/anyOf/1"],
    ]);
  });

  it("a value listed by two alternatives stays admitted when one of them goes: only the value no alternative lists any more is removed", () => {
    const previous = values({ const: "OPEN" }, { enum: ["OPEN", "CLOSED"] }, { const: "DRAFT" });
    const current = values({ enum: ["OPEN", "CLOSED"] });
    expect(changesOf(previous, current)).toEqual([
      ["ENUM_VALUE_REMOVED", "breaking for clients and producers", "/components/schemas/Group/properties/status/anyOf/2", 'value "DRAFT" was removed'],
    ]);
  });

  it("a removed value carries what its deprecation announced", () => {
    const previous = values({ const: "OPEN" }, { const: "CLOSED", deprecated: true, "x-sunset": "2027-01-01" });
    const [change] = compareDocuments(document(previous) as never, document(values({ const: "OPEN" })) as never);
    expect(change).toMatchObject({
      rule: "ENUM_VALUE_REMOVED",
      pointer: "/components/schemas/Group/properties/status/anyOf/1",
      lifecycle: { deprecated: true, sunset: "2027-01-01" },
    });
  });
});
