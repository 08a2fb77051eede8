// Witnesses (src/diff/witnesses.ts): every breaking change of every fixture pair and realistic
// edit carries a value for each way it claims, and each value is re-checked here by an
// independent validator (@cfworker/json-schema) against the schemas at the witness's place in
// both documents: admitted by the side it names, refused by the other. Where a way has no
// witness, the change says why; a comparison of thousands of breaks stays bounded.
import { Validator } from "@cfworker/json-schema";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareDocuments, type Change } from "../../src/diff/compare-documents.js";
import { References } from "../../src/diff/references.js";
import { Witnesses, type Origin, type Witness } from "../../src/diff/witnesses.js";
import { DOCUMENT, EDITS } from "./realistic-edit-list.js";

const BASE = "https://document.invalid/openapi.json";
const FIXTURES = new URL("../fixtures/", import.meta.url);

type Document = { components: { schemas: Record<string, any> } };

function fixturePairs(folder: string): [string, Document, Document][] {
  return readdirSync(new URL(folder, FIXTURES)).map((name) => {
    const read = (file: string) => JSON.parse(readFileSync(new URL(`${folder}${name}/${file}`, FIXTURES), "utf8"));
    return [name, read("previous.json"), read("current.json")];
  });
}

/** The resource a `$ref` names: a component with that `$id`, or a pointer into the document. */
function referenced(document: Document, ref: string, base: string): { schema: any; base: string } | undefined {
  const url = new URL(ref, base);
  const root = Object.values(document.components.schemas).find((schema) => schema?.$id === `${url.origin}${url.pathname}`);
  const start = root ?? (url.href.startsWith(BASE) ? document : undefined);
  if (start === undefined) return undefined;
  const segments = url.hash.length > 1 ? url.hash.slice(2).split("/") : [];
  return { schema: segments.reduce((node: any, segment) => node?.[segment.replaceAll("~1", "/").replaceAll("~0", "~")], start), base: root?.$id ?? base };
}

/**
 * The schema at `pointer` as a validator reads it there: a segment a schema lacks is looked up
 * in what its `$ref` refers to, and a `$dynamicRef` resolves to the outermost resource entered
 * on the way that supplies its anchor (its dynamic scope), written as a plain `$ref`.
 */
function schemaAt(document: Document, pointer: string): unknown {
  let node: any = document;
  let base = BASE;
  const scope: any[] = [];
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    while (node !== null && typeof node === "object" && !Object.hasOwn(node, segment) && typeof node.$ref === "string") {
      const target = referenced(document, node.$ref, base);
      if (target === undefined) return undefined;
      ({ schema: node, base } = target);
      if (node?.$id !== undefined) scope.push(node);
    }
    node = node?.[segment];
    if (node?.$id !== undefined) {
      base = node.$id;
      scope.push(node);
    }
  }
  /** The outermost resource entered that defines the anchor, as a pointer to that definition. */
  const anchored = (name: string) => {
    for (const resource of scope) {
      const key = Object.keys(resource.$defs ?? {}).find((defined) => resource.$defs[defined]?.$dynamicAnchor === name);
      if (key !== undefined) return `${resource.$id}#/$defs/${key}`;
    }
    return undefined;
  };
  const staticOnly = (schema: any): any => {
    if (Array.isArray(schema)) return schema.map(staticOnly);
    if (schema === null || typeof schema !== "object") return schema;
    const out = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, staticOnly(value)]));
    // D22: a value is judged as a response carries it, which leaves a writeOnly field out.
    if (Array.isArray(schema.required)) out.required = schema.required.filter((name: string) => schema.properties?.[name]?.writeOnly !== true);
    if (typeof schema.$dynamicRef === "string" && anchored(schema.$dynamicRef.slice(1)) !== undefined) {
      delete out.$dynamicRef;
      out.$ref = anchored(schema.$dynamicRef.slice(1));
    } else if (typeof schema.$ref === "string" && schema.$ref.startsWith("#") === false) {
      out.$ref = new URL(schema.$ref, base).href;
    }
    return out;
  };
  return staticOnly(node);
}

