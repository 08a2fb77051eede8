// The walk of src/diff/comparison.ts on small schemas: boolean schemas, not, choices, references
// and list bodies, each edit with every change it reports (rule, class, pointer, message).
import { describe, expect, it } from "vitest";
import { compareDocuments } from "../../src/diff/compare-documents.js";

const A = { type: "object", properties: { id: { type: "string" } } };
const B = { type: "object", properties: { id: { type: "integer" } } };
const document = (record: unknown, components: object = {}) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1.0.0" },
  paths: {},
  components: { schemas: { A, B, R: record }, ...components },
});
const C = "breaking for clients";
const P = "breaking for producers";
const CP = "breaking for clients and producers";
const field = (schema: unknown) => ({ properties: { a: schema } });

const EDITS: [string, unknown, unknown, [string, string, string, string][]][] = [
  ["a field's schema true became false", field(true), field(false), [["TYPE_NARROWED", P, "/properties/a", "any value became no value"]]],
  ["a field's schema false became true", field(false), field(true), [["TYPE_WIDENED", C, "/properties/a", "no value became any value"]]],
  ["any value became a string", field({}), field({ type: "string" }), [["TYPE_NARROWED", P, "/properties/a", "type any type became string"]]],
  ["true became a string", field(true), field({ type: "string" }), [["TYPE_NARROWED", P, "/properties/a", "any value became a schema"]]],
  ["a string became true", field({ type: "string" }), field(true), [["TYPE_WIDENED", C, "/properties/a", "a schema became any value"]]],
  ["a string became false", field({ type: "string" }), field(false), [["TYPE_NARROWED", P, "/properties/a", "a schema became no value"]]],
  [
    "null alone became a string",
    field({ type: "null" }),
    field({ type: "string" }),
    [
      ["TYPE_NARROWED", P, "/properties/a", "no longer admits null"],
      ["TYPE_WIDENED", C, "/properties/a", "no value became a schema"],
    ],
  ],
  [
    "a string became null alone",
    field({ type: "string" }),
    field({ type: ["null"] }),
    [
      ["TYPE_WIDENED", C, "/properties/a", "now also admits null"],
      ["TYPE_NARROWED", P, "/properties/a", "a schema became no value"],
    ],
  ],
  ["items became false", { type: "array", items: { type: "string" } }, { type: "array", items: false }, [["TYPE_NARROWED", P, "/items", "a schema became no value"]]],
  [
    "not excludes more",
    field({ not: { type: "string" } }),
    field({ not: { type: ["string", "integer"] } }),
    [["CONSTRAINT_TIGHTENED", P, "/properties/a/not", "inside not: type string became string or integer"]],
  ],
  [
    "not excludes less",
    field({ not: { type: ["string", "integer"] } }),
    field({ not: { type: "string" } }),
    [["CONSTRAINT_LOOSENED", C, "/properties/a/not", "inside not: type string or integer became string"]],
  ],
  ["not added", field({}), field({ not: { type: "string" } }), [["CONSTRAINT_TIGHTENED", P, "/properties/a/not", "not was added"]]],
  [
    "a oneOf alternative of its own type removed",
    field({ oneOf: [{ type: "string" }, { type: "integer" }, { type: "boolean" }] }),
    field({ oneOf: [{ type: "string" }, { type: "integer" }] }),
    [["TYPE_NARROWED", P, "/properties/a", "type string or integer or boolean became string or integer"]],
  ],
  [
    "null added beside two alternatives",
    field({ anyOf: [{ type: "string" }, { type: "integer" }] }),
    field({ anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] }),
    [["TYPE_WIDENED", C, "/properties/a", "now also admits null"]],
  ],
  [
    "a $ref retargeted to a schema that does not exist",
    field({ $ref: "#/components/schemas/A" }),
    field({ $ref: "#/components/schemas/Gone" }),
    [["TYPE_CHANGED", CP, "/properties/a", "refers to Gone instead of A"]],
  ],
  [
    "a $ref retargeted to a record differing both ways",
    field({ $ref: "#/components/schemas/A" }),
    field({ $ref: "#/components/schemas/B" }),
    [["TYPE_CHANGED", CP, "/properties/a", "refers to B instead of A"]],
  ],
  [
    "prefixItems shortened",
    { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }] },
    { type: "array", prefixItems: [{ type: "string" }] },
    [["TYPE_WIDENED", C, "/prefixItems/1", "a schema became any value"]],
  ],
  [
    "a field's description changed",
    field({ type: "string", description: "x" }),
    field({ type: "string", description: "y" }),
    [["ANNOTATION_CHANGED", "compatible", "/properties/a", "description changed"]],
  ],
  [
    "an exclusive integer bound written inclusively and tightened",
    field({ type: "integer", exclusiveMaximum: 10 }),
    field({ type: "integer", maximum: 8 }),
    [["BOUND_TIGHTENED", P, "/properties/a", "maximum 9 became 8"]],
  ],
  [
    "a single allOf beside a bound, tightened",
    field({ allOf: [{ type: "integer" }], minimum: 1 }),
    field({ type: "integer", minimum: 2 }),
    [["BOUND_TIGHTENED", P, "/properties/a", "minimum 1 became 2"]],
  ],
];

const changesOf = (previous: unknown, current: unknown) =>
  compareDocuments(previous as never, current as never).map(({ rule, class: side, pointer, message }) => [rule, side, pointer, message]);

describe("the walk over two schemas", () => {
  it.each(EDITS)("%s", (_, previous, current, expected) => {
    expect(changesOf(document(previous), document(current))).toEqual(expected.map(([rule, side, pointer, message]) => [rule, side, `/components/schemas/R${pointer}`, message]));
  });

  it("compares the bodies of list responses by media type", () => {
    const response = (content: object) => ({ responses: { L: { description: "d", content } } });
    const json = (schema: unknown) => ({ "application/json": { schema } });
    const at = "/components/responses/L";
    expect(changesOf(document({}, response(json(A))), document({}, response({})))).toEqual([
      ["RESPONSE_REMOVED", "removed record", `${at}/content/application~1json`, "the application/json body was removed"],
    ]);
    expect(changesOf(document({}, response({})), document({}, response(json(A))))).toEqual([
      ["RESPONSE_ADDED", "compatible", `${at}/content/application~1json`, "the application/json body was added"],
    ]);
    expect(changesOf(document({}), document({}, response(json(A))))).toEqual([["RESPONSE_ADDED", "compatible", at, "L was added"]]);
    expect(changesOf(document({}, response(json(A))), document({}))).toEqual([["RESPONSE_REMOVED", "removed record", at, "L was removed"]]);
    expect(changesOf(document({}, response(json(A))), document({}, response(json(B))))).toEqual([
      ["TYPE_CHANGED", CP, `${at}/content/application~1json/schema/properties/id`, "type string became integer"],
    ]);
    expect(changesOf(document({}, response(json(A))), document({}, { responses: { L: { description: "e", content: json(A) } } }))).toEqual([
      ["ANNOTATION_CHANGED", "compatible", `${at}/description`, "description changed"],
    ]);
  });
});
