// A generated differential of `diff` over the contract's vocabulary (D26): random records of
// the keywords the generator compiles, random edits, several at once, in both directions.
// Every witness printed is re-checked by an independent validator (@cfworker/json-schema,
// independent.ts), and every way no change claims is probed by values drawn from both
// documents: none of them may move that way (admitted before and refused now in the strict
// profile, for producers; admitted now and refused before in the tolerant one, for clients).
import { describe, expect, it } from "vitest";
import { diffDocuments } from "../../src/diff/index.js";
import { seededRandom } from "../../src/testing/make-record.js";
import { cases } from "../depth.js";
import { FORMAT_NAMES, endsAround, textLengths, textOf, type FormatName } from "./format-texts.js";
import { independentlyShown, validatorOf } from "./independent.js";

type Json = Record<string, any>;
type Random = () => number;

const POLICY = { lifecycle: { today: "2026-01-01", deprecationDays: 180 }, allowances: [] };
const FORMATS = FORMAT_NAMES;
const FORMAT_VALUES = ["2026-03-01T09:00:00Z", "2024-02-29T23:59:59.5+01:00", "3f2504e0-4f89-41d3-9a0c-0305e82c3301", "not-a-date"];
/** Where each format's texts live: a length bound on a field of the format is drawn around it, where a text of one more or one less character exists or not. */
const NAMED_LENGTHS: Readonly<Partial<Record<FormatName, number>>> = { "date-time": 23, uuid: 36 };
const FORMAT_LENGTHS: Readonly<Record<FormatName, number>> = Object.fromEntries(
  FORMAT_NAMES.map((format) => [format, NAMED_LENGTHS[format] ?? textLengths(format)[0] ?? 0]),
) as Record<FormatName, number>;

const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const small = (random: Random) => Math.floor(random() * 7) - 2;
/** A length bound of a string field: small, or for a field of a format, around the lengths of its texts (18 to 28 for date-time, 31 to 41 for uuid). */
const lengthBound = (random: Random, format: FormatName | undefined, from?: number) =>
  Math.max(0, (from ?? (format === undefined ? 3 : FORMAT_LENGTHS[format])) + (format === undefined || from !== undefined ? small(random) : Math.floor(random() * 11) - 5));

/** A field schema of the vocabulary. */
function field(random: Random, depth: number): Json {
  const nullable = (schema: Json): Json => (random() < 0.3 ? { ...schema, type: [schema.type, "null"] } : schema);
  switch (pick(random, ["integer", "number", "string", "string", "boolean", "enum", "const", "array", "anyOf", "ref", "object"])) {
    case "integer":
      return nullable(bounded(random, { type: "integer" }, ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]));
    case "number":
      return nullable(bounded(random, { type: "number" }, ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]));
    case "string": {
      const schema: Json = random() < 0.3 ? { type: "string", format: pick(random, FORMATS) } : { type: "string" };
      for (const keyword of ["minLength", "maxLength"]) if (random() < 0.35) schema[keyword] = lengthBound(random, schema.format);
      return nullable(schema);
    }
    case "boolean":
      return nullable({ type: "boolean" });
    case "enum":
      return { type: "string", enum: ["A", "B", "C", "D"].filter(() => random() < 0.7) };
    case "const":
      return { const: pick(random, ["on", 1, true]) };
    case "array":
      return bounded(random, { type: "array", items: depth > 1 ? { type: "string" } : field(random, depth + 1) }, ["minItems", "maxItems"]);
    case "anyOf":
      return { anyOf: [field(random, depth + 2), pick(random, [{ type: "null" }, { type: "integer", minimum: 3 }, { const: "x" }])] };
    case "ref":
      return pick(random, [{ $ref: "#/components/schemas/Status" }, { anyOf: [{ $ref: "#/components/schemas/Part" }, { type: "null" }] }]);
    default:
      return depth > 1 ? { type: "string" } : record(random, depth + 1);
  }
}

function bounded(random: Random, schema: Json, keywords: string[]): Json {
  for (const keyword of keywords) if (random() < 0.35) schema[keyword] = Math.max(0, small(random) + 3);
  return schema;
}