/** cfworker's verdict on `value` by the schema at `pointer` of `document` (whose resources it indexes itself). */
function independentlyAdmits(document: Document, pointer: string, value: unknown): boolean {
  const validator = new Validator({ $id: BASE, components: document.components, allOf: [schemaAt(document, pointer) as object] } as never, "2020-12", true);
  return validator.validate(value).valid;
}

function recheck(previous: Document, current: Document, witness: Witness): [boolean, boolean] {
  return [independentlyAdmits(previous, witness.at, witness.value), independentlyAdmits(current, witness.at, witness.value)];
}

const BREAKING = new Set(["breaking for clients", "breaking for producers", "breaking for clients and producers"]);

function witnessesOf(previous: Document, current: Document): Change[] {
  return compareDocuments(previous as never, current as never).filter((change) => BREAKING.has(change.class));
}

describe("every witness of the fixtures, re-checked by an independent validator", () => {
  const pairs = [...fixturePairs("diff/"), ...fixturePairs("diff-references/")];

  it.each(pairs)("%s", (_, previous, current) => {
    for (const change of witnessesOf(previous, current)) {
      expect(change.witnesses, change.pointer).toBeDefined();
      for (const witness of change.witnesses!) {
        const expected = witness.admittedBy === "previous" ? [true, false] : [false, true];
        expect({ change: change.rule, witness, verdicts: recheck(previous, current, witness) }).toEqual({ change: change.rule, witness, verdicts: expected });
      }
      const ways = change.class === "breaking for clients and producers" ? 2 : 1;
      expect(change.witnesses!.length + (change.witnessMissing?.split("; ").length ?? 0)).toBe(ways);
    }
  });

  it("names a witness for every way of every rule's fixture that moves values", () => {
    const missing = fixturePairs("diff/").flatMap(([name, previous, current]) =>
      witnessesOf(previous, current)
        .filter((change) => change.witnessMissing !== undefined)
        .map((change) => `${name}: ${change.witnessMissing}`),
    );
    expect(missing).toEqual([
      "FIELD_REMOVED: no value admitted before and refused now was found",
      "KEYWORD_CHANGED: no value admitted now and refused before was found; no value admitted before and refused now could be checked (the schemas use a keyword, format, pattern or reference this check does not evaluate)",
    ]);
  });
});

describe("where a way has no witness", () => {
  const record = (field: unknown) => ({ components: { schemas: { R: { type: "object", properties: { a: field } } } } });

  it("inside a not, it says a value of its own place says nothing plain of the record", () => {
    const changes = witnessesOf(record({ not: { properties: { b: { maxLength: 3 } } } }), record({ not: { properties: { b: { maxLength: 5 } } } }));
    expect(changes.map(({ rule, witnesses, witnessMissing }) => [rule, witnesses, witnessMissing])).toEqual([
      ["CONSTRAINT_TIGHTENED", [], "no witness (the change is inside a not, where a value of its own place says nothing plain about the record)"],
    ]);
  });

  it("past the work a comparison may put into witnesses, the rest say they were not searched for", () => {
    const wide = (prefix: string) => ({
      components: {
        schemas: { W: { type: "object", properties: Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`${prefix}${i}`, { type: "string", maxLength: i }])) } },
      },
    });
    const removed = witnessesOf(wide("old"), wide("new")).filter((change) => change.rule === "FIELD_REMOVED");
    expect(removed).toHaveLength(3_000);
    expect(removed[0]!.witnesses).toEqual([{ value: { old0: "a" }, admittedBy: "current", at: "/components/schemas/W" }]);
    expect(removed.at(-1)).toMatchObject({ witnesses: [], witnessMissing: "no witness was searched for (this comparison spent the work it may put into witnesses)" });
    // A field removed is a break for both sides, and only clients have a witness (an open object admitted every value before). The
    // work runs out during one search, which shows what it found and says the rest was not searched; every search after says so.
    const said = removed.map((change) => `${change.witnesses!.length} witness, ${change.witnessMissing}`);
    const kinds = said.filter((kind, i) => kind !== said[i - 1]);
    expect(kinds).toEqual([
      "1 witness, no value admitted before and refused now was found",
      "1 witness, no witness was searched for (this comparison spent the work it may put into witnesses)",
      "0 witness, no witness was searched for (this comparison spent the work it may put into witnesses)",
    ]);
  });
});

