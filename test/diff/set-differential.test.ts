// A differential test of `diff` against Atlassian's json-schema-diff, an independent comparison
// that computes the sets of values each schema admits: on generated single-keyword edits of
// record-like schemas, for the keywords it supports, wherever it finds values added (the new
// schema admits more: breaking for clients) or removed (admits fewer: breaking for producers),
// ours must report exactly the same sides.
//
// Left out on purpose: adding or removing an optional property. json-schema-diff reads an open
// object as admitting any value under an unnamed key, so a new optional property restricts it;
// the contract reads it as compatible (a producer never sent the key before, D3), and a removed
// property as breaking both sides (strict validation rejects it).
import jsonSchemaDiff from "json-schema-diff";
import { describe, expect, it } from "vitest";
import { compareDocuments } from "./changes.js";
import { seededRandom } from "../../src/testing/make-record.js";
import { cases } from "../depth.js";

type Schema = Record<string, any>;

const BASES: Schema[] = [
  {
    type: "object",
    required: ["id", "name"],
    properties: {
      id: { type: "integer", minimum: 0 },
      name: { type: "string", minLength: 1, maxLength: 80 },
      score: { type: ["integer", "null"], minimum: 0, maximum: 100 },
      tags: { type: "array", items: { type: "string" }, maxItems: 10 },
      meta: { type: "object", additionalProperties: true },
    },
  },
  {
    type: "object",
    required: ["page", "data"],
    additionalProperties: false,
    properties: {
      page: { type: "integer", minimum: 0 },
      total: { type: "number", exclusiveMinimum: 0 },
      data: { type: "array", items: { type: "object", required: ["a"], properties: { a: { type: "string" } } }, minItems: 0 },
      note: { anyOf: [{ type: "string", maxLength: 10 }, { type: "null" }] },
    },
  },
];

const BOUNDS: Record<string, string[]> = {
  integer: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"],
  number: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"],
  string: ["minLength", "maxLength"],
  array: ["minItems", "maxItems"],
  object: ["minProperties", "maxProperties"],
};
const TYPES = ["string", "integer", "boolean", "null", "array", "object"];

/** One edit of one keyword somewhere in `schema`, described. */
function edit(base: Schema, random: () => number): [Schema, string] {
  const schema = structuredClone(base);
  const names = Object.keys(schema.properties);
  const name = names[Math.floor(random() * names.length)]!;
  const property = schema.properties[name];
  const type = Array.isArray(property.type) ? property.type[0] : (property.type ?? "string");
  const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)]!;
  switch (Math.floor(random() * 8)) {
    case 0:
    case 1: {
      const keyword = pick(BOUNDS[type] ?? BOUNDS.string!);
      const target = property.anyOf ? property.anyOf[0] : property;
      const before = target[keyword];
      if (before !== undefined && random() < 0.3) delete target[keyword];
      else target[keyword] = Math.max(0, (before ?? 5) + pick([-3, -1, 1, 2, 7]));
      return [schema, `${name}.${keyword} ${before} → ${target[keyword]}`];
    }
    case 2: {
      const types = new Set<string>(Array.isArray(property.type) ? property.type : property.type ? [property.type] : []);
      const other = pick(TYPES);
      if (types.has(other) && types.size > 1) types.delete(other);
      else types.add(other);
      property.type = [...types];
      return [schema, `${name}.type → ${[...types].join("|")}`];
    }
    case 3: {
      const required = new Set<string>(schema.required);
      if (required.has(name)) required.delete(name);
      else required.add(name);
      schema.required = [...required];
      return [schema, `required ${name} toggled`];
    }
    case 4: {
      const choice = pick([false, true, { type: "string" }, { type: "integer", minimum: 0 }]);
      if (schema.additionalProperties === choice) return [schema, "nothing"];
      schema.additionalProperties = choice;
      return [schema, `additionalProperties → ${JSON.stringify(choice)}`];
    }
    case 5: {
      const list = schema.properties.tags ?? schema.properties.data;
      list.items = pick([{ type: "string", maxLength: 5 }, { type: ["string", "integer"] }, { type: "integer" }, {}]);
      return [schema, `items → ${JSON.stringify(list.items)}`];
    }
    case 6: {
      const branch = pick([{ type: "boolean" }, { type: "integer", minimum: 3 }, { type: "string", minLength: 2 }]);
      property.anyOf = property.anyOf ? [...property.anyOf, branch] : [{ type: property.type ?? "string" }, branch];
      delete property.type;
      return [schema, `${name}.anyOf + ${JSON.stringify(branch)}`];
    }
    default: {
      schema.properties[name] = { ...property, allOf: [{ not: { type: "null" } }] };
      return [schema, `${name} allOf not null`];
    }
  }
}

function ourSides(previous: Schema, current: Schema): string {
  const document = (schema: Schema) => ({ openapi: "3.1.0", info: { title: "t", version: "1.0.0" }, components: { schemas: { R: schema } } });
  const classes = compareDocuments(document(previous), document(current)).map((change) => change.class);
  const clients = classes.some((c) => c === "breaking for clients" || c === "breaking for clients and producers");
  const producers = classes.some((c) => c === "breaking for producers" || c === "breaking for clients and producers");
  return sides(clients, producers);
}

function sides(clients: boolean, producers: boolean): string {
  return clients && producers ? "both" : clients ? "clients" : producers ? "producers" : "none";
}

const CASES = cases(300, 2_000);

/** The edits, made up front from one seed, so that each is the same whichever tests a run picks. */
const random = seededRandom(2026);
const EDITS = Array.from({ length: CASES }, (_, i) => {
  const base = BASES[i % BASES.length]!;
  const [changed, what] = edit(base, random);
  return { i, base, changed, what };
});

// One test per edit: a mutation run repeats, for each mutant, only the edits that reach it.
describe("diff against Atlassian's json-schema-diff: the same sides on generated single-keyword edits, in both directions", () => {
  let compared = 0;

  it.each(EDITS)("edit $i: $what", async ({ base, changed, what }) => {
    const disagreements: string[] = [];
    for (const [previous, current, direction] of [
      [base, changed, "→"],
      [changed, base, "←"],
    ] as const) {
      const theirs = await jsonSchemaDiff.diffSchemas({ sourceSchema: structuredClone(previous), destinationSchema: structuredClone(current) });
      if (!theirs.additionsFound && !theirs.removalsFound) continue;
      compared++;
      const expected = sides(theirs.additionsFound, theirs.removalsFound);
      const ours = ourSides(previous, current);
      if (ours !== expected) disagreements.push(`${direction} ${what}: json-schema-diff ${expected}, ours ${ours}`);
    }
    expect(disagreements).toEqual([]);
  });

  it(`compares more than half of the ${CASES} edits: json-schema-diff sees a change in them`, () => {
    expect(compared).toBeGreaterThan(CASES / 2);
  });
});
