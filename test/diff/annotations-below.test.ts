// An annotation changed anywhere below a schema whose meaning stays the same is still named,
// with the pointer of the schema that holds it: inside the alternatives of anyOf and oneOf
// (paired by meaning, whatever their order), the members of allOf, and prefixItems (by position).
import { describe, expect, it } from "vitest";
import { compareDocuments } from "../../src/diff/compare-documents.js";

const documentWith = (field: unknown) => ({ components: { schemas: { Record: { type: "object", properties: { field } } } } });
const AT = "/components/schemas/Record/properties/field";

const CASES: [string, unknown, unknown, string][] = [
  [
    "an anyOf alternative's description",
    { anyOf: [{ type: "string", description: "a name" }, { type: "null" }] },
    { anyOf: [{ type: "string", description: "the name" }, { type: "null" }] },
    `${AT}/anyOf/0`,
  ],
  [
    "an anyOf alternative's title, the alternatives reordered",
    { anyOf: [{ type: "integer" }, { type: "string", title: "Old" }] },
    { anyOf: [{ type: "string", title: "New" }, { type: "integer" }] },
    `${AT}/anyOf/0`,
  ],
  [
    "a oneOf alternative's x- extension",
    { oneOf: [{ type: "integer" }, { type: "null" }] },
    { oneOf: [{ type: "integer", "x-owner": "team-a" }, { type: "null" }] },
    `${AT}/oneOf/0`,
  ],
  ["an allOf member's $comment", { allOf: [{ type: "string" }, { minLength: 1 }] }, { allOf: [{ type: "string" }, { minLength: 1, $comment: "why" }] }, `${AT}/allOf/1`],
  [
    "a prefixItems member's examples",
    { type: "array", prefixItems: [{ type: "string" }, { type: "integer", examples: [1] }] },
    { type: "array", prefixItems: [{ type: "string" }, { type: "integer", examples: [2] }] },
    `${AT}/prefixItems/1`,
  ],
];

describe("annotations below a schema whose meaning is the same", () => {
  it.each(CASES)("%s is ANNOTATION_CHANGED at the schema that holds it, and nothing else", (_, previous, current, pointer) => {
    const changes = compareDocuments(documentWith(previous), documentWith(current));
    expect(changes).toEqual([{ rule: "ANNOTATION_CHANGED", class: "compatible", pointer, message: expect.stringMatching(/ changed$/) }]);
  });
});

describe("a deprecation below a schema whose meaning is the same", () => {
  it("is DEPRECATED (minor, D23) at the schema that holds it, not an annotation change (was: ANNOTATION_CHANGED, a patch)", () => {
    const previous = { allOf: [{ type: "string" }, { minLength: 1 }] };
    const current = { allOf: [{ type: "string" }, { minLength: 1, deprecated: true }] };
    expect(compareDocuments(documentWith(previous), documentWith(current))).toEqual([
      { rule: "DEPRECATED", class: "compatible", pointer: `${AT}/allOf/1`, message: "deprecated, with no x-sunset date", lifecycle: { deprecated: true } },
    ]);
  });
});