describe("the search of one place's witnesses", () => {
  const document = { components: { schemas: {} } };
  const witnesses = () => new Witnesses(new References(document), new References(document));
  const origin = (previous: unknown, current: unknown): Origin => ({ at: "/components/schemas/S", previous, current, previousScope: [], currentScope: [], negated: false });

  it("finds a value each way for a break of both sides, each admitted by its own side", () => {
    const found = witnesses().of("breaking for clients and producers", origin({ type: "integer", maximum: 5 }, { type: "integer", minimum: 3 }), "/components/schemas/S");
    expect(found).toEqual({
      witnesses: [
        { value: 6, admittedBy: "current", at: "/components/schemas/S" },
        { value: 2, admittedBy: "previous", at: "/components/schemas/S" },
      ],
    });
  });

  it("says neither way was found where the walk knows no place for the change", () => {
    expect(witnesses().of("breaking for clients and producers", undefined, "/components/schemas/S")).toEqual({
      witnesses: [],
      missing: "no value admitted now and refused before was found; no value admitted before and refused now was found",
    });
  });

  it("says a way could not be checked when the previous side uses a format it does not evaluate", () => {
    const found = witnesses().of("breaking for producers", origin({ type: "string", format: "hostname" }, { type: "string", maxLength: 3 }), "/components/schemas/S");
    expect(found).toEqual({
      witnesses: [],
      missing: "no value admitted before and refused now could be checked (the schemas use a keyword, format, pattern or reference this check does not evaluate)",
    });
  });
});

describe("every witness of the realistic edits of the package's document, re-checked by an independent validator", () => {
  it.each(EDITS.map(([name, edit]) => [name, edit] as const))("%s", (_, edit) => {
    const current = structuredClone(DOCUMENT);
    edit(current);
    for (const change of witnessesOf(DOCUMENT, current)) {
      for (const witness of change.witnesses ?? []) {
        const expected = witness.admittedBy === "previous" ? [true, false] : [false, true];
        expect({ change: change.rule, witness, verdicts: recheck(DOCUMENT, current, witness) }).toEqual({ change: change.rule, witness, verdicts: expected });
      }
      const ways = change.class === "breaking for clients and producers" ? 2 : 1;
      expect((change.witnesses ?? []).length + (change.witnessMissing?.split("; ").length ?? 0)).toBe(ways);
    }
  });
});

describe("a witness for each kind of value a schema names", () => {
  const record = (field: unknown) => ({ components: { schemas: { R: { type: "object", properties: { a: field } } } } });
  it.each([
    ["a const inside a not added", { type: "string" }, { type: "string", not: { const: "" } }, [["", "previous"]]],
    ["a multipleOf added to integers", { type: "integer", minimum: 0 }, { type: "integer", minimum: 0, multipleOf: 5 }, [[1, "previous"]]],
    ["an enum value dropped", { enum: ["a", "b", "c"] }, { enum: ["a", "c"] }, [["b", "previous"]]],
    ["a minimum raised", { type: "number", minimum: 0 }, { type: "number", minimum: 10 }, [[0, "previous"]]],
  ])("%s", (_, previous, current, expected) => {
    const [change] = witnessesOf(record(previous), record(current));
    expect(change?.witnesses?.map(({ value, admittedBy }) => [value, admittedBy])).toEqual(expected);
  });
});