function record(random: Random, depth: number): Json {
  const properties = Object.fromEntries(["a", "b", "c"].filter(() => random() < 0.8).map((name) => [name, field(random, depth)]));
  const schema: Json = { type: "object", properties, required: Object.keys(properties).filter(() => random() < 0.5) };
  if (random() < 0.3) schema.additionalProperties = random() < 0.5;
  return schema;
}

function documentOf(random: Random): Json {
  return {
    openapi: "3.1.0",
    info: { title: "generated", version: "1.0.0" },
    components: {
      schemas: {
        R: record(random, 0),
        Status: { type: "string", enum: ["OPEN", "CLOSED", "DRAFT"] },
        Part: { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 0 }, label: { type: "string" } } },
      },
    },
  };
}

/** One to three edits of the keywords the generator compiles, anywhere in the document's records. */
function edited(random: Random, document: Json): [Json, string[]] {
  const copy = structuredClone(document);
  const said: string[] = [];
  const schemas = copy.components.schemas;
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    const names = Object.keys(schemas.R.properties);
    const name = names.length === 0 ? undefined : pick(random, names);
    const target = name === undefined ? schemas.R : schemas.R.properties[name];
    const inner = Array.isArray(target.anyOf) && target.anyOf[0].type !== undefined ? target.anyOf[0] : target;
    const choice = pick(random, ["bound", "bound", "exclusive", "null", "type", "required", "field", "closed", "enum", "format", "status", "part", "split"]);
    said.push(`${choice} ${name ?? ""}`);
    switch (choice) {
      case "bound": {
        const keyword = pick(random, ["minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems", "exclusiveMinimum", "exclusiveMaximum"]);
        const applies = {
          minimum: "number",
          maximum: "number",
          exclusiveMinimum: "number",
          exclusiveMaximum: "number",
          minLength: "string",
          maxLength: "string",
          minItems: "array",
          maxItems: "array",
        }[keyword]!;
        const types = [inner.type].flat();
        if (!types.some((type: string) => type === applies || (applies === "number" && type === "integer"))) break;
        if (inner[keyword] !== undefined && random() < 0.3) delete inner[keyword];
        else if (applies === "string") inner[keyword] = lengthBound(random, inner.format, inner[keyword]);
        else inner[keyword] = Math.max(0, (inner[keyword] ?? 3) + small(random));
        break;
      }
      case "exclusive": {
        for (const [inclusive, exclusive] of [
          ["minimum", "exclusiveMinimum"],
          ["maximum", "exclusiveMaximum"],
        ] as const) {
          if (inner[inclusive] !== undefined) [inner[exclusive], inner[inclusive]] = [inner[inclusive], undefined];
          else if (inner[exclusive] !== undefined) [inner[inclusive], inner[exclusive]] = [inner[exclusive], undefined];
          delete inner[inner[inclusive] === undefined ? inclusive : exclusive];
        }
        break;
      }
      case "null":
        if (inner.type !== undefined)
          inner.type = [inner.type].flat().includes("null") ? [inner.type].flat().filter((type: string) => type !== "null") : [...[inner.type].flat(), "null"];
        break;
      case "type":
        if (name !== undefined)
          schemas.R.properties[name] = pick(random, [{ type: "string" }, { type: "integer", minimum: 1 }, { type: ["number", "null"] }, { enum: ["A", null] }]);
        break;
      case "required": {
        if (name === undefined) break;
        const required = new Set<string>(schemas.R.required);
        if (required.has(name)) required.delete(name);
        else required.add(name);
        schemas.R.required = [...required];
        break;
      }
      case "field":
        if (name !== undefined && random() < 0.5) {
          delete schemas.R.properties[name];
          schemas.R.required = schemas.R.required.filter((required: string) => required !== name);
        } else schemas.R.properties[pick(random, ["d", "e"])] = field(random, 1);
        break;
      case "closed":
        if (schemas.R.additionalProperties === undefined) schemas.R.additionalProperties = random() < 0.5;
        else delete schemas.R.additionalProperties;
        break;
      case "enum":
        schemas.Status.enum = random() < 0.5 ? schemas.Status.enum.slice(1) : [...schemas.Status.enum, "PAUSED"];
        break;
      case "format":
        if ([inner.type].flat().includes("string")) {
          if (inner.format === undefined) inner.format = pick(random, FORMATS);
          else delete inner.format;
        }
        break;
      case "status":
        if (name !== undefined)
          schemas.R.properties[name] = random() < 0.5 ? { $ref: "#/components/schemas/Status" } : { anyOf: [{ const: "OPEN" }, { const: "CLOSED" }, { const: "DRAFT" }] };
        break;
      case "part":
        schemas.Part.properties.id.minimum = small(random);
        break;
      default:
        if (name !== undefined && [inner.type].flat().includes("integer") && inner.minimum !== undefined && inner.maximum !== undefined) {
          const { minimum, maximum, type, ...rest } = inner;
          const middle = Math.floor((minimum + maximum) / 2);
          schemas.R.properties[name] = {
            anyOf: [
              { ...rest, type, minimum, maximum: middle },
              { ...rest, type, minimum: middle + (random() < 0.5 ? 1 : 2), maximum },
            ],
          };
        }
    }
  }
  return [copy, said];
}

