// anyOf and oneOf judged by src/diff/alternatives.ts, each edit with every change it reports
// (rule, class, pointer, message): a choice added or removed where it cannot be matched
// alternative by alternative, alternatives another already covers, a oneOf of bare types judged
// by the types it admits exactly once, and a oneOf whose alternatives overlap.
import { describe, expect, it } from "vitest";
import { compareDocuments } from "../../src/diff/compare-documents.js";

const document = (record: unknown) => ({ openapi: "3.1.0", info: { title: "t", version: "1.0.0" }, paths: {}, components: { schemas: { R: record } } });
const field = (schema: unknown) => ({ properties: { a: schema } });
const C = "breaking for clients";
const P = "breaking for producers";
const CP = "breaking for clients and producers";
const ONCE = "(a value matching two alternatives matches none)";
const LISTED_TWICE = "(a value listed by two alternatives matches none)";
/** `type: integer` with the bounds given. */
const integers = (minimum?: number, maximum?: number) => ({ type: "integer", ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }) });

function changesOf(previous: unknown, current: unknown): string[][] {
  return compareDocuments(document(previous) as never, document(current) as never).map(({ rule, class: side, pointer, message }) => [
    rule,
    side,
    pointer.replace("/components/schemas/R", ""),
    message,
  ]);
}

