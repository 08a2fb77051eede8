// src/diff/document-shape.ts: which documents diff compares, and the message naming the first
// value it cannot, for every kind of value a keyword holds (from the vocabulary's table).
import { describe, expect, it } from "vitest";
import { DocumentShapeError, assertComparable } from "../../src/diff/document-shape.js";
import { KEYWORDS } from "../../src/diff/keywords.js";

const doc = (schemas: unknown, rest: object = {}) => ({ openapi: "3.1.0", components: { schemas, ...rest } });
const refusal = (document: unknown): string | undefined => {
  try {
    assertComparable(document);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentShapeError);
    return (error as Error).message;
  }
};

/** For each kind a keyword holds: values it takes, and values it refuses with how they are named. */
const KINDS: Record<string, { good: unknown[]; bad: [unknown, string][]; words: string }> = {
  schema: {
    good: [true, false, {}],
    bad: [
      [1, "a number"],
      [null, "null"],
      [[], "an array"],
      ["s", "a string"],
    ],
    words: "a schema (an object or a boolean)",
  },
  schemas: {
    good: [{}, { a: {} }],
    bad: [
      [[], "an array"],
      [true, "a boolean"],
      [null, "null"],
    ],
    words: "an object of schemas",
  },
  "schema list": {
    good: [[{}], [true, {}]],
    bad: [
      [[], "an array"],
      [{}, "an object"],
      ["x", "a string"],
    ],
    words: "a non-empty array of schemas",
  },
  string: {
    good: ["", "x"],
    bad: [
      [1, "a number"],
      [["x"], "an array"],
    ],
    words: "a string",
  },
  strings: {
    good: [[], ["a", "b"]],
    bad: [
      [["a", 1], "an array"],
      ["a", "a string"],
      [{}, "an object"],
    ],
    words: "an array of strings",
  },
  types: {
    good: ["string", ["string", "null"], "integer"],
    bad: [
      [[], "an array"],
      ["text", "a string"],
      [["string", "text"], "an array"],
      [1, "a number"],
    ],
    words: "a JSON type name or an array of them",
  },
  array: {
    good: [[], [1, "a"]],
    bad: [
      [{}, "an object"],
      ["a", "a string"],
    ],
    words: "an array",
  },
  number: {
    good: [0, -1.5],
    bad: [
      ["1", "a string"],
      [null, "null"],
    ],
    words: "a number",
  },
  count: {
    good: [0, 3],
    bad: [
      [-1, "a number"],
      [1.5, "a number"],
      ["2", "a string"],
      [true, "a boolean"],
    ],
    words: "a non-negative integer",
  },
  boolean: {
    good: [true, false],
    bad: [
      [0, "a number"],
      ["true", "a string"],
    ],
    words: "a boolean",
  },
};

const HOLDING = Object.entries(KEYWORDS).filter(([, keyword]) => keyword.holds !== undefined) as [string, { holds: string }][];