/** Values of a record drawn from a document: valid ones, and each with one field changed or left out, or a name it does not list. */
function probes(random: Random, document: Json, count: number): unknown[] {
  const values: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const value = valueOf(random, document.components.schemas.R, document, 0) as Json;
    values.push(value);
    const names = Object.keys(document.components.schemas.R.properties ?? {});
    if (names.length > 0 && typeof value === "object" && value !== null) {
      const name = pick(random, [...names, "unlisted"]);
      values.push({ ...value, [name]: pick(random, [null, 0, -1, 0.5, 3, 7, "", "A", "OPEN", "PAUSED", "x", "abcdefgh", true, [], {}, ...FORMAT_VALUES]) });
      const { [name]: _, ...without } = value;
      values.push(without);
    }
  }
  return values;
}

function valueOf(random: Random, schema: Json | boolean, document: Json, depth: number): unknown {
  if (typeof schema !== "object") return null;
  if (schema.$ref !== undefined) return valueOf(random, document.components.schemas[schema.$ref.split("/").at(-1)], document, depth + 1);
  if (schema.anyOf !== undefined) return valueOf(random, pick(random, schema.anyOf), document, depth + 1);
  if (schema.enum !== undefined) return schema.enum.length === 0 ? "A" : pick(random, schema.enum);
  if (Object.hasOwn(schema, "const")) return schema.const;
  const type = pick(random, [schema.type ?? "string"].flat());
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -2 : schema.exclusiveMinimum + pick(random, [0, 0.5, 1]));
  switch (type) {
    case "integer":
    case "number":
      return Math.round(low) + pick(random, [0, 1, 2, 5]) + (type === "number" ? pick(random, [0, 0.5]) : 0);
    case "string":
      return schema.format !== undefined ? formatValue(random, schema) : "abcdefgh".slice(0, Math.max(0, (schema.minLength ?? 0) + pick(random, [0, 1, 2, 4])));
    case "boolean":
      return random() < 0.5;
    case "null":
      return null;
    case "array":
      return depth > 3 ? [] : Array.from({ length: (schema.minItems ?? 0) + pick(random, [0, 1, 2]) }, () => valueOf(random, schema.items ?? {}, document, depth + 1));
    default: {
      const value: Json = {};
      for (const [name, property] of Object.entries<Json>(schema.properties ?? {}))
        if (depth < 3 && (schema.required?.includes(name) || random() < 0.6)) value[name] = valueOf(random, property, document, depth + 1);
      return value;
    }
  }
}

/** A text of the field's format, often of a length at or next to one of its length bounds (where a bound edited moves values), else one of FORMAT_VALUES. */
function formatValue(random: Random, schema: Json): string {
  const bounds = [schema.minLength, schema.maxLength].filter((bound) => bound !== undefined);
  const near = bounds.length === 0 ? undefined : textOf(schema.format, pick(random, bounds) + pick(random, [-1, 0, 1]));
  return near ?? pick(random, FORMAT_VALUES);
}

/** Whether record values move from one document to the other in a way, by @cfworker/json-schema: its validators made once per way. */
function moverOf(previous: Json, current: Json, way: "producers" | "clients"): (value: unknown) => boolean {
  const profile = way === "producers" ? "strict" : "tolerant";
  const before = validatorOf(previous, "/components/schemas/R", profile);
  const now = validatorOf(current, "/components/schemas/R", profile);
  const admits = (validator: typeof before, value: unknown) => validator.validate(value).valid;
  return way === "producers" ? (value) => admits(before, value) && !admits(now, value) : (value) => admits(now, value) && !admits(before, value);
}