const EDITS: [string, unknown, unknown, string[][]][] = [
  [
    "an anyOf added beside a type its alternatives also name",
    field({ type: "string" }),
    field({ type: "string", anyOf: [{ type: "null" }, { minLength: 1 }] }),
    [["CONSTRAINT_TIGHTENED", P, "/properties/a/anyOf", "anyOf was added"]],
  ],
  [
    "that anyOf removed",
    field({ type: "string", anyOf: [{ type: "null" }, { minLength: 1 }] }),
    field({ type: "string" }),
    [["CONSTRAINT_LOOSENED", C, "/properties/a/anyOf", "anyOf was removed"]],
  ],
  [
    "an anyOf alternative added that another already covers",
    field({ anyOf: [{ type: "string" }, { type: "null" }] }),
    field({ anyOf: [{ type: "string" }, { type: "null" }, { type: "string", minLength: 2 }] }),
    [],
  ],
  [
    "an anyOf alternative removed that another still covers",
    field({ anyOf: [{ type: "string" }, { type: "null" }, { type: "string", minLength: 2 }] }),
    field({ anyOf: [{ type: "string" }, { type: "null" }] }),
    [],
  ],
  [
    "a oneOf of bare types made to overlap",
    field({ oneOf: [{ type: "string" }, { type: "integer" }] }),
    field({ oneOf: [{ type: ["string", "integer"] }, { type: "integer" }] }),
    [["TYPE_NARROWED", P, "/properties/a/oneOf", `admits values of type integer, string before, string now ${ONCE}`]],
  ],
  [
    "a oneOf of bare types with a title, made to overlap",
    field({ oneOf: [{ type: "string", title: "text" }, { type: "integer" }] }),
    field({ oneOf: [{ type: "string", title: "text" }, { type: ["integer", "string"] }] }),
    [["TYPE_NARROWED", P, "/properties/a/oneOf", `admits values of type integer, string before, integer now ${ONCE}`]],
  ],
  [
    "a oneOf admitting nothing made to admit two types",
    field({ oneOf: [{ type: "string" }, { type: "string" }] }),
    field({ oneOf: [{ type: "string" }, { type: "integer" }] }),
    [["TYPE_WIDENED", C, "/properties/a/oneOf", `admits values of type none before, integer, string now ${ONCE}`]],
  ],
  [
    "a oneOf alternative widened into another: non-empty strings now match two and are refused, the empty one is admitted (was: clients alone)",
    field({ oneOf: [{ type: "string", minLength: 1 }, { type: "integer" }] }),
    field({ oneOf: [{ type: "string", minLength: 1 }, { type: ["integer", "string"] }] }),
    [["CONSTRAINT_CHANGED", CP, "/properties/a/oneOf/1", "an alternative of a oneOf whose alternatives overlap changed: values move both ways"]],
  ],
  [
    "a oneOf of number and integer: which values match twice is not a matter of types alone",
    field({ oneOf: [{ type: "number" }, { type: "integer" }] }),
    field({ oneOf: [{ type: "number" }, { type: "integer" }, { type: "string" }] }),
    [["CONSTRAINT_CHANGED", CP, "/properties/a/oneOf/2", "oneOf admits a new alternative"]],
  ],
  [
    "an alternative removed from an overlapping oneOf",
    field({ oneOf: [{ type: "string", minLength: 3 }, { type: "string", maxLength: 5 }, { type: "null" }] }),
    field({
      oneOf: [
        { type: "string", minLength: 3 },
        { type: "string", maxLength: 5 },
      ],
    }),
    [
      ["TYPE_NARROWED", P, "/properties/a", "no longer admits null"],
      ["CONSTRAINT_CHANGED", CP, "/properties/a/oneOf/2", "an alternative of oneOf was removed"],
    ],
  ],
  [
    "a oneOf of two integer ranges made disjoint: the values both held now match one",
    field({
      oneOf: [
        { type: "integer", minimum: 0, maximum: 10 },
        { type: "integer", minimum: 5, maximum: 20 },
      ],
    }),
    field({
      oneOf: [
        { type: "integer", minimum: 0, maximum: 4 },
        { type: "integer", minimum: 5, maximum: 20 },
      ],
    }),
    [["CONSTRAINT_LOOSENED", C, "/properties/a/oneOf", "admits the integers 0..4, 11..20 before, 0..20 now (a value in two ranges matches none)"]],
  ],
  [
    "integer ranges made disjoint, written with exclusive bounds and open ends",
    field({
      oneOf: [
        { type: "integer", exclusiveMaximum: 11 },
        { type: ["integer"], exclusiveMinimum: 4 },
      ],
    }),
    field({
      oneOf: [
        { type: "integer", exclusiveMaximum: 5 },
        { type: ["integer"], exclusiveMinimum: 4 },
      ],
    }),
    [["CONSTRAINT_LOOSENED", C, "/properties/a/oneOf", "admits the integers ..4, 11.. before, all now (a value in two ranges matches none)"]],
  ],
  [
    "integer ranges made to overlap: the values both hold now match none",
    field({
      oneOf: [
        { type: "integer", minimum: 0, maximum: 4 },
        { type: "integer", minimum: 5 },
      ],
    }),
    field({
      oneOf: [
        { type: "integer", minimum: 0, maximum: 10 },
        { type: "integer", minimum: 5 },
      ],
    }),
    [["CONSTRAINT_TIGHTENED", P, "/properties/a/oneOf", "admits the integers 0.. before, 0..4, 11.. now (a value in two ranges matches none)"]],
  ],
  [
    "integer ranges moved: values both ways",
    field({
      oneOf: [
        { type: "integer", minimum: 0, maximum: 4 },
        { type: "integer", minimum: 10, maximum: 12 },
      ],
    }),
    field({
      oneOf: [
        { type: "integer", minimum: 1, maximum: 4 },
        { type: "integer", minimum: 10, maximum: 13 },
      ],
    }),
    [["CONSTRAINT_CHANGED", CP, "/properties/a/oneOf", "admits the integers 0..4, 10..12 before, 1..4, 10..13 now (a value in two ranges matches none)"]],
  ],
  [
    "integer ranges rewritten, the same integers held once",
    field({
      oneOf: [
        { type: "integer", minimum: 0, maximum: 4 },
        { type: "integer", minimum: 3, maximum: 9 },
      ],
    }),
    field({
      oneOf: [
        { type: "integer", exclusiveMinimum: -1, maximum: 4.5 },
        { type: "integer", minimum: 2.5, exclusiveMaximum: 10, description: "the upper" },
      ],
    }),
    [],
  ],
  [
    "integer ranges of one value each made to overlap whole: none is held once",
    field({ oneOf: [integers(5, 5), integers(7, 7)] }),
    field({ oneOf: [integers(5, 7), integers(5, 7)] }),
    [["CONSTRAINT_TIGHTENED", P, "/properties/a/oneOf", "admits the integers 5, 7 before, none now (a value in two ranges matches none)"]],
  ],
  [
    "an integer range given a title, the other written with an exclusive bound: the same integers",
    field({ oneOf: [integers(0, 4), integers(5)] }),
    field({
      oneOf: [
        { ...integers(0, 4), title: "low" },
        { type: "integer", exclusiveMinimum: 4 },
      ],
    }),
    [["ANNOTATION_CHANGED", "compatible", "/properties/a/oneOf/0", "title changed"]],
  ],
  ...[
    ["a multipleOf", { ...integers(5, 9), multipleOf: 2 }],
    ["null besides integer", { type: ["integer", "null"], minimum: 5, maximum: 9 }],
    ["numbers for integers", { type: "number", minimum: 5, maximum: 9 }],
  ].map(([what, alternative]): [string, unknown, unknown, string[][]] => [
    `an alternative of integer ranges given ${String(what)}: no longer a range, judged alternative by alternative`,
    field({ oneOf: [integers(0, 4), integers(5, 9)] }),
    field({ oneOf: [integers(0, 4), alternative] }),
    [["CONSTRAINT_CHANGED", CP, "/properties/a/oneOf/1", "an alternative of a oneOf whose alternatives overlap changed: values move both ways"]],
  ]),
  [
    "bare types, one given a title and another replaced",
    field({ oneOf: [{ type: "string" }, { type: "integer" }] }),
    field({ oneOf: [{ type: "string", title: "s" }, { type: "boolean" }] }),
    [["TYPE_CHANGED", CP, "/properties/a", "type string or integer became string or boolean"]],
  ],
  // A choice of bare types against the same choice with a constraint in one alternative: each
  // alternative against its own (was: the bare types folded into one type list, the constrained
  // alternative "narrowed" to its type and the others "added" or "removed").
  [
    "bare types, one given a minLength",
    field({ oneOf: [{ type: "string" }, { type: "integer" }] }),
    field({ oneOf: [{ type: "string", minLength: 1 }, { type: "integer" }] }),
    [["BOUND_TIGHTENED", P, "/properties/a/oneOf/0", "now has minLength 1"]],
  ],
  [
    "bare types, one whose minLength is dropped",
    field({ oneOf: [{ type: "string", minLength: 1 }, { type: "integer" }] }),
    field({ oneOf: [{ type: "string" }, { type: "integer" }] }),
    [["BOUND_LOOSENED", C, "/properties/a/oneOf/0", "no longer has minLength 1"]],
  ],
  [
    "bare types, the second given a minimum",
    field({ anyOf: [{ type: "string" }, { type: "integer" }] }),
    field({ anyOf: [{ type: "string" }, { type: "integer", minimum: 0 }] }),
    [["BOUND_TIGHTENED", P, "/properties/a/anyOf/1", "now has minimum 0"]],
  ],
  // Types named together (a type list) or apart (alternatives, of either kind of choice): each
  // type's alternative is compared with its like.
  [
    "bare types in a oneOf, then an anyOf, one given a minLength",
    field({ oneOf: [{ type: "string" }, { type: "integer" }] }),
    field({ anyOf: [{ type: "string", minLength: 1 }, { type: "integer" }] }),
    [["BOUND_TIGHTENED", P, "/properties/a/anyOf/0", "now has minLength 1"]],
  ],
  [
    "bare types in an anyOf, then a oneOf, the integer given a minimum",
    field({ anyOf: [{ type: "string" }, { type: "integer" }] }),
    field({ oneOf: [{ type: "string" }, { type: "integer", minimum: 0 }] }),
    [["BOUND_TIGHTENED", P, "/properties/a/oneOf/1", "now has minimum 0"]],
  ],
  [
    "a type list, then an anyOf of its types, one given a minLength",
    field({ type: ["string", "integer"] }),
    field({ anyOf: [{ type: "string", minLength: 1 }, { type: "integer" }] }),
    [["BOUND_TIGHTENED", P, "/properties/a/anyOf/0", "now has minLength 1"]],
  ],
  [
    "a type list with a minLength, written as an anyOf: the minLength was only ever the string's",
    field({ type: ["string", "integer"], minLength: 1 }),
    field({ anyOf: [{ type: "integer" }, { type: "string", minLength: 1 }] }),
    [],
  ],
  [
    "an alternative of two types given a third",
    field({ anyOf: [{ type: "string", minLength: 1 }, { type: ["integer", "null"] }] }),
    field({ anyOf: [{ type: "string", minLength: 1 }, { type: ["integer", "null", "boolean"] }] }),
    [["ALTERNATIVE_ADDED", C, "/properties/a/anyOf/1", "an alternative of anyOf now also admits boolean"]],
  ],
  [
    "an alternative of two types that loses one",
    field({ anyOf: [{ type: "object", minProperties: 1 }, { type: ["string", "boolean"] }] }),
    field({ anyOf: [{ type: "object", minProperties: 1 }, { type: "string" }] }),
    [["ALTERNATIVE_REMOVED", P, "/properties/a/anyOf/1", "an alternative of anyOf no longer admits boolean"]],
  ],
  [
    "alternatives reordered and each changed: compared by type, not position",
    field({
      anyOf: [
        { type: "string", minLength: 1 },
        { type: "integer", minimum: 0 },
      ],
    }),
    field({
      anyOf: [
        { type: "integer", minimum: 1 },
        { type: "string", minLength: 2 },
      ],
    }),
    [
      ["BOUND_TIGHTENED", P, "/properties/a/anyOf/1", "minLength 1 became 2"],
      ["BOUND_TIGHTENED", P, "/properties/a/anyOf/0", "minimum 0 became 1"],
    ],
  ],
  [
    "a minimum beside type string in an alternative: it constrains no string, so nothing changed",
    field({ oneOf: [{ type: "string" }, { type: "integer" }] }),
    field({ oneOf: [{ type: "string", minimum: 1 }, { type: "integer" }] }),
    [],
  ],
  [
    "a minLength beside a one-type list, given to the string alternative instead",
    field({
      anyOf: [
        { type: ["integer"], minLength: 2 },
        { type: "string", minLength: 2 },
      ],
    }),
    field({ anyOf: [{ type: "integer" }, { type: "string", minLength: 2 }] }),
    [],
  ],
  [
    "an alternative of no type changed beside typed ones: paired by position among the rest",
    field({ anyOf: [{ type: "string", minLength: 1 }, { minProperties: 1 }] }),
    field({ anyOf: [{ minProperties: 2 }, { type: "string", minLength: 1 }] }),
    [["BOUND_TIGHTENED", P, "/properties/a/anyOf/0", "minProperties 1 became 2"]],
  ],
  [
    "twelve values added to a oneOf of overlapping lists: ten shown",
    field({ oneOf: [{ enum: [0, "x"] }, { enum: ["x"] }] }),
    field({ oneOf: [{ enum: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, "x"] }, { enum: ["x"] }] }),
    [["ENUM_VALUE_ADDED", C, "/properties/a/oneOf", `now admits 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 2 more ${LISTED_TWICE}`]],
  ],
  [
    "ten values added: all shown",
    field({ oneOf: [{ enum: [0, "x"] }, { enum: ["x"] }] }),
    field({ oneOf: [{ enum: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "x"] }, { enum: ["x"] }] }),
    [["ENUM_VALUE_ADDED", C, "/properties/a/oneOf", `now admits 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ${LISTED_TWICE}`]],
  ],
];