describe("document shape", () => {
  it("knows every kind a keyword of the vocabulary holds", () => {
    expect(new Set(HOLDING.map(([, keyword]) => keyword.holds))).toEqual(new Set(Object.keys(KINDS)));
  });

  it.each(HOLDING)("%s: takes what it holds, refuses anything else by name and pointer", (name, { holds }) => {
    const kind = KINDS[holds]!;
    for (const value of kind.good) expect(refusal(doc({ R: { [name]: value } })), `${name}: ${JSON.stringify(value)}`).toBeUndefined();
    for (const [value, said] of kind.bad) {
      expect(refusal(doc({ R: { [name]: value } }))).toBe(`/components/schemas/R/${name.replace("~", "~0").replace("/", "~1")} is ${said}, not ${kind.words}`);
    }
  });

  it("refuses what is not an OpenAPI document with schemas", () => {
    expect(refusal(null)).toBe("the document is null, not an OpenAPI document");
    expect(refusal([])).toBe("the document is an array, not an OpenAPI document");
    expect(refusal("x")).toBe("the document is a string, not an OpenAPI document");
    expect(refusal(7)).toBe("the document is a number, not an OpenAPI document");
    expect(refusal(true)).toBe("the document is a boolean, not an OpenAPI document");
    expect(refusal({})).toBe("the document has no components.schemas object: give the package's openapi.json");
    expect(refusal({ components: { schemas: [] } })).toBe("the document has no components.schemas object: give the package's openapi.json");
    expect(refusal({ components: [] })).toBe("the document has no components.schemas object: give the package's openapi.json");
    expect(refusal(Object.create({ components: { schemas: {} } }))).toBe("the document has no components.schemas object: give the package's openapi.json");
  });

  it("checks the schemas of list bodies in components.responses", () => {
    expect(refusal(doc({}, { responses: [] }))).toBe("/components/responses is an array, not an object");
    expect(refusal(doc({}, { responses: { L: "x" } }))).toBe("/components/responses/L is a string, not a response object");
    expect(refusal(doc({}, { responses: { L: {} } }))).toBeUndefined();
    expect(refusal(doc({}, { responses: { L: { content: 1 } } }))).toBe("/components/responses/L/content is a number, not an object");
    expect(refusal(doc({}, { responses: { L: { content: { "application/json": null } } } }))).toBe(
      "/components/responses/L/content/application~1json is null, not a media type object",
    );
    expect(refusal(doc({}, { responses: { L: { content: { "application/json": {} } } } }))).toBeUndefined();
    expect(refusal(doc({}, { responses: { L: { content: { "a/b": { schema: { type: "text" } } } } } }))).toBe(
      "/components/responses/L/content/a~1b/schema/type is a string, not a JSON type name or an array of them",
    );
  });

  it("walks into every schema a schema holds, naming the pointer of the first problem", () => {
    expect(refusal(doc({ R: { properties: { "a/b": { items: { minLength: -1 } } } } }))).toBe(
      "/components/schemas/R/properties/a~1b/items/minLength is a number, not a non-negative integer",
    );
    expect(refusal(doc({ R: { anyOf: [true, { not: { type: 3 } }] } }))).toBe("/components/schemas/R/anyOf/1/not/type is a number, not a JSON type name or an array of them");
    expect(refusal(doc({ R: { $defs: { D: 5 } } }))).toBe("/components/schemas/R/$defs/D is a number, not a schema (an object or a boolean)");
    expect(refusal(doc({ R: 5 }))).toBe("/components/schemas/R is a number, not a schema (an object or a boolean)");
    expect(refusal(doc({ R: { "x-owner": 5, description: 1 } }))).toBe(refusal(doc({ R: { "x-owner": 5 } })));
  });

  it("refuses schemas nested deeper than 64, and takes 64", () => {
    const nested = (depth: number) => {
      let schema: object = { type: "string" };
      for (let i = 1; i < depth; i++) schema = { items: schema };
      return doc({ R: schema });
    };
    expect(refusal(nested(64))).toBeUndefined();
    expect(refusal(nested(65))).toMatch(/^\/components\/schemas\/R(\/items){64} is nested more than 64 schemas deep$/);
  });

  it.each(["examples", "default", "x-owner", "enum", "const"])("refuses a value in %s nested 1 000 levels deep, and takes one level less", (keyword) => {
    const value = (levels: number) => {
      let nested: unknown = "leaf";
      for (let i = 0; i < levels; i++) nested = i % 2 === 0 ? [nested] : { a: nested };
      return doc({ R: { type: "string", [keyword]: keyword === "examples" || keyword === "enum" ? [nested] : nested } });
    };
    // The levels that hold the value: the document, components, schemas and R (and the list of examples or values)
    const around = keyword === "examples" || keyword === "enum" ? 5 : 4;
    expect(refusal(value(1000 - around))).toBeUndefined();
    expect(refusal(value(1000 - around + 1))).toMatch(/^\/components\/schemas\/R\/.+ holds values nested more than 1000 levels deep, past any contract$/);
  });
});