const CASES = cases(200, 2_000);
const random = seededRandom(45);
const PAIRS = Array.from({ length: CASES }, (_, i) => {
  const base = documentOf(random);
  const [changed, said] = edited(random, base);
  return { i, base, changed, what: said.join(", ") };
});

/**
 * What diff says of one edit, one way, held against @cfworker/json-schema: no change left
 * undecided, every witness shown, and none of `values` moving in a way no change claims.
 */
function expectDiffHolds(previous: Json, current: Json, values: readonly unknown[]): void {
  const { changes } = diffDocuments(previous, current, POLICY);
  expect(changes.filter((change) => change.rule === "KEYWORD_CHANGED" || change.witnessMissing !== undefined)).toEqual([]);
  for (const change of changes)
    for (const witness of change.witnesses ?? [])
      expect(independentlyShown(previous, current, witness), `${change.rule} ${change.pointer} ${JSON.stringify(witness.value)}`).toBe(true);
  const claims = (way: string) => changes.some((change) => change.class === "breaking for clients and producers" || change.class === `breaking for ${way}`);
  for (const way of ["producers", "clients"] as const) {
    if (claims(way)) continue;
    const moves = moverOf(previous, current, way);
    const moved = values.find((value) => moves(value));
    expect(moved, `moves for ${way}, which no change claims: ${JSON.stringify(changes.map(({ rule, class: side, pointer }) => [rule, side, pointer]))}`).toBeUndefined();
  }
}

describe("diff over the contract's vocabulary, against an independent validator, on generated records and edits", () => {
  it.each(PAIRS)("edit $i: $what", ({ base, changed }) => {
    const probeRandom = seededRandom(7);
    for (const [previous, current] of [
      [base, changed],
      [changed, base],
    ] as const) {
      expectDiffHolds(previous, current, [...probes(probeRandom, previous, 15), ...probes(probeRandom, current, 15)]);
    }
  });
});

/** The lengths around each format's texts where a length bound is tried: date-time's texts are 20 long and 22 and longer, uuid's 36. */
const NAMED_BOUNDS: Readonly<Partial<Record<FormatName, readonly number[]>>> = {
  "date-time": Array.from({ length: 14 }, (_, i) => 17 + i),
  uuid: Array.from({ length: 7 }, (_, i) => 33 + i),
};

const withField = (a: Json): Json => ({ openapi: "3.1.0", info: { title: "one field", version: "1.0.0" }, components: { schemas: { R: { type: "object", properties: { a } } } } });

/** A format without bounds named above: those around its texts' lengths. */
const BOUNDS_AROUND: Readonly<Record<FormatName, readonly number[]>> = Object.fromEntries(
  FORMAT_NAMES.map((format) => [format, NAMED_BOUNDS[format] ?? endsAround(format).filter((end) => end > 0)]),
) as Record<FormatName, readonly number[]>;

const BOUND_EDITS = FORMAT_NAMES.flatMap((format) =>
  ["minLength", "maxLength"].flatMap((keyword) =>
    BOUNDS_AROUND[format].flatMap((bound) =>
      [bound + 1, bound + 2, undefined].map((to) => ({
        format,
        what: `${format} ${keyword} ${bound} -> ${to ?? "none"}`,
        previous: withField({ type: "string", format, [keyword]: bound }),
        current: withField({ type: "string", format, ...(to === undefined ? {} : { [keyword]: to }) }),
      })),
    ),
  ),
);

describe("diff of a length bound edited on a field of a format, at every bound around the lengths of its texts, against an independent validator", () => {
  it.each(BOUND_EDITS)("$what", ({ format, previous, current }) => {
    // A text of the format at every length around the bounds (where one exists), and one of none
    const lengths = BOUNDS_AROUND[format].flatMap((bound) => [bound - 1, bound, bound + 1]);
    const values = [...new Set(lengths)].flatMap((length) => [textOf(format, length), textOf(undefined, length)].filter((text) => text !== undefined).map((a) => ({ a })));
    expectDiffHolds(previous, current, values);
    expectDiffHolds(current, previous, values);
  });
});