describe("choices", () => {
  it.each(EDITS)("%s", (_, previous, current, expected) => {
    expect(changesOf(previous, current)).toEqual(expected);
  });
});

describe("a oneOf judged by what the whole union admits (each was a wrong side)", () => {
  it.each([
    [
      "a value added to one of two disjoint enums, now listed by both: refused, producers",
      field({ oneOf: [{ enum: ["a", "b"] }, { enum: ["c"] }] }),
      field({ oneOf: [{ enum: ["a", "b", "c"] }, { enum: ["c"] }] }),
      [["ENUM_VALUE_REMOVED", P, "/properties/a/oneOf", 'no longer admits "c" (a value listed by two alternatives matches none)']],
    ],
    [
      "the same with consts: a value listed twice taken out of one alternative is admitted again, clients",
      field({ oneOf: [{ const: "a" }, { enum: ["a", "b"] }] }),
      field({ oneOf: [{ const: "a" }, { enum: ["b"] }] }),
      [["ENUM_VALUE_ADDED", C, "/properties/a/oneOf", 'now admits "a" (a value listed by two alternatives matches none)']],
    ],
    [
      "two integer ranges made disjoint: values that matched both are admitted, a widening alone",
      field({
        oneOf: [
          { type: "integer", maximum: 10 },
          { type: "integer", minimum: 5 },
        ],
      }),
      field({
        oneOf: [
          { type: "integer", maximum: 4 },
          { type: "integer", minimum: 5 },
        ],
      }),
      [["CONSTRAINT_LOOSENED", C, "/properties/a/oneOf", "admits the integers ..4, 11.. before, all now (a value in two ranges matches none)"]],
    ],
    [
      "a format dropped from one of two overlapping string alternatives: short strings now match two, long ones one",
      field({
        oneOf: [
          { type: "string", format: "uuid" },
          { type: "string", maxLength: 3 },
        ],
      }),
      field({ oneOf: [{ type: "string" }, { type: "string", maxLength: 3 }] }),
      [["CONSTRAINT_CHANGED", CP, "/properties/a/oneOf/0", "an alternative of a oneOf whose alternatives overlap changed: values move both ways"]],
    ],
  ])("%s", (_, previous, current, expected) => {
    expect(changesOf(previous, current)).toEqual(expected);
  });
});