describe("the witness of each kind of change: the value just past what changed", () => {
  const record = (field: unknown) => ({ components: { schemas: { R: { type: "object", required: ["id"], properties: { id: { type: "string" }, a: field } } } } });
  const KINDS: [string, unknown, unknown, [unknown, string][]][] = [
    ["maxLength lowered", { type: "string", maxLength: 10 }, { type: "string", maxLength: 5 }, [["abcdef", "previous"]]],
    ["minLength raised", { type: "string", minLength: 1 }, { type: "string", minLength: 3 }, [["a", "previous"]]],
    ["maximum lowered", { type: "integer", maximum: 10 }, { type: "integer", maximum: 5 }, [[10, "previous"]]],
    ["exclusiveMinimum raised", { type: "number", exclusiveMinimum: 0 }, { type: "number", exclusiveMinimum: 2 }, [[1, "previous"]]],
    ["exclusiveMaximum raised", { type: "number", exclusiveMaximum: 2 }, { type: "number", exclusiveMaximum: 4 }, [[2, "current"]]],
    [
      "multipleOf 2 to 3",
      { type: "integer", multipleOf: 2 },
      { type: "integer", multipleOf: 3 },
      [
        [3, "current"],
        [2, "previous"],
      ],
    ],
    ["number to integer", { type: "number" }, { type: "integer" }, [[0.25, "previous"]]],
    ["boolean added", { type: "string" }, { type: ["string", "boolean"] }, [[true, "current"]]],
    ["maxItems lowered", { type: "array", items: { type: "integer" }, maxItems: 3 }, { type: "array", items: { type: "integer" }, maxItems: 1 }, [[[0, 0], "previous"]]],
    ["minItems raised", { type: "array", items: { type: "string" } }, { type: "array", items: { type: "string" }, minItems: 2 }, [[[], "previous"]]],
    ["uniqueItems added", { type: "array", items: { type: "string" } }, { type: "array", items: { type: "string" }, uniqueItems: true }, [[["a", "a"], "previous"]]],
    ["items narrowed", { type: "array", items: { type: ["string", "integer"] } }, { type: "array", items: { type: "string" } }, [[0, "previous"]]],
    ["prefixItems narrowed", { type: "array", prefixItems: [{ type: "string" }] }, { type: "array", prefixItems: [{ type: "string", maxLength: 2 }] }, [["abc", "previous"]]],
    ["contains added", { type: "array" }, { type: "array", contains: { const: "x" } }, [[[], "previous"]]],
    ["maxContains added", { type: "array", contains: { type: "string" } }, { type: "array", contains: { type: "string" }, maxContains: 1 }, [[["a", "a"], "previous"]]],
    [
      "nested required added",
      { type: "object", properties: { b: { type: "string" } } },
      { type: "object", required: ["b"], properties: { b: { type: "string" } } },
      [[{}, "previous"]],
    ],
    ["maxProperties lowered", { type: "object", maxProperties: 3 }, { type: "object", maxProperties: 1 }, [[{ property1: "a", property2: "a" }, "previous"]]],
    ["minProperties raised", { type: "object" }, { type: "object", minProperties: 1 }, [[{}, "previous"]]],
    ["propertyNames added", { type: "object" }, { type: "object", propertyNames: { maxLength: 3 } }, [["abcd", "previous"]]],
    [
      "additionalProperties narrowed",
      { type: "object", additionalProperties: { type: "string" } },
      { type: "object", additionalProperties: { type: "string", maxLength: 1 } },
      [["ab", "previous"]],
    ],
    ["format uuid added", { type: "string" }, { type: "string", format: "uuid" }, [["", "previous"]]],
    ["format date-time removed", { type: "string", format: "date-time" }, { type: "string" }, [["026-03-01T09:00:00Z", "current"]]],
    ["anyOf alternative added", { anyOf: [{ type: "string" }, { type: "null" }] }, { anyOf: [{ type: "string" }, { type: "null" }, { type: "integer" }] }, [[0, "current"]]],
    ["not widened", { type: "string", not: { maxLength: 2 } }, { type: "string", not: { maxLength: 4 } }, [["abc", "previous"]]],
    ["dependentRequired added", { type: "object" }, { type: "object", dependentRequired: { b: ["c"] } }, [[{ b: "a" }, "previous"]]],
    ["dependentSchemas added", { type: "object" }, { type: "object", dependentSchemas: { b: { required: ["c"] } } }, [[{ b: "a" }, "previous"]]],
    ["then narrowed", { type: "integer", if: { minimum: 10 }, then: { multipleOf: 2 } }, { type: "integer", if: { minimum: 10 }, then: { multipleOf: 4 } }, [[10, "previous"]]],
    ["a typeless bound tightened", { maxLength: 4 }, { maxLength: 2 }, [["abc", "previous"]]],
    ["a typeless minimum raised", { minimum: 1 }, { minimum: 3 }, [[1, "previous"]]],
    ["an integer's exclusiveMinimum raised", { type: "integer", exclusiveMinimum: 0 }, { type: "integer", exclusiveMinimum: 3 }, [[1, "previous"]]],
    ["a pattern's length bound tightened", { type: "string", pattern: "^[A-Z]+$", maxLength: 6 }, { type: "string", pattern: "^[A-Z]+$", maxLength: 3 }, [["AAAA", "previous"]]],
    ["a date-time's length bound", { type: "string", format: "date-time" }, { type: "string", format: "date-time", maxLength: 20 }, [["2024-02-29T23:59:59.5+01:00", "previous"]]],
    [
      "an allOf part added beside two patterns",
      { allOf: [{ type: "string" }, { pattern: "^a" }, { pattern: "b$" }] },
      { allOf: [{ type: "string" }, { pattern: "^a" }, { pattern: "b$" }, { maxLength: 2 }] },
      [["abb", "previous"]],
    ],
    [
      "a bound in the objects of an array",
      { type: "array", items: { type: "object", properties: { n: { type: "integer", maximum: 9 } } } },
      { type: "array", items: { type: "object", properties: { n: { type: "integer", maximum: 5 } } } },
      [[9, "previous"]],
    ],
    [
      "minItems raised on an array of records",
      { type: "array", items: { type: "object", required: ["k"], properties: { k: { type: "string" } } }, minItems: 1 },
      { type: "array", items: { type: "object", required: ["k"], properties: { k: { type: "string" } } }, minItems: 3 },
      [[[{ k: "a" }], "previous"]],
    ],
    [
      "prefixItems made longer where items admitted nothing more",
      { type: "array", prefixItems: [{ type: "string" }], items: false },
      { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }], items: false },
      [[0, "current"]],
    ],
    ["an enum of numbers narrowed", { type: "integer", enum: [1, 2, 3] }, { type: "integer", enum: [1, 3] }, [[2, "previous"]]],
    ["a boolean const added", { type: "boolean" }, { type: "boolean", const: true }, [[false, "previous"]]],
    ["null removed from a oneOf", { oneOf: [{ type: "string" }, { type: "null" }] }, { oneOf: [{ type: "string" }] }, [[null, "previous"]]],
    [
      "an object closed",
      { type: "object", properties: { x: { type: "string" } } },
      { type: "object", properties: { x: { type: "string" } }, additionalProperties: false },
      [[{ unlistedProperty: "a" }, "previous"]],
    ],
    [
      "uniqueItems on numbers",
      { type: "array", items: { type: "number", minimum: 2 } },
      { type: "array", items: { type: "number", minimum: 2 }, uniqueItems: true },
      [[[2, 2], "previous"]],
    ],
  ];
  it.each(KINDS)("%s", (_, previous, current, expected) => {
    const changes = witnessesOf(record(previous), record(current));
    expect(changes.map(({ witnesses, witnessMissing }) => [witnesses?.map(({ value, admittedBy }) => [value, admittedBy]), witnessMissing])).toEqual([[expected, undefined]]);
  });
});
