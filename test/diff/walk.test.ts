// The walk of src/diff/comparison.ts on small schemas: boolean schemas, not, choices, references
// and list bodies, each edit with every change it reports (rule, class, pointer, message).
import { describe, expect, it } from "vitest";
import { compareDocuments } from "../../src/diff/compare-documents.js";

const A = { type: "object", properties: { id: { type: "string" } } };
const B = { type: "object", properties: { id: { type: "integer" } } };
const N = { type: "object", properties: { id: { type: "string", minLength: 1 } } };
const document = (record: unknown, components: object = {}) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1.0.0" },
  paths: {},
  components: { schemas: { A, B, N, R: record }, ...components },
});
const C = "breaking for clients";
const P = "breaking for producers";
const CP = "breaking for clients and producers";
const field = (schema: unknown) => ({ properties: { a: schema } });
const ref = (name: string, siblings: object = {}) => field({ $ref: `#/components/schemas/${name}`, ...siblings });
const nullable = (schema: unknown) => field({ anyOf: [schema, { type: "null" }] });

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
  // A schema against a choice: the constraints beside the choice are shared out among its alternatives.
  [
    "a choice of two added beside a constraint",
    field({ type: "string", minLength: 1 }),
    field({ minLength: 1, anyOf: [{ type: "string" }, { type: "integer" }] }),
    [["TYPE_WIDENED", C, "/properties/a", "type string became string or integer"]],
  ],
  [
    "a choice of two removed beside a constraint",
    field({ minLength: 1, anyOf: [{ type: "string" }, { type: "integer" }] }),
    field({ type: "string", minLength: 1 }),
    [["TYPE_NARROWED", P, "/properties/a", "type string or integer became string"]],
  ],
  [
    "a choice of anything and nothing beside a bound",
    field({ type: "string" }),
    field({ minLength: 1, anyOf: [true, false] }),
    [
      ["TYPE_WIDENED", C, "/properties/a/anyOf/0", "type string became any type"],
      ["BOUND_TIGHTENED", P, "/properties/a/anyOf/0", "now has minLength 1"],
    ],
  ],
  [
    "a choice whose alternatives restate a keyword beside it",
    field({ type: "string" }),
    field({ type: "string", anyOf: [{ type: "string", maxLength: 3 }, { minLength: 5 }] }),
    [["CONSTRAINT_TIGHTENED", P, "/properties/a/anyOf", "anyOf was added"]],
  ],
  // A oneOf of bare types: what it admits is the types exactly one alternative names.
  [
    "oneOf alternatives made to overlap",
    field({ oneOf: [{ type: "string" }, { type: "integer" }] }),
    field({ oneOf: [{ type: ["string", "integer"] }, { type: "integer" }] }),
    [["TYPE_NARROWED", P, "/properties/a/oneOf", "admits values of type integer, string before, string now (a value matching two alternatives matches none)"]],
  ],
  [
    "oneOf alternatives made apart",
    field({ oneOf: [{ type: ["string", "integer"] }, { type: "integer" }] }),
    field({ oneOf: [{ type: "string" }, { type: "integer" }] }),
    [["TYPE_WIDENED", C, "/properties/a/oneOf", "admits values of type string before, integer, string now (a value matching two alternatives matches none)"]],
  ],
  [
    "oneOf's types traded",
    field({ oneOf: [{ type: ["string", "integer"] }, { type: "integer" }] }),
    field({ oneOf: [{ type: "boolean" }, { type: "integer" }, { type: "integer" }] }),
    [["TYPE_CHANGED", CP, "/properties/a/oneOf", "admits values of type string before, boolean now (a value matching two alternatives matches none)"]],
  ],
  // References: compared by what they refer to.
  [
    "a reference's own description changed",
    ref("A", { description: "x" }),
    ref("A", { description: "y" }),
    [["ANNOTATION_CHANGED", "compatible", "/properties/a", "description changed"]],
  ],
  ["a reference to nothing kept", ref("Gone"), ref("Gone"), []],
  ["a reference written out inline", ref("A"), field(A), []],
  ["a reference written out inline, changed", ref("A"), field(B), [["TYPE_CHANGED", CP, "/properties/a/properties/id", "type string became integer"]]],
  ["an inline schema made a reference, changed", field(B), ref("A"), [["TYPE_CHANGED", CP, "/properties/a/properties/id", "type integer became string"]]],
  ["a reference retargeted to a narrower record", ref("A"), ref("N"), [["BOUND_TIGHTENED", P, "/properties/a/properties/id", "now has minLength 1"]]],
  ["a reference retargeted to a wider record", ref("N"), ref("A"), [["BOUND_LOOSENED", C, "/properties/a/properties/id", "no longer has minLength 1"]]],
  ["a nullable reference made not nullable", nullable({ $ref: "#/components/schemas/A" }), ref("A"), [["TYPE_NARROWED", P, "/properties/a", "no longer admits null"]]],
  [
    "a nullable reference retargeted to a narrower record",
    nullable({ $ref: "#/components/schemas/A" }),
    nullable({ $ref: "#/components/schemas/N" }),
    [["BOUND_TIGHTENED", P, "/properties/a/properties/id", "now has minLength 1"]],
  ],
  [
    "a reference inside not retargeted to a narrower record",
    field({ not: { $ref: "#/components/schemas/A" } }),
    field({ not: { $ref: "#/components/schemas/N" } }),
    [["CONSTRAINT_LOOSENED", C, "/properties/a/not/properties/id", "inside not: now has minLength 1"]],
  ],
  [
    "a bound beside a reference tightened",
    ref("N", { type: "object", minProperties: 1 }),
    ref("N", { type: "object", minProperties: 2 }),
    [["BOUND_TIGHTENED", P, "/properties/a", "minProperties 1 became 2"]],
  ],
  // Annotations below schemas of the same meaning, members paired by meaning where order means nothing.
  [
    "a description inside a reordered anyOf",
    field({
      anyOf: [
        { type: "string", description: "s" },
        { type: "integer", minimum: 1 },
      ],
    }),
    field({
      anyOf: [
        { type: "integer", minimum: 1 },
        { type: "string", description: "t" },
      ],
    }),
    [["ANNOTATION_CHANGED", "compatible", "/properties/a/anyOf/1", "description changed"]],
  ],
  [
    "a title inside prefixItems",
    { type: "array", prefixItems: [{ type: "string", title: "a" }] },
    { type: "array", prefixItems: [{ type: "string", title: "b" }] },
    [["ANNOTATION_CHANGED", "compatible", "/prefixItems/0", "title changed"]],
  ],
  [
    "a title inside additionalProperties",
    { type: "object", additionalProperties: { type: "string", title: "a" } },
    { type: "object", additionalProperties: { type: "string", title: "b" } },
    [["ANNOTATION_CHANGED", "compatible", "/additionalProperties", "title changed"]],
  ],
  [
    "a title inside patternProperties",
    { patternProperties: { "^a/": { type: "string", title: "a" } } },
    { patternProperties: { "^a/": { type: "string", title: "b" } } },
    [["ANNOTATION_CHANGED", "compatible", "/patternProperties/^a~1", "title changed"]],
  ],
  // What the walk meets besides.
  [
    "a keyword nobody defined changed",
    field({ foo: 1 }),
    field({ foo: 2 }),
    [["KEYWORD_CHANGED", CP, "/properties/a", "foo changed, which this tool does not know: judge it by hand"]],
  ],
  ["a keyword nobody defined kept", field({ foo: 1, bar: [1] }), field({ foo: 1, bar: [1] }), []],
  ["false became a schema", field(false), field({ type: "string" }), [["TYPE_WIDENED", C, "/properties/a", "no value became a schema"]]],
  [
    "null dropped from a list of types in an alternative",
    field({ anyOf: [{ type: "string" }, { type: ["integer", "null"] }] }),
    field({ anyOf: [{ type: "string" }, { type: "integer" }] }),
    [["TYPE_NARROWED", P, "/properties/a", "no longer admits null"]],
  ],
  [
    "a single allOf that restates a keyword beside it, tightened",
    field({ allOf: [{ type: "integer", minimum: 1 }], minimum: 0 }),
    field({ allOf: [{ type: "integer", minimum: 2 }], minimum: 0 }),
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

  it("counts the depth of nesting, not the schemas walked: a record of 600 fields is no deeper than one of one", () => {
    const fields = (type: string) => ({ type: "object", properties: Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`f${i}`, { type }])) });
    const changes = changesOf(document(fields("string")), document(fields("integer")));
    expect(changes).toHaveLength(600);
    expect(changes[599]).toEqual(["TYPE_CHANGED", CP, "/components/schemas/R/properties/f599", "type string became integer"]);
  });

  it("leaves a record both sides refer to to its own place", () => {
    const withA = (a: unknown) => ({ ...document(ref("A")), components: { schemas: { A: a, R: ref("A") } } });
    expect(changesOf(withA(A), withA(B))).toEqual([["TYPE_CHANGED", CP, "/components/schemas/A/properties/id", "type string became integer"]]);
  });
});
